/**
 * Screens of spec 001 §2 that the shop does not build yet, by the first path segment that will
 * name them (docs/decisions/003-routes-and-page-size.md): hotel, activity, gift boxes, gifting
 * setup and gift card, contact and help, wishlist, account and beneficiary, static content, ideas
 * (the spec's route words ville/idee, ciudad/tema, stad/thema), minisites, booking and payment
 * steps. Until their issue builds them, such a path answers the 404 page with status 404, never
 * the home page with 200 (issue 13 item 19). Pure: imports nothing.
 */
export const PLANNED_SCREEN_WORDS: ReadonlySet<string> = new Set([
  // hotel page, activity detail page
  "hotel", "hotels", "activity",
  // gift box words other than the built /boxes pages (docs/decisions/028); /gift/$id and
  // /giftcard/customization are built (docs/decisions/033)
  "gifts", "box", "coffret", "coffrets", "caja", "cajas", "cadeau", "regalo", "regali",
  // contact and help
  "contact", "contacto", "contatti", "help", "aide", "ayuda", "aiuto",
  // wishlist, account, beneficiary
  "wishlist", "account", "beneficiary",
  // static content, ideas, minisites
  "page", "pages", "info", "ideas", "ville", "idee", "ciudad", "tema", "stad", "thema", "citta", "idea", "minisite", "partner", "partners",
  // the checkout step after payment (booking and payment steps are built: client/routes/booking.tsx)
  "checkout",
]);

/** Whether `pathname`'s first segment names a planned, not yet built, screen. */
export function isPlannedScreenPath(pathname: string): boolean {
  const first = pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "";
  return PLANNED_SCREEN_WORDS.has(first);
}

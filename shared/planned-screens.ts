/**
 * Screens of spec 001 §2 that the shop does not build yet, by the first path segment that will
 * name them (docs/decisions/003-routes-and-page-size.md): hotel, activity, gift boxes, gifting
 * setup and gift card, contact and help, booking and payment steps; static content, ideas and
 * minisites are built under their own words (shared/content-routes.ts), account, wishlist and
 * beneficiary under theirs (docs/decisions/034); the generic words below stay planned. Until their issue builds them, such a path answers the 404 page with status 404, never
 * the home page with 200 (issue 13 item 19). Pure: imports nothing.
 */
export const PLANNED_SCREEN_WORDS: ReadonlySet<string> = new Set([
  // hotel page (the activity detail page is built: client/routes/activity.tsx)
  "hotel", "hotels",
  // gift box words other than the built /boxes pages and their aliases coffrets, cajas-regalo,
  // cadeauboxen, cofanetti (docs/decisions/028, 043); /gift/$id and /giftcard/customization are
  // built (docs/decisions/033)
  "gifts", "box", "coffret", "caja", "cajas", "cadeau", "regalo", "regali",
  // contact and help
  "contact", "contacto", "contatti", "help", "aide", "ayuda", "aiuto",
  // generic static content, ideas and minisite words (the built ones: shared/content-routes.ts)
  "page", "pages", "ideas", "minisite", "partners",
  // the checkout step after payment (booking and payment steps are built: client/routes/booking.tsx)
  "checkout",
]);

/** Whether `pathname`'s first segment names a planned, not yet built, screen. */
export function isPlannedScreenPath(pathname: string): boolean {
  const first = pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "";
  return PLANNED_SCREEN_WORDS.has(first);
}

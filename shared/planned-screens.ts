/**
 * Paths that answer the 404 page (status 404), never the home page with 200 (issue 13 item 19),
 * by their first segment (docs/decisions/003-routes-and-page-size.md). Two kinds:
 * - planned: words of spec 001 §2 screens not built yet (gift box words other than the built
 *   /boxes pages, generic static content, ideas and minisite words, the checkout step after
 *   payment); they stay 404 until their issue builds them;
 * - built: words of screens that are built under their own routes (the hotel page /hotel/$id,
 *   client/routes/hotel.tsx; contact and help /contact, /contacto, /contatti, decision 027), whose
 *   routes answer first; any other path under them (/hotel without an id, /hotels, /help) is 404.
 * Static content, ideas and minisites are built under their own words (shared/content-routes.ts),
 * account, wishlist and beneficiary under theirs (docs/decisions/034), activities under
 * /activity/$id. Pure: imports nothing.
 */
export const PLANNED_SCREEN_WORDS: ReadonlySet<string> = new Set([
  // gift box words other than the built /boxes pages and their aliases coffrets, cajas-regalo,
  // cadeauboxen, cofanetti (docs/decisions/028, 043); /gift/$id and /giftcard/customization are
  // built (docs/decisions/033)
  "gifts", "box", "coffret", "caja", "cajas", "cadeau", "regalo", "regali",
  // generic static content, ideas and minisite words (the built ones: shared/content-routes.ts)
  "page", "pages", "ideas", "minisite", "partners",
  // the checkout step after payment (booking and payment steps are built: client/routes/booking.tsx)
  "checkout",
]);

/** Words of built screens: their own routes answer; any other path under them is 404. */
export const BUILT_SCREEN_WORDS: ReadonlySet<string> = new Set([
  // the hotel page, /hotel/$id (client/routes/hotel.tsx)
  "hotel", "hotels",
  // contact and help: /contact, /contacto, /contatti are the page (client/routes/contact.tsx)
  "contact", "contacto", "contatti", "help", "aide", "ayuda", "aiuto",
]);

/** Whether `pathname`'s first segment names a planned screen, or a built one whose routes did not match: the 404 page. */
export function isPlannedScreenPath(pathname: string): boolean {
  const first = pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "";
  return PLANNED_SCREEN_WORDS.has(first) || BUILT_SCREEN_WORDS.has(first);
}

/**
 * Where the checkout's way back leads (spec 001 §4 "Closing from checkout clears state and
 * navigates to the hotel or product page (keeping dates, pax, gift format)"; §6 header back
 * arrow): the cart's product page with its dates and party in the hash, as the page reads them
 * (shared/criteria.ts for a stay: checkin, checkout, a, c, b; `a` people for an activity, spec 001
 * §2 "hash a is the number of people"). Pure.
 */
import type { Cart } from "#shared/contract/cart";
import { DEFAULT_CRITERIA, serializeCriteria } from "#shared/criteria";

export function productReturnHref(cart: Pick<Cart, "type" | "uri" | "reservationCriteria">): string {
  const rc = cart.reservationCriteria;
  const hash = cart.type === "ACTIVITY"
    ? `a=${rc.adult}`
    : serializeCriteria({ ...DEFAULT_CRITERIA, checkin: rc.checkin ?? undefined, checkout: rc.checkout ?? undefined, a: rc.adult, c: rc.child, b: rc.baby });
  return hash ? `${cart.uri}#${hash}` : cart.uri;
}

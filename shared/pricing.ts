/**
 * Price rules shared by server and client (spec 000 §5, §9; spec 001 §4, §5, §9).
 * All amounts are integer cents.
 */

/** Where a promo percentage is displayed; each has its own threshold (spec 000 §9, 001 §5). */
export type PromoContext = "offersList" | "activityOnly" | "box";

const PROMO_MIN: Record<PromoContext, number> = { offersList: 10, activityOnly: 5, box: 6 };

/**
 * Promo percentage from a sell and reference price: floor((1 - sell/ref) * 100), 0 when there is
 * no reference or it is not above the sell price. Returns an integer percent 0..100.
 */
export function promoPercent(sellPrice: number, refPrice: number | null | undefined): number {
  if (!refPrice || refPrice <= sellPrice || sellPrice < 0) return 0;
  // Integer arithmetic: (1 - 8000/10000) * 100 is 19.999... in floating point.
  return Math.floor(((refPrice - sellPrice) * 100) / refPrice);
}

/**
 * Whether a promo is shown in a context: offers list >= 10 %, activity-only >= 5 %,
 * box strictly above 5 % (spec 000 §9; spec 001 §5 "box shown only if ... above 5").
 */
export function isPromoShown(promo: number, context: PromoContext): boolean {
  return promo >= PROMO_MIN[context];
}

/** Money saved in cents (ref - sell, never negative). */
export function moneySaved(sellPrice: number, refPrice: number | null | undefined): number {
  return refPrice && refPrice > sellPrice ? refPrice - sellPrice : 0;
}

/**
 * Activity card price per person: the package price divided by the adults it is for, rounded up to
 * whole cents (spec 000 §9 "Activity card price is per person").
 */
export function pricePerPerson(sellPrice: number, adults: number): number {
  return Math.ceil(sellPrice / Math.max(1, adults));
}

export type PriceType = "from" | "final" | "beneficiary" | "gift";

/**
 * Price type of a product price: final when a check-in exists or the item is a single voucher or
 * activity-only, else from (spec 001 §4).
 */
export function priceType(opts: { checkin?: string | null; itemCategory?: string }): PriceType {
  if (opts.checkin) return "final";
  if (opts.itemCategory === "single_voucher" || opts.itemCategory === "activity") return "final";
  return "from";
}

/** Score rounded to one decimal as shown "/10 with comma decimal" (e.g. 8.46 → "8,5"). */
export function formatScore(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1).replace(".", ",");
}

/** Rooms-left badge: only when dates were chosen and 3 or fewer remain (spec 000 §4). */
export function showRoomsLeft(availableRooms: number | null | undefined, hasDates: boolean): boolean {
  return hasDates && typeof availableRooms === "number" && availableRooms > 0 && availableRooms <= 3;
}

/**
 * The cart calls' refusals (spec 001 §3 Quote, §8 errors): what a stay cart, an activity purchase
 * and a gift cart throw when the offer is not bookable or its price moved. Their own module so
 * cart.ts and activity-purchase.ts (which cart.ts calls) share them without an import circle.
 */

/** Message of a stay that cannot be booked (spec 001 §5). */
export const NOT_BOOKABLE = "The offer is not bookable with these criterias";

/** A 409 answer: the price moved since the shopper agreed to it. */
export class PriceChangedError extends Error {
  constructor(readonly expected: number, readonly current: number) {
    super(`The price changed from ${expected} to ${current} cents`);
  }
}

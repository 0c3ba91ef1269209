/**
 * What an activity purchase costs (spec 001 §4 "Activity purchase: choose people, click Offer or
 * Buy for myself (own-use flag), modal opens, Continue goes to checkout"; §3 prices by number of
 * people; docs/decisions/061): the line of the activity's price table (activity-detail.ts, the
 * table its page and modal show) for the party, checked against the total the shopper saw.
 * Read by POST /carts.json (Buy for myself) and POST /gift-carts.json (Offer). No date: an
 * activity is bought as a voucher, the day chosen later.
 */
import { NOT_BOOKABLE, PriceChangedError } from "./cart-errors";
import { activityDetail } from "./activity-detail";
import { CatalogError } from "./http";
import type { Lang } from "./locale";
import { all } from "./sql";

/** The agreed price of an activity purchase: people and cents for the party (per person × people). */
export interface ActivityPurchase {
  people: number;
  perPersonPrice: number;
  total: number;
  refTotal: number;
}

/**
 * The price of `packageId` for `party` when it is an activity-only package; null for any other
 * package (a stay: the caller quotes it). Errors: 400 children (an activity's table counts
 * people: send them as adults), people outside the table, not on sale (unpublished, expired, no
 * day in the booking horizon); 409 PriceChangedError when the total is not `expected` (cents; unchecked when absent: the gift cart checks
 * its whole total).
 */
export async function activityPurchase(db: D1Database, packageId: number, party: { adults: number; children: number; expected?: number }, lang: Lang, today: string): Promise<ActivityPurchase | null> {
  const [row] = await all<{ item_category: string }>(db, "SELECT item_category FROM packages WHERE id = ?1", [packageId]);
  if (row?.item_category !== "activity") return null;
  if (party.children > 0) throw new CatalogError(400, "Invalid cart: an activity counts people as adults", [{ path: "child", message: "must be 0 for an activity" }]);
  const detail = await activityDetail(db, packageId, lang, today);
  const line = detail.published ? detail.prices.find((p) => p.paxComposition.adults === party.adults) : undefined;
  if (!line) throw new CatalogError(400, NOT_BOOKABLE, [{ path: "adult", message: detail.published && detail.prices.length ? "not in the activity's price table" : "not on sale" }]);
  if (party.expected !== undefined && line.sellPrice !== party.expected) throw new PriceChangedError(party.expected, line.sellPrice);
  return { people: party.adults, perPersonPrice: line.perPersonPrice, total: line.sellPrice, refTotal: line.refPrice };
}

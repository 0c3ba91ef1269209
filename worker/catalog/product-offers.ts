/**
 * GET /product/:id/offers — the offers of a result card's hotel, for the hotel offers drawer
 * (spec 000 §4 "Offers drawer", §7 hotel drawer; spec 001 §7 GET /product/{id}/offers).
 *
 * Input: id (digits; otherwise 400) and ProductOffersQuerySchema (shared/contract/product-offers.ts;
 * checkin with nights, party, flow; a past check-in outside gifting → 400). Unknown package → 404.
 * Output: ProductOffersResponse — a map weekendId → {label, uri, headwords, priceInfo,
 * cancellationPolicy} holding the product itself (when it sells for these criteria) and the
 * hotel's other live offers of the same kind (weekend or activity), at most OFFERS_MAX, priced by
 * the search's own SQL (priced.ts: same rate plans, party supplements, availability) and carded by
 * cards.ts (same cancellation policy and price type as the result card). Cents.
 * Cost: one lookup, then two priced queries in parallel (the product, the hotel's others).
 */
import { ProductOffersQuerySchema, type ProductOffer, type ProductOffersQuery, type ProductOffersResponse } from "../../shared/contract/product-offers";
import { PackageIdParamSchema } from "../../shared/contract/weekend-detail";
import { productOfferOf } from "../../shared/product-offer";
import { toCard, type CardContext, type CardRow } from "./cards";
import { todayIso } from "./dates";
import { CatalogError, validate } from "./http";
import { langOf } from "./locale";
import { pricedPackages } from "./priced";
import { productPricing } from "./product-pricing";
import { packageQuery } from "./search-query";
import { all } from "./sql";

/** Most offers of one hotel in the drawer besides the main one. */
export const OFFERS_MAX = 30;

/** Handles a raw product offers request. */
export async function handleProductOffers(db: D1Database, idParam: string, query: Record<string, string>): Promise<ProductOffersResponse> {
  const id = validate(PackageIdParamSchema, idParam, "product id");
  const q = validate(ProductOffersQuerySchema, query, "product offers query");
  const today = todayIso();
  // A past check-in is bad input (400), as in offers.ts; gifting ignores dates.
  if (q.flow !== "gifting" && q.checkin && q.checkin < today) {
    throw new CatalogError(400, "Invalid product offers query: checkin is in the past", [{ path: "checkin", message: "is in the past" }]);
  }
  return productOffers(db, id, q, today);
}

/** The offers map of product `id`'s hotel; throws CatalogError 404 when the product does not exist. */
export async function productOffers(db: D1Database, id: number, q: ProductOffersQuery, today = todayIso()): Promise<ProductOffersResponse> {
  const [row] = await all<{ hotel_id: number; category: "weekend" | "activity"; hotel_label: string }>(
    db,
    "SELECT p.hotel_id, p.item_category AS category, h.label AS hotel_label FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.id = ?1",
    [id],
  );
  if (!row) throw new CatalogError(404, `Product ${id} not found`);
  const { base, ctx } = productPricing(q, langOf(q.locale), today, row.category);
  const [main, others] = await Promise.all([
    pricedPackages(db, packageQuery({ ...base, packageIds: [id] }), 1),
    pricedPackages(db, packageQuery({ ...base, hotelId: row.hotel_id }), OFFERS_MAX, [id]),
  ]);
  const offers: Record<string, ProductOffer> = {};
  for (const r of [...main, ...others]) offers[String(r.pid)] = toOffer(ctx, r);
  return { mainOfferId: id, hotel: { id: row.hotel_id, label: row.hotel_label }, offers };
}

/** One offer of the map, from the same card the results page shows (cards.ts toCard; shared/product-offer.ts). */
function toOffer(ctx: CardContext, r: CardRow): ProductOffer {
  return productOfferOf(toCard(ctx, r));
}

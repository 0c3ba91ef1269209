/**
 * GET {api}/product/{id}/offers: the offers of a result card's hotel for the hotel offers drawer
 * (spec 000 §4 "Offers drawer: loading, error, loaded. One main offer, then others sorted by price
 * ascending", §8 drawer failure; spec 001 §7 "GET /product/{id}/offers | checkin, nights, adult,
 * child, baby, locale, minisite | map of weekendId, priceInfo, cancellationPolicy").
 *
 * Path: the product (package) id of the card. Query: locale (required), checkin and nights
 * (together or not at all), party, flow (gifting prices single vouchers), minisite (accepted,
 * ignored). Response: `offers`, a map keyed by weekend id (the product itself included when it
 * can be sold for these criteria) with each offer's label, stay path, price info (cents) and
 * cancellation policy; `mainOfferId` names the card's own offer. A map has no order: the drawer
 * orders it (client/features/search/offers-drawer/order-offers.ts). Unknown product → 404;
 * malformed query → 400 (decision 013: the worker checks every answer against this schema).
 */
import * as v from "valibot";
import { CancellationPolicySchema, DateSchema, LocaleSchema, PARTY_QUERY_ENTRIES, PriceTypeSchema, queryInt, toSearchParams } from "./common";

/** Query of GET /product/{id}/offers. Nights are whole nights (1..20); party as the search's. */
export const ProductOffersQuerySchema = v.pipe(
  v.object({
    locale: LocaleSchema,
    checkin: v.optional(DateSchema),
    nights: v.optional(queryInt(1, 20)),
    ...PARTY_QUERY_ENTRIES,
    flow: v.optional(v.picklist(["booking", "gifting", "activity", "hotel"], "flow must be booking, gifting, activity or hotel"), "booking"),
    minisite: v.optional(v.pipe(v.string(), v.maxLength(40))),
  }),
  v.check((q) => (q.checkin === undefined) === (q.nights === undefined), "checkin and nights go together"),
);
export type ProductOffersQuery = v.InferOutput<typeof ProductOffersQuerySchema>;

/** Writes the query string of a product offers call. */
export function toProductOffersQuery(query: Partial<ProductOffersQuery> & { locale: ProductOffersQuery["locale"] }): URLSearchParams {
  return toSearchParams(query as Record<string, unknown>);
}

/** Price info of one offer (spec 000 §3 Price). Cents for the whole party and stay; promo integer percent. */
export const ProductOfferPriceSchema = v.object({
  sellPrice: v.number(),
  refPrice: v.number(),
  promo: v.number(),
  moneySaved: v.number(),
  priceType: PriceTypeSchema,
  nights: v.number(),
  paxCount: v.number(),
});
export type ProductOfferPrice = v.InferOutput<typeof ProductOfferPriceSchema>;

/** One offer of the map. `uri` is the stay path (/stay/{id}-{slug}); `headwords` what it includes. */
export const ProductOfferSchema = v.object({
  id: v.number(),
  label: v.string(),
  uri: v.string(),
  headwords: v.array(v.string()),
  priceInfo: ProductOfferPriceSchema,
  cancellationPolicy: CancellationPolicySchema,
});
export type ProductOffer = v.InferOutput<typeof ProductOfferSchema>;

/** Response: the map of weekendId → offer, the card's own offer id and its hotel. */
export const ProductOffersResponseSchema = v.object({
  mainOfferId: v.number(),
  hotel: v.object({ id: v.number(), label: v.string() }),
  offers: v.record(v.pipe(v.string(), v.regex(/^\d+$/)), ProductOfferSchema),
});
export type ProductOffersResponse = v.InferOutput<typeof ProductOffersResponseSchema>;

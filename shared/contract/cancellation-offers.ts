/**
 * GET {api}/product/{id}/cancellation-offers.json: the cancellation offers of a result card, for
 * the radio list with insurance of the cancellation conditions dialog (spec 000 §2 results page
 * "'Cancellation conditions' modal; cancellation-offers radio list with insurance", §3
 * "Cancellation offer: id, sellPrice, cancellationPolicy"; docs/decisions/053).
 *
 * Query: the product offers query (shared/contract/product-offers.ts: locale, checkin with nights,
 * party, flow). Response: the stay's price for these criteria (`stayPrice`, cents, with its price
 * type) and the offers in display order: first the stay's own conditions (`insurance` null, its
 * `sellPrice` the stay's), then the insurances still on sale (their `sellPrice` is the stay plus
 * the premium `insurance.price`, cents; premiums round up to the cent). `selectedOfferId` is the
 * one chosen by default (the stay's own conditions). Gifting and stays whose cover would already
 * have ended offer no insurance; a product that does not sell for these criteria answers an empty
 * list. Unknown product → 404; malformed query → 400.
 */
import * as v from "valibot";
import { CancellationPolicySchema, PriceTypeSchema } from "./common";

export { ProductOffersQuerySchema as CancellationOffersQuerySchema } from "./product-offers";

/** The offer kinds, in display order (locale keys search.offers.cancel.offer.<code>). */
export const CANCELLATION_OFFER_CODES = ["standard", "insurance", "insurancePlus"] as const;
export type CancellationOfferCode = (typeof CANCELLATION_OFFER_CODES)[number];

/** The insurance sold with an offer: premium (cents), insurer, share refunded (%), no reason needed, cover end (days before check-in). */
export const CancellationInsuranceSchema = v.object({
  price: v.number(),
  insurer: v.string(),
  refundPercent: v.number(),
  anyReason: v.boolean(),
  deadlineDays: v.number(),
});
export type CancellationInsurance = v.InferOutput<typeof CancellationInsuranceSchema>;

/** One cancellation offer (spec 000 §3). `sellPrice` is the whole price with this cover, cents. */
export const CancellationOfferSchema = v.object({
  id: v.number(),
  code: v.picklist(CANCELLATION_OFFER_CODES),
  sellPrice: v.number(),
  insurance: v.nullable(CancellationInsuranceSchema),
  cancellationPolicy: CancellationPolicySchema,
});
export type CancellationOffer = v.InferOutput<typeof CancellationOfferSchema>;

/** Response of GET /product/{id}/cancellation-offers.json. */
export const CancellationOffersResponseSchema = v.object({
  productId: v.number(),
  stayPrice: v.nullable(v.number()),
  priceType: v.nullable(PriceTypeSchema),
  selectedOfferId: v.nullable(v.number()),
  offers: v.array(CancellationOfferSchema),
});
export type CancellationOffersResponse = v.InferOutput<typeof CancellationOffersResponseSchema>;

/** The premium of an insurance: the larger of `bp` basis points of the stay and the floor, rounded up to the cent (spec 000 §5 ceiling). */
export function insurancePremium(stayCents: number, bp: number, minCents: number): number {
  return Math.max(Math.ceil((stayCents * bp) / 10_000), minCents);
}

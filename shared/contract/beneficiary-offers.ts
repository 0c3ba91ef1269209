/**
 * Query of a gift recipient's offers and facets (spec 001 §7 "GET {origin}/beneficiary/boxes/offers,
 * /facets | checkinDate" and "GET {origin}/beneficiary/single-vouchers/offers, /facets |
 * checkinDate, hotelId, numberOfPackagesPerHotel 20, matchOfferRangePriceWithGiftAmount false,
 * selectivePublicationAffiliateId"; worker/routes/account.ts, worker/catalog/account-beneficiary.ts;
 * docs/decisions/034, 047, 054).
 *
 * Every key is optional; a present but malformed one is refused (400 from the API):
 * - page: 0-based page (0..500, default 0); pages of 8.
 * - checkinDate 'YYYY-MM-DD' (a real date): only stays bookable with a check-in that day (a rate
 *   plan covering it for the stay's own nights, rooms left, not a closed day).
 * - hotelId (digits): only that hotel's stays (single vouchers; boxes ignore it, as the spec's table).
 * - numberOfPackagesPerHotel 1..20 (default 20): at most that many stays of one hotel, its best first.
 * - matchOfferRangePriceWithGiftAmount true/false (default true): a single voucher's stays worth
 *   up to its value only; false: any price (the recipient pays the difference).
 * - selectivePublicationAffiliateId: accepted and ignored (no affiliates in the embedded catalog).
 */
import * as v from "valibot";
import { DateSchema, queryBool, queryId, queryInt } from "./common";

/** Most stays of one hotel in a recipient's offers (the spec's numberOfPackagesPerHotel 20). */
export const PACKAGES_PER_HOTEL_MAX = 20;

export const BeneficiaryOffersQuerySchema = v.object({
  page: v.optional(queryInt(0, 500), "0"),
  checkinDate: v.optional(DateSchema),
  hotelId: v.optional(queryId),
  numberOfPackagesPerHotel: v.optional(queryInt(1, PACKAGES_PER_HOTEL_MAX), String(PACKAGES_PER_HOTEL_MAX)),
  matchOfferRangePriceWithGiftAmount: v.optional(queryBool, "true"),
  selectivePublicationAffiliateId: v.optional(v.pipe(v.string(), v.maxLength(40, "must be at most 40 characters"))),
});
export type BeneficiaryOffersQuery = v.InferOutput<typeof BeneficiaryOffersQuerySchema>;

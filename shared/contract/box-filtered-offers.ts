/**
 * A box's offers and facets narrowed by the spec's filters (spec 001 §7 "GET
 * {frontGateway}/box-offers/{code}, /box-facets/{code} | checkin, hotelId,
 * numberOfPackagesPerHotel 20, selectivePublicationAffiliateId | box offers and facets"):
 *
 *   GET /box-offers/{code}?locale&checkin&hotelId&numberOfPackagesPerHotel&selectivePublicationAffiliateId&page&limit
 *     → BoxFilteredOffersResponse (pages of at most 8 gift cards)
 *   GET /box-facets/{code}?<same query>  → BoxFacetsResponse (stars and themes with counts over the same set)
 *
 * The set is the box page's (boxes/{code}/offers: the box's subthemes, nights, at most its value;
 * `exactMatch` false when the box has no exact offer at all, then its subthemes at any price),
 * narrowed by: checkin 'YYYY-MM-DD' (bookable with a check-in that day), hotelId (one hotel),
 * numberOfPackagesPerHotel 1..20 (default 20; at most that many stays per hotel, cheapest first).
 * selectivePublicationAffiliateId is accepted and ignored (the embedded catalog has no affiliates).
 * Malformed keys: 400; unknown box: 404. Money in cents; `page` 0-based. Pure: valibot only.
 */
import * as v from "valibot";
import { BOX_OFFERS_PAGE_SIZE } from "./boxes-format";
import { DateSchema, LocaleSchema, ProductCardSchema, queryId, queryInt } from "./common";

/** Most stays of one hotel (the spec's numberOfPackagesPerHotel 20). */
export const BOX_PACKAGES_PER_HOTEL = 20;

export const BoxFilteredOffersQuerySchema = v.object({
  locale: LocaleSchema,
  checkin: v.optional(DateSchema),
  hotelId: v.optional(queryId),
  numberOfPackagesPerHotel: v.optional(queryInt(1, BOX_PACKAGES_PER_HOTEL), String(BOX_PACKAGES_PER_HOTEL)),
  selectivePublicationAffiliateId: v.optional(v.pipe(v.string(), v.maxLength(40, "must be at most 40 characters"))),
  page: v.optional(queryInt(0, 500), "0"),
  limit: v.optional(queryInt(1, BOX_OFFERS_PAGE_SIZE), String(BOX_OFFERS_PAGE_SIZE)),
});
export type BoxFilteredOffersQuery = v.InferOutput<typeof BoxFilteredOffersQuerySchema>;

const SearchDetailsSchema = v.object({ totalCount: v.number(), page: v.number(), limit: v.number() });

export const BoxFilteredOffersResponseSchema = v.object({
  exactMatch: v.boolean(),
  searchDetails: SearchDetailsSchema,
  offers: v.array(ProductCardSchema),
});
export type BoxFilteredOffersResponse = v.InferOutput<typeof BoxFilteredOffersResponseSchema>;

export const BoxFacetsResponseSchema = v.object({
  exactMatch: v.boolean(),
  searchDetails: SearchDetailsSchema,
  facets: v.object({
    stars: v.array(v.object({ value: v.number(), count: v.number() })),
    themes: v.array(v.object({ id: v.number(), label: v.string(), count: v.number() })),
  }),
});
export type BoxFacetsResponse = v.InferOutput<typeof BoxFacetsResponseSchema>;

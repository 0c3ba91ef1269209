/**
 * GET {api}/facets.json: filter facet counts for a search (spec 000 §3 "Filter facets (server)",
 * §7 GET facets.json and the facet refresh criteria).
 *
 * Query: the search criteria flattened (one location key, dates, party, filters). Lists are
 * comma-joined; prices are cents; distances km. Counts are numbers of hotels. Each facet group's
 * counts ignore that group's own filter (standard faceting), except facilities, which combine
 * with AND: a facility's count is the number of hotels you would get by adding it.
 */
import * as v from "valibot";
import {
  DateSchema,
  FlowSchema,
  KeySchema,
  LocaleSchema,
  LOCATION_QUERY_ENTRIES,
  SortSchema,
  queryBool,
  queryId,
  queryInt,
  queryList,
  queryNum,
  toSearchParams,
  PARTY_QUERY_ENTRIES,
  MinisiteSlugSchema,
} from "./common";

const cents = queryInt(0, 100_000_000);

/** Property types of the facets answer (spec 000 §3, §7 propertiesRequested). */
export const FACET_PROPERTY_TYPES = ["price", "score", "facility", "stars", "style", "type", "environment", "tag"] as const;
export type FacetPropertyType = (typeof FACET_PROPERTY_TYPES)[number];

/** Query of GET facets.json (strings in, typed values out). */
export const FacetsQuerySchema = v.object({
  locale: LocaleSchema,
  ...LOCATION_QUERY_ENTRIES,
  hotel: v.optional(queryId),
  theme: v.optional(queryId),
  checkin: v.optional(DateSchema),
  night: v.optional(queryInt(1, 20)),
  ...PARTY_QUERY_ENTRIES,
  priceMin: v.optional(cents),
  priceMax: v.optional(cents),
  singleVoucherPriceMin: v.optional(cents),
  singleVoucherPriceMax: v.optional(cents),
  tags: v.optional(queryList(queryId, 50), ""),
  stars: v.optional(queryList(queryInt(1, 5), 5), ""),
  facilities: v.optional(queryList(KeySchema, 30), ""),
  petsAllowed: v.optional(queryBool),
  minHotelReviewScore: v.optional(queryNum(0, 10)),
  hotelType: v.optional(queryList(KeySchema, 30), ""),
  hotelEnvironment: v.optional(queryList(KeySchema, 30), ""),
  hotelStyle: v.optional(queryList(KeySchema, 30), ""),
  orderBy: v.optional(SortSchema),
  flow: v.optional(FlowSchema, "booking"),
  /** 'gift' prices packages as single vouchers (gifting flow). */
  type: v.optional(v.picklist(["offer", "gift"], "type must be offer or gift"), "offer"),
  /** A partner minisite's slug: facets of the partner's selection only (decision 048); unknown → 404. */
  minisite: v.optional(MinisiteSlugSchema),
  withNames: v.optional(queryBool),
  withActivities: v.optional(queryBool),
  propertiesRequested: v.optional(queryList(v.picklist(FACET_PROPERTY_TYPES, "unknown property type"), 8)),
});
export type FacetsQuery = v.InferOutput<typeof FacetsQuerySchema>;

/** Writes a typed facets query as the query string the endpoint reads. */
export function toFacetsQuery(query: Partial<FacetsQuery> & { locale: FacetsQuery["locale"] }): URLSearchParams {
  return toSearchParams(query as Record<string, unknown>);
}

const Count = v.number();

/** Response of GET facets.json: counts are hotels; price in cents. */
export const FacetsResponseSchema = v.object({
  /** Hotels matching every filter. */
  totalCount: Count,
  properties: v.array(
    v.object({
      propertyType: v.picklist(FACET_PROPERTY_TYPES),
      values: v.array(v.object({ id: v.string(), name: v.string(), count: Count })),
    }),
  ),
  facilities: v.array(v.object({ name: v.string(), value: v.string(), label: v.string(), count: Count })),
  /** Minimum score tiers 9, 8, 7 (spec 000 §9). */
  hotelScores: v.array(v.object({ value: v.number(), label: v.string(), count: Count })),
  /** Star tiers 5, 4, 3 (spec 000 §9). */
  stars: v.array(v.object({ value: v.number(), label: v.string(), count: Count })),
  hotelTypes: v.array(v.object({ name: v.string(), value: v.string(), label: v.string(), count: Count })),
  hotelEnvironments: v.array(v.object({ key: v.string(), label: v.string(), count: Count })),
  hotelStyles: v.array(v.object({ name: v.string(), label: v.string(), count: Count })),
  activities: v.array(v.object({ name: v.string(), label: v.string(), list: v.array(v.object({ id: v.number(), name: v.string(), count: Count })) })),
  /** Lowest and highest package price (cents) ignoring the price filter; null when nothing matches. */
  price: v.object({ min: v.nullable(v.number()), max: v.nullable(v.number()) }),
});
export type FacetsResponse = v.InferOutput<typeof FacetsResponseSchema>;

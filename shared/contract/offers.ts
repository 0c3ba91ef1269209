/**
 * POST {api}/offers.json: the stay / gift search (spec 000 §3 "Search criteria (server-side
 * shape)", "Hotel with packages", "Search details"; §7 POST offers.json, fallback search, hotel
 * drawer; spec 001 §7 POST offers.json).
 *
 * Request: JSON body. Top-level `adult/child/baby/checkin/night/hotelId/excludedHotelIds` are the
 * simple form; `searchCriterias` is the spec's server-side shape and wins where both are given.
 * Prices are cents, distances km, dates 'YYYY-MM-DD', pagination 0-based.
 * Response: one row per hotel (its best package first), paginated after grouping.
 */
import * as v from "valibot";
import {
  DateSchema,
  DistanceKmSchema,
  FlowSchema,
  IdSchema,
  KeySchema,
  LocaleSchema,
  MinisiteSlugSchema,
  ProductCardSchema,
  SortSchema,
  intRange,
  listOf,
  numRange,
} from "./common";

/** Price bounds in cents; either side optional. */
const PriceRangeSchema = v.object({
  min: v.optional(v.nullable(intRange(0, 100_000_000))),
  max: v.optional(v.nullable(intRange(0, 100_000_000))),
});

const IdOrNull = v.optional(v.nullable(IdSchema));

/** filters.property.location (spec 000 §3). Distances in km (0..300). */
export const LocationFilterSchema = v.object({
  cityId: IdOrNull,
  poiId: IdOrNull,
  departmentId: IdOrNull,
  regionId: IdOrNull,
  touristicId: IdOrNull,
  countryId: IdOrNull,
  seaResortId: IdOrNull,
  skiResortId: IdOrNull,
  latitude: v.optional(v.nullable(numRange(-90, 90))),
  longitude: v.optional(v.nullable(numRange(-180, 180))),
  minDistance: v.optional(v.nullable(DistanceKmSchema)),
  maxDistance: v.optional(v.nullable(DistanceKmSchema)),
});

/** The spec's server-side search criteria (spec 000 §3). Every part is optional. */
export const SearchCriteriasSchema = v.object({
  filters: v.optional(
    v.object({
      property: v.optional(
        v.object({
          location: v.optional(LocationFilterSchema, {}),
          facilities: v.optional(listOf(KeySchema, 30), []),
          petsAllowed: v.optional(v.nullable(v.boolean())),
          hotelEnvironments: v.optional(listOf(KeySchema, 30), []),
          hotelStyles: v.optional(listOf(KeySchema, 30), []),
          hotelTypes: v.optional(listOf(KeySchema, 30), []),
          stars: v.optional(listOf(intRange(1, 5), 5), []),
          minHotelReviewScore: v.optional(v.nullable(numRange(0, 10))),
          excludedHotelIds: v.optional(listOf(IdSchema, 1000), []),
        }),
        {},
      ),
      offer: v.optional(
        v.object({
          checkin: v.optional(v.nullable(DateSchema)),
          nights: v.optional(v.nullable(intRange(1, 20))),
          categories: v.optional(v.object({ themeIds: v.optional(listOf(IdSchema, 30), []) }), {}),
          familyComposition: v.optional(
            v.nullable(
              v.object({
                adults: v.optional(intRange(1, 20)),
                children: v.optional(intRange(0, 10)),
                babies: v.optional(intRange(0, 10)),
                singleRoom: v.optional(v.boolean()),
              }),
            ),
          ),
          price: v.optional(v.nullable(PriceRangeSchema)),
          /** Activity ids; a package matches when it includes any of them. */
          tags: v.optional(listOf(IdSchema, 50), []),
        }),
        {},
      ),
      gift: v.optional(
        v.nullable(v.object({ singleVoucher: v.optional(v.nullable(v.object({ price: v.optional(v.nullable(PriceRangeSchema)) }))) })),
      ),
    }),
    {},
  ),
  sorting: v.optional(v.nullable(v.object({ orderBy: v.optional(v.nullable(SortSchema)) }))),
  flow: v.optional(FlowSchema, "booking"),
});
export type SearchCriterias = v.InferOutput<typeof SearchCriteriasSchema>;

/** Request body of POST offers.json. */
export const OffersRequestSchema = v.object({
  locale: LocaleSchema,
  adult: v.optional(intRange(1, 20), 2),
  child: v.optional(intRange(0, 10), 0),
  baby: v.optional(intRange(0, 10), 0),
  checkin: v.optional(v.nullable(DateSchema)),
  /** Nights of the stay (with checkin); defaults to each package's own nights. */
  night: v.optional(v.nullable(intRange(1, 20))),
  hotelId: v.optional(v.nullable(IdSchema)),
  orderBy: v.optional(SortSchema, "priceQuality"),
  numberOfPackagesPerHotel: v.optional(intRange(1, 20), 1),
  type: v.optional(v.picklist(["offer", "gift"], "type must be offer or gift"), "offer"),
  /** Adds `mapResults` (every matching hotel's position and price) to the answer. */
  performMapSearch: v.optional(v.boolean(), false),
  /** Restricts to giftable packages (stays that can be sold as a single voucher). */
  performGiftableSearch: v.optional(v.boolean(), false),
  /** Number of image URLs per card (1..10). */
  imageCount: v.optional(intRange(1, 10), 5),
  searchProvider: v.optional(v.pipe(v.string(), v.maxLength(40))),
  fetchPageModel: v.optional(v.boolean()),
  pagination: v.optional(
    v.object({ page: v.optional(intRange(0, 10_000), 0), limit: v.optional(intRange(1, 100), 20) }),
    {},
  ),
  excludedHotelIds: v.optional(listOf(IdSchema, 1000), []),
  /**
   * A partner minisite's slug (spec 001 §2 "search pages scoped to a minisite"; decision 048): the
   * search keeps to the partner's selection (its country, themes and price ceiling). Unknown, or
   * a partner of another point of sale: 404.
   */
  minisite: v.optional(MinisiteSlugSchema),
  /** 'msite' from the storefront (spec 000 §7 "client=msite"); accepted, no effect. */
  client: v.optional(v.pipe(v.string(), v.maxLength(20))),
  searchCriterias: v.optional(SearchCriteriasSchema, {}),
});
export type OffersRequest = v.InferInput<typeof OffersRequestSchema>;
export type OffersQuery = v.InferOutput<typeof OffersRequestSchema>;

/** One result row: a hotel with its best package and, on request, a few more (spec 000 §3). */
export const HotelWithPackagesSchema = v.object({
  /** Hotel id. */
  id: v.number(),
  location: v.object({ lat: v.number(), lng: v.number() }),
  /** km from the search centre; null without one. */
  distance: v.nullable(v.number()),
  hotel: ProductCardSchema.entries.hotel,
  mainPackage: ProductCardSchema,
  otherPackages: v.array(ProductCardSchema),
  /** Ids of the returned packages, main first. */
  weekend: v.array(v.object({ id: v.number() })),
  /** Matching packages of this hotel in total. */
  packagesCount: v.number(),
});
export type HotelWithPackages = v.InferOutput<typeof HotelWithPackagesSchema>;

/** Search details (spec 000 §3). */
export const SearchDetailsSchema = v.object({
  totalCount: v.number(),
  checkin: v.nullable(v.string()),
  night: v.nullable(v.number()),
  adult: v.number(),
  child: v.number(),
  baby: v.number(),
  hotelId: v.nullable(v.number()),
  destination: v.nullable(v.object({ id: v.number(), label: v.string(), type: v.string(), slug: v.string() })),
  /** `distanceBounds`: the distance slider's km range for this place (a city's, spec 000 §5); absent: 0-300. */
  location: v.nullable(v.object({
    latitude: v.number(), longitude: v.number(), minDistance: v.nullable(v.number()), maxDistance: v.nullable(v.number()),
    distanceBounds: v.optional(v.object({ min: v.number(), max: v.number() })),
  })),
  locationHierarchy: v.array(v.object({ id: v.number(), label: v.string(), type: v.string() })),
  theme: v.nullable(v.object({ id: v.number(), label: v.string(), slug: v.string() })),
  page: v.number(),
  limit: v.number(),
  orderBy: SortSchema,
  /** The storefront search path; with a minisite it carries `?minisite=` (decision 048). */
  uri: v.string(),
  /** The partner minisite the search was scoped to (its slug); absent without one. */
  minisite: v.optional(v.string()),
});
export type SearchDetails = v.InferOutput<typeof SearchDetailsSchema>;

/** Response of POST offers.json. `resultsCount` and `exactMatches` count hotels. */
export const OffersResponseSchema = v.object({
  resultsCount: v.number(),
  exactMatches: v.number(),
  exactMatch: v.array(HotelWithPackagesSchema),
  searchDetails: SearchDetailsSchema,
  mapResults: v.optional(v.array(v.object({ id: v.number(), location: v.object({ lat: v.number(), lng: v.number() }), sellPrice: v.number() }))),
});
export type OffersResponse = v.InferOutput<typeof OffersResponseSchema>;

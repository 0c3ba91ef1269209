/**
 * POST {api}/search/activity-only.json: the activity-only search (spec 000 §7 "body with search
 * criteria, numberOfPackagesPerHotel 20, locale, page 0; response exactMatch with
 * activityOnlyPackages", §4 "Activity-only search is fetched only in the activity flow … the URL
 * is rewritten to the returned uri", §8 'No activity found for this search').
 *
 * Request: JSON body. `searchCriterias` is the offers search's server-side shape (its `flow` is
 * ignored: this call searches activity-only packages, never stays); party in
 * `searchCriterias.filters.offer.familyComposition` (activity flow: 1 to 2 people); page 0-based.
 * Response: one row per activity centre with up to `numberOfPackagesPerHotel` activity-only
 * packages (main first), prices in cents for the whole group; `searchDetails.uri` is the
 * storefront path of this search (the activity search path, `?page=` from the second page).
 */
import * as v from "valibot";
import { LocaleSchema, intRange } from "./common";
import { HotelWithPackagesSchema, SearchCriteriasSchema, SearchDetailsSchema } from "./offers";

/** Packages per activity centre the storefront asks for (spec 000 §9 "activity-only packages per hotel 20"). */
export const ACTIVITY_ONLY_PACKAGES_PER_HOTEL = 20;

/** Request body of POST search/activity-only.json. */
export const ActivityOnlyRequestSchema = v.object({
  locale: LocaleSchema,
  searchCriterias: v.optional(SearchCriteriasSchema, {}),
  numberOfPackagesPerHotel: v.optional(intRange(1, ACTIVITY_ONLY_PACKAGES_PER_HOTEL), ACTIVITY_ONLY_PACKAGES_PER_HOTEL),
  page: v.optional(intRange(0, 10_000), 0),
  /** Activity centres per page. */
  limit: v.optional(intRange(1, 100), 20),
  /** Number of image URLs per card (1..10). */
  imageCount: v.optional(intRange(1, 10), 5),
});
export type ActivityOnlyRequest = v.InferInput<typeof ActivityOnlyRequestSchema>;
export type ActivityOnlyQuery = v.InferOutput<typeof ActivityOnlyRequestSchema>;

/** Response of POST search/activity-only.json. `resultsCount` counts activity centres. */
export const ActivityOnlyResponseSchema = v.object({
  resultsCount: v.number(),
  exactMatch: v.object({ activityOnlyPackages: v.array(HotelWithPackagesSchema) }),
  searchDetails: SearchDetailsSchema,
});
export type ActivityOnlyResponse = v.InferOutput<typeof ActivityOnlyResponseSchema>;

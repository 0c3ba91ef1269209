/**
 * POST /search/activity-only.json — the activity-only search (spec 000 §7, §4, §8; contract in
 * shared/contract/activity-only.ts).
 *
 * Input: ActivityOnlyRequestSchema (malformed → 400 with the failing fields; a past check-in →
 * 400). The criteria are turned into the offers search's request with flow 'activity' and run by
 * the one search (offers.ts `searchOffers`, search-query.ts): activity-only packages only, never
 * stays, whatever flow or giftable flag the body names. No second search.
 * Output: ActivityOnlyResponse — one row per activity centre with up to numberOfPackagesPerHotel
 * packages; prices cents for the whole group; `searchDetails.uri` the storefront's activity search
 * path (`/activities`, `?page=N` from the second page).
 */
import * as v from "valibot";
import { ActivityOnlyRequestSchema, type ActivityOnlyResponse } from "../../shared/contract/activity-only";
import { OffersRequestSchema } from "../../shared/contract/offers";
import { ACTIVITY_SEARCH_PATH } from "../../shared/search-path";
import { stayProblem } from "../../shared/criteria";
import { todayIso } from "./dates";
import { CatalogError, readJsonObject, validate } from "./http";
import { searchOffers, type OffersOptions } from "./offers";

/** Handles a raw activity-only request: validates, searches, answers JSON. */
export async function handleActivityOnly(db: D1Database, request: Request, options: OffersOptions = {}, today = todayIso()): Promise<ActivityOnlyResponse> {
  const body = validate(ActivityOnlyRequestSchema, await readJsonObject(request), "activity-only request");
  const sc = body.searchCriterias;
  const checkin = sc.filters.offer.checkin;
  const problem = stayProblem({ checkin }, today, "searchCriterias.filters.offer.checkin");
  if (problem) throw new CatalogError(400, `Invalid activity-only request: ${problem.message}`, [problem]);
  // The offers request this search is: already-checked parts, re-read for the offers defaults.
  const offers = v.parse(OffersRequestSchema, {
    locale: body.locale,
    numberOfPackagesPerHotel: body.numberOfPackagesPerHotel,
    imageCount: body.imageCount,
    orderBy: sc.sorting?.orderBy ?? "priceQuality",
    pagination: { page: body.page, limit: body.limit },
  });
  const answer = await searchOffers(db, { ...offers, searchCriterias: { ...sc, flow: "activity" } }, today, options);
  return {
    resultsCount: answer.resultsCount,
    exactMatch: { activityOnlyPackages: answer.exactMatch },
    searchDetails: { ...answer.searchDetails, uri: body.page > 0 ? `${ACTIVITY_SEARCH_PATH}?page=${body.page}` : ACTIVITY_SEARCH_PATH },
  };
}

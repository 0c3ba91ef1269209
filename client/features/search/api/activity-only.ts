/**
 * The activity flow's results (spec 000 §7 POST search/activity-only.json; §4 "Activity-only
 * search is fetched only in the activity flow with the feature enabled and when criteria differ
 * from server-rendered data or a page is set; afterwards the URL is rewritten to the returned
 * uri"). The body is the offers body's criteria with numberOfPackagesPerHotel 20, the page and
 * its size; the answer is read as an offers answer (one row per activity centre), so the results
 * page shows it like any other flow's. Only the activity flow calls this: the activities route
 * asks for it only when the activity feature is on, and the query cache refetches only when the
 * criteria or the page differ from the server-rendered ones (offers.ts keys).
 */
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
// Types only: the contract's schemas stay out of the page's JavaScript (decision 013).
import type { ActivityOnlyResponse } from "#shared/contract/activity-only";
import type { OffersResponse } from "#shared/contract/offers";
import type { SearchCriteria } from "#shared/criteria";
import { offersBody } from "#shared/search-request";

/** Spec 000 §9 "activity-only packages per hotel 20" (the contract's ACTIVITY_ONLY_PACKAGES_PER_HOTEL). */
const PACKAGES_PER_HOTEL = 20;

/** One page of the activity-only search, as an offers answer; rejects with the API's error. */
export async function fetchActivityOnly(api: ApiFetch, criteria: SearchCriteria, page: number, limit: number): Promise<OffersResponse> {
  const { searchCriterias } = offersBody(criteria, "activity", page, limit);
  const body = { searchCriterias, numberOfPackagesPerHotel: PACKAGES_PER_HOTEL, page, limit };
  const answer = await apiJson<ActivityOnlyResponse>(api, "/api/search/activity-only.json", postJson(body));
  return { resultsCount: answer.resultsCount, exactMatches: answer.resultsCount, exactMatch: answer.exactMatch.activityOnlyPackages, searchDetails: answer.searchDetails };
}

/**
 * The path and query to show after an activity-only answer (the returned `uri`), or null when the
 * URL already shows it. `current` is the location's pathname plus its search string.
 */
export function activityUriRewrite(answer: Pick<OffersResponse, "searchDetails"> | undefined, current: { pathname: string; searchStr: string }): string | null {
  const uri = answer?.searchDetails.uri;
  if (!uri || !/^\/(?!\/)/.test(uri)) return null;
  const url = new URL(uri, "http://x");
  const here = new URLSearchParams(current.searchStr);
  const there = url.searchParams;
  const samePage = (here.get("page") ?? "0") === (there.get("page") ?? "0");
  return url.pathname === current.pathname && samePage ? null : uri;
}

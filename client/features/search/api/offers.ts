/**
 * Search results query: POST /api/offers.json (spec 000 §7) as TanStack Query options, keyed by
 * point of sale, flow, page, page size (`limit`, hotels per page; PAGE_SIZE by default) and the
 * normalised criteria.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
import type { OffersResponse } from "#shared/contract/offers";
import { searchKey, type Flow, type SearchCriteria } from "#shared/criteria";
import { PAGE_SIZE } from "#shared/search-path";
import { offersBody } from "#shared/search-request";
import { fetchActivityOnly } from "./activity-only";
import { resultsAnswer, type ResultsAnswer } from "../lib/results-answer";

/**
 * One page of offers; rejects with the API's error (shared/api-fetch apiJson). The activity flow
 * asks the activity-only search. The body asks performMapSearch as the spec's list does (spec 000
 * §7); the pins (`mapResults`, up to one per matching hotel) are dropped here, so they never join
 * the page's dehydrated state (decision 003: they tripled the search page's HTML; decision 073),
 * and each row is cut to what the results screens read (../lib/results-answer.ts, decision 088).
 */
export async function fetchOffers(api: ApiFetch, criteria: SearchCriteria, flow: Flow, page: number, limit = PAGE_SIZE): Promise<ResultsAnswer> {
  if (flow === "activity") return resultsAnswer(await fetchActivityOnly(api, criteria, page, limit));
  return resultsAnswer(await apiJson<OffersResponse>(api, "/api/offers.json", postJson(offersBody(criteria, flow, page, limit))));
}

/** Hotels matching a search in total (the result count heading, spec 000 §2). */
export function offersTotal(data: Pick<OffersResponse, "searchDetails" | "resultsCount">): number {
  return data.searchDetails?.totalCount ?? data.resultsCount ?? 0;
}

/** Number of result pages for a total (0 when there is no result). */
export function pageCountOf(total: number, limit = PAGE_SIZE): number {
  return Math.ceil(Math.max(0, total) / limit);
}

/**
 * The results page a URL asks for (0-based `page`), or the last page when `page` is past the end
 * (issue 13 item 3: "a page past the end shows the last page"): a second request, only for such
 * URLs. `searchDetails.page` of the answer is the page actually shown. With no result at all the
 * empty answer is returned as is (the page shows the no-results state).
 */
export async function fetchOffersPage(api: ApiFetch, criteria: SearchCriteria, flow: Flow, page: number, limit = PAGE_SIZE): Promise<ResultsAnswer> {
  const answer = await fetchOffers(api, criteria, flow, page, limit);
  const last = pageCountOf(offersTotal(answer), limit) - 1;
  if (last < 0 || page <= last) return { ...answer, searchDetails: { ...answer.searchDetails, page } };
  const lastPage = await fetchOffers(api, criteria, flow, last, limit);
  return { ...lastPage, searchDetails: { ...lastPage.searchDetails, page: last } };
}

/**
 * Keyed by shared/criteria `searchKey`: a hash whose check-out is not the answered check-in plus
 * nights is another search, and gifting searches that differ only by dates share one answer
 * (spec 000 §4 stored search criteria).
 */
export function offersQueryOptions(api: ApiFetch, pointOfSale: string, criteria: SearchCriteria, flow: Flow, page: number, limit = PAGE_SIZE) {
  return queryOptions({
    queryKey: ["offers", pointOfSale, flow, page, limit, searchKey(criteria, flow)],
    queryFn: () => fetchOffersPage(api, criteria, flow, page, limit),
  });
}

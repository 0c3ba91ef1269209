/**
 * Search results query: POST /api/offers.json (spec 000 §7) as TanStack Query options, keyed by
 * point of sale, flow, page, page size (`limit`, hotels per page; PAGE_SIZE by default) and the
 * normalised criteria.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
import type { OffersResponse } from "#shared/contract/offers";
import { serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { PAGE_SIZE } from "#shared/search-path";
import { offersBody } from "#shared/search-request";

/** One page of offers; rejects with the API's error (shared/api-fetch apiJson). */
export function fetchOffers(api: ApiFetch, criteria: SearchCriteria, flow: Flow, page: number, limit = PAGE_SIZE): Promise<OffersResponse> {
  return apiJson<OffersResponse>(api, "/api/offers.json", postJson(offersBody(criteria, flow, page, limit)));
}

export function offersQueryOptions(api: ApiFetch, pointOfSale: string, criteria: SearchCriteria, flow: Flow, page: number, limit = PAGE_SIZE) {
  const { label: _label, ...keyed } = criteria;
  return queryOptions({
    queryKey: ["offers", pointOfSale, flow, page, limit, serializeCriteria({ ...keyed, label: undefined })],
    queryFn: () => fetchOffers(api, criteria, flow, page, limit),
  });
}

/**
 * Search results query: POST /api/offers.json (spec 000 §7) as TanStack Query options, keyed by
 * point of sale, flow, page and the normalised criteria.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
import type { OffersResponse } from "#shared/contract/offers";
import { serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { offersBody } from "#shared/search-request";

export function offersQueryOptions(api: ApiFetch, pointOfSale: string, criteria: SearchCriteria, flow: Flow, page: number) {
  const { label: _label, ...keyed } = criteria;
  return queryOptions({
    queryKey: ["offers", pointOfSale, flow, page, serializeCriteria({ ...keyed, label: undefined })],
    queryFn: () => apiJson<OffersResponse>(api, "/api/offers.json", postJson(offersBody(criteria, flow, page))),
  });
}

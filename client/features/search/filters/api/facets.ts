/**
 * Filter facet counts: GET /api/facets.json (spec 000 §7) as TanStack Query options, keyed by point
 * of sale, flow and the criteria the counts are for (the draft's, so counts follow the choices
 * being made, the spec's "facet refresh criteria"). The query string is shared/search-request's
 * facetsQuery: price params only when a budget is set (singleVoucherPriceMin/Max in gifting),
 * facilities without 'pets' plus petsAllowed. A failure is logged as 'Error fetching facets'
 * and rethrown (the panel then shows its options without counts).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { FacetsResponse } from "#shared/contract/facets";
import type { Flow, SearchCriteria } from "#shared/criteria";
import { facetsQuery } from "#shared/search-request";

export function facetsQueryOptions(api: ApiFetch, pointOfSale: string, criteria: SearchCriteria, flow: Flow) {
  const q = facetsQuery(criteria, flow);
  q.set("locale", pointOfSale);
  if (flow === "gifting") q.set("type", "gift");
  q.set("flow", flow);
  const path = `/api/facets.json?${q}`;
  return queryOptions({
    queryKey: ["facets", pointOfSale, flow, path],
    queryFn: async (): Promise<FacetsResponse> => {
      try {
        return await apiJson<FacetsResponse>(api, path);
      } catch (err) {
        console.error("Error fetching facets", err);
        throw err;
      }
    },
    staleTime: 60_000,
  });
}

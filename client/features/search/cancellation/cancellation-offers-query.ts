/**
 * GET /api/product/{id}/cancellation-offers.json (shared/contract/cancellation-offers.ts; spec 000
 * §2 radio list with insurance; decision 053) as TanStack Query options for the cancellation
 * conditions dialog: same query string as the offers drawer (locale, flow, party, checkin with
 * nights). Loaded with the dialog's chunk.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { CancellationOffersResponse } from "#shared/contract/cancellation-offers";
import type { Flow, SearchCriteria } from "#shared/criteria";
import { productOffersParams } from "../offers-drawer/product-offers-query";

export function cancellationOffersQueryOptions(api: ApiFetch, pointOfSale: string, productId: number, criteria: SearchCriteria, flow: Flow) {
  const params = productOffersParams(pointOfSale, criteria, flow);
  return queryOptions({
    queryKey: ["cancellation-offers", productId, params.toString()],
    queryFn: () => apiJson<CancellationOffersResponse>(api, `/api/product/${productId}/cancellation-offers.json?${params}`),
    staleTime: 60_000,
    retry: false,
  });
}

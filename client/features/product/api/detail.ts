/**
 * Stay product detail: GET /api/weekend/{id}/detail.json (spec 001 §7) for the page's price inputs
 * (flow, hash dates and party: shared/pricing.ts `stayPriceInputs`). The loader and the page build
 * their query with these same options, so they share one cache entry.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import { stayDetailQuery, type StayPriceInputs } from "#shared/pricing";

/** The detail call's path for a product id and price inputs. */
export function detailPath(id: number, inputs: StayPriceInputs): string {
  return `/api/weekend/${id}/detail.json?${stayDetailQuery(inputs)}`;
}

export function detailQueryOptions(api: ApiFetch, pointOfSale: string, id: number, inputs: StayPriceInputs) {
  const path = detailPath(id, inputs);
  return queryOptions({
    queryKey: ["detail", pointOfSale, path],
    queryFn: () => apiJson<WeekendDetailResponse>(api, path),
  });
}

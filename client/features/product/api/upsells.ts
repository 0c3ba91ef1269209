/**
 * A stay's upsells and the other products suggested beside it: GET /api/weekend/{id}/upsells.json
 * (shared/contract/upsells.ts) for the page's price inputs (the detail's query). Fetched on the
 * client when its sections near the viewport, never by the loader.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { UpsellsResponse } from "#shared/contract/upsells";
import { stayDetailQuery, type StayPriceInputs } from "#shared/pricing";

export function upsellsQueryOptions(api: ApiFetch, pointOfSale: string, id: number, inputs: StayPriceInputs) {
  const path = `/api/weekend/${id}/upsells.json?${stayDetailQuery(inputs)}`;
  return queryOptions({ queryKey: ["upsells", pointOfSale, path], queryFn: () => apiJson<UpsellsResponse>(api, path), staleTime: 5 * 60_000 });
}

/**
 * Hotel page detail: GET /api/hotel/{id}/detail.json (shared/contract/hotel-detail.ts) for the
 * page's dates and party (lib/hotel-inputs.ts). The loader and the page build their query with
 * these same options, so they share one cache entry per inputs.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { HotelDetailResponse } from "#shared/contract/hotel-detail";
import { hotelDetailQuery, type HotelInputs } from "../lib/hotel-inputs";

export function hotelDetailQueryOptions(api: ApiFetch, pointOfSale: string, id: number, inputs: HotelInputs) {
  const path = `/api/hotel/${id}/detail.json?${hotelDetailQuery(inputs)}`;
  return queryOptions({
    queryKey: ["hotel-detail", pointOfSale, path],
    queryFn: () => apiJson<HotelDetailResponse>(api, path),
  });
}

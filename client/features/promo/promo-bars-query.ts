/**
 * Promo bars of the point of sale: GET /api/cms/promoBars (spec 001 §3 "Promo bar", §7). Never
 * rejects: a failed call is no promo bar.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { PromoBarsResponse } from "#shared/contract/cms";

export function cmsPromoBarsQuery(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["cms", "promoBars", pointOfSale],
    queryFn: () => apiJson<PromoBarsResponse>(api, "/api/cms/promoBars").catch((): PromoBarsResponse => []),
    staleTime: 5 * 60_000,
  });
}

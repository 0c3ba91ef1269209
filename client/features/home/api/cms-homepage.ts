/**
 * The homepage documents of the point of sale: GET /api/cms/homepage (spec 001 §7 "homepage,
 * keyed by flow"). Never rejects: a failed call is an empty answer and the page shows its built-in
 * hero and top results (spec 001 §8 "Missing banner data: empty fallback").
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { HomepageResponse } from "#shared/contract/cms";

export function cmsHomepageQuery(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["cms", "homepage", pointOfSale],
    queryFn: () => apiJson<HomepageResponse>(api, "/api/cms/homepage").catch((): HomepageResponse => ({})),
    staleTime: 5 * 60_000,
  });
}

/**
 * The box calls of the storefront (spec 001 §7): GET /api/boxes/search, /api/boxes/{code}/product-detail
 * and /api/boxes/{code}/offers, as TanStack Query options. Loaders and components build their
 * queries with these same factories, so they share one cache entry per call. Answers are typed
 * with the contract (checked by the worker, docs/decisions/013); only codes ending EBOX are kept
 * from the search (spec 001 §7), whatever the upstream answers.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { Box, BoxesSearchResponse, BoxOffersResponse } from "#shared/contract/boxes";
import { boxFormatOf, boxOffersQuery } from "../lib/box-code";

/** The catalogue's boxes: digital codes only, in the upstream's order. */
export function boxesSearchQueryOptions(api: ApiFetch, pointOfSale: string) {
  const path = `/api/boxes/search?locale=${encodeURIComponent(pointOfSale)}`;
  return queryOptions({
    queryKey: ["boxes", pointOfSale],
    queryFn: async (): Promise<Box[]> => (await apiJson<BoxesSearchResponse>(api, path)).boxes.filter((b) => boxFormatOf(b.code) === "digital"),
  });
}

/** One box's detail (either format). */
export function boxDetailQueryOptions(api: ApiFetch, pointOfSale: string, code: string) {
  const path = `/api/boxes/${encodeURIComponent(code)}/product-detail?locale=${encodeURIComponent(pointOfSale)}`;
  return queryOptions({ queryKey: ["box", pointOfSale, code], queryFn: () => apiJson<Box>(api, path) });
}

/**
 * One page (0-based) of a box's offers, 8 a page (spec 001 §4 "Box offers load pages of 8"). One
 * query per page rather than an infinite query: useInfiniteQuery's observer would join the
 * framework chunk every page loads (+0.5 KB gz); useQuery is there already.
 */
export function boxOffersPageQueryOptions(api: ApiFetch, pointOfSale: string, code: string, page: number) {
  const path = `/api/boxes/${encodeURIComponent(code)}/offers?${boxOffersQuery(pointOfSale, page)}`;
  return queryOptions({ queryKey: ["box-offers", pointOfSale, code, page], queryFn: () => apiJson<BoxOffersResponse>(api, path) });
}

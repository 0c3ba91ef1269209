/**
 * GET /api/product/{id}/offers (shared/contract/product-offers.ts; spec 001 §7) as TanStack Query
 * options for the hotel offers drawer, keyed by point of sale, product, flow, dates and party.
 * Loaded with the drawer's chunk.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { ProductOffersResponse } from "#shared/contract/product-offers";
import { nightsOf, type Flow, type SearchCriteria } from "#shared/criteria";

/** The query string of the call: locale, flow, party, and checkin with nights when both dates are set. */
export function productOffersParams(pointOfSale: string, criteria: Pick<SearchCriteria, "checkin" | "checkout" | "a" | "c" | "b">, flow: Flow): URLSearchParams {
  const params = new URLSearchParams({ locale: pointOfSale, flow, adult: String(criteria.a), child: String(criteria.c), baby: String(criteria.b) });
  const nights = nightsOf(criteria);
  if (flow !== "gifting" && criteria.checkin && nights && nights > 0) {
    params.set("checkin", criteria.checkin);
    params.set("nights", String(nights));
  }
  return params;
}

export function productOffersQueryOptions(api: ApiFetch, pointOfSale: string, productId: number, criteria: SearchCriteria, flow: Flow) {
  const params = productOffersParams(pointOfSale, criteria, flow);
  return queryOptions({
    queryKey: ["product-offers", productId, params.toString()],
    queryFn: () => apiJson<ProductOffersResponse>(api, `/api/product/${productId}/offers?${params}`),
    staleTime: 60_000,
    retry: false,
  });
}

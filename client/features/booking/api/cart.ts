/**
 * A cart of the checkout hand-off: GET /api/carts/{id}.json (shared/contract/cart.ts; spec 001 §3
 * Booking price breakdown). Never cached by the worker: the steps always show the stored cart.
 * The stay page puts the cart it just created under the same key, so the summary paints at once.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { Cart } from "#shared/contract/cart";

export function cartQueryOptions(api: ApiFetch, pointOfSale: string, cartId: string) {
  return queryOptions({
    queryKey: ["cart", pointOfSale, cartId],
    queryFn: () => apiJson<Cart>(api, `/api/carts/${encodeURIComponent(cartId)}.json`),
  });
}

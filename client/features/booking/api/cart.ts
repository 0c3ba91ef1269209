/**
 * A cart of the checkout hand-off: GET /api/carts/{id}.json (shared/contract/cart.ts; spec 001 §3
 * Booking price breakdown). Never cached by the worker: the steps always show the stored cart.
 * The stay page puts the cart it just created under the same key, so the summary paints at once.
 * `loadCart` is the cart pages' loader step (one module with the query options: the loaders and
 * the pages of the booking steps and the modification share one chunk).
 */
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiJson, type ApiFetch } from "#shared/api-fetch";
import type { Cart } from "#shared/contract/cart";
import type { RouterContext } from "../../../shop/context";

export function cartQueryOptions(api: ApiFetch, pointOfSale: string, cartId: string) {
  return queryOptions({
    queryKey: ["cart", pointOfSale, cartId],
    queryFn: () => apiJson<Cart>(api, `/api/carts/${encodeURIComponent(cartId)}.json`),
  });
}

/** What a cart page's loader knows of its cart: its id from the path and how loading it went. */
export interface CartLoaderData {
  cartId: string;
  status: "ok" | "missing" | "error";
}

/**
 * The cart a cart page stands on, loaded for its route loader (spec 001 §2 booking and payment
 * steps; spec 000 §2 view mode MODIFICATION). Awaits GET /api/carts/{id}.json into the query cache
 * so the page paints with it. `status`: 'ok' with the cart; 'missing' for a malformed id (not 32
 * hex digits) or an upstream 400/404 (the page answers 404); 'error' for any other failure (503).
 * Never throws.
 */
export async function loadCart(context: RouterContext, cartId: string): Promise<CartLoaderData & { cart?: Cart }> {
  if (!/^[0-9a-f]{32}$/.test(cartId)) return { cartId, status: "missing" };
  try {
    const cart = await context.queryClient.ensureQueryData(cartQueryOptions(context.api, context.shop.market.pointOfSale, cartId));
    return { cartId, status: "ok", cart };
  } catch (err) {
    return { cartId, status: err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error" };
  }
}

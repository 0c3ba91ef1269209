/**
 * The cart a cart page stands on, loaded for its route loader (spec 001 §2 booking and payment
 * steps; spec 000 §2 view mode MODIFICATION). Awaits GET /api/carts/{id}.json into the query cache
 * so the page paints with it. `status`: 'ok' with the cart; 'missing' for a malformed id (not 32
 * hex digits) or an upstream 400/404 (the page answers 404); 'error' for any other failure (503).
 * Never throws.
 */
import { ApiError } from "#shared/api-fetch";
import type { Cart } from "#shared/contract/cart";
import type { RouterContext } from "../../../shop/context";
import { cartQueryOptions } from "./cart";

/** What a cart page's loader knows of its cart: its id from the path and how loading it went. */
export interface CartLoaderData {
  cartId: string;
  status: "ok" | "missing" | "error";
}

export async function loadCart(context: RouterContext, cartId: string): Promise<CartLoaderData & { cart?: Cart }> {
  if (!/^[0-9a-f]{32}$/.test(cartId)) return { cartId, status: "missing" };
  try {
    const cart = await context.queryClient.ensureQueryData(cartQueryOptions(context.api, context.shop.market.pointOfSale, cartId));
    return { cartId, status: "ok", cart };
  } catch (err) {
    return { cartId, status: err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error" };
  }
}

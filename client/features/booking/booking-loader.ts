/**
 * Loader (loaded on demand; head and data type in booking-head.ts) of the booking and payment steps (/booking/$cartId, /payment/$cartId; spec 001
 * §2 "booking and payment steps", §4 "checkout starts"). Awaits the cart so the summary is in the
 * first paint. An unknown or malformed cart id is 'missing' (404 page status); an upstream failure
 * 'error' (503). Both steps are private pages: noindex, nofollow.
 */
import { ApiError } from "#shared/api-fetch";
import type { RouterContext } from "../../shop/context";
import { bookingHead, type BookingLoaderData } from "./booking-head";
import { cartQueryOptions } from "./api/cart";

export async function bookingLoader(context: RouterContext, cartId: string, step: "summary" | "payment"): Promise<BookingLoaderData> {
  return { ...(await cartStatus(context, cartId)), head: bookingHead(context.shop, step) };
}

async function cartStatus(context: RouterContext, cartId: string): Promise<Omit<BookingLoaderData, "head">> {
  if (!/^[0-9a-f]{32}$/.test(cartId)) return { cartId, status: "missing" };
  try {
    await context.queryClient.ensureQueryData(cartQueryOptions(context.api, context.shop.market.pointOfSale, cartId));
    return { cartId, status: "ok" };
  } catch (err) {
    return { cartId, status: err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error" };
  }
}

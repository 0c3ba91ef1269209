/**
 * Loader (loaded on demand; head and data type in booking-head.ts) of the booking and payment steps (/booking/$cartId, /payment/$cartId; spec 001
 * §2 "booking and payment steps", §4 "checkout starts"). Awaits the cart so the summary is in the
 * first paint. An unknown or malformed cart id is 'missing' (404 page status); an upstream failure
 * 'error' (503). Both steps are private pages: noindex, nofollow.
 */
import type { RouterContext } from "../../shop/context";
import { bookingHead, type BookingLoaderData } from "./booking-head";
import { loadCart } from "./api/cart";

export async function bookingLoader(context: RouterContext, cartId: string, step: "summary" | "payment"): Promise<BookingLoaderData> {
  const { status } = await loadCart(context, cartId);
  return { cartId, status, head: bookingHead(context.shop, step) };
}

/**
 * Continue of the gifting pages (spec 001 §4 "Then an add-to-cart event fires and checkout
 * starts"): the add_to_cart event, POST gift-carts.json, the cart put in the query cache and the
 * gift booking summary. Returns the message key of a failure (409: the price moved).
 */
import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { ApiError, type ApiFetch } from "#shared/api-fetch";
import type { GiftCartCreateBody } from "#shared/contract/gift";
import type { ShopContext } from "../../../shop/context";
import { createGiftCart } from "../api/gift";

export async function continueGift(opts: { api: ApiFetch; shop: ShopContext; queryClient: QueryClient; router: AnyRouter; body: Omit<GiftCartCreateBody, "locale">; itemId: string; itemName: string }): Promise<string | null> {
  const { body } = opts;
  // The tracking code loads with the event, not with the gift pages (docs/decisions/042).
  void import("../../../shop/tracking").then((m) => m.track(opts.shop, m.itemsEvent("add_to_cart", [m.trackItem({ id: opts.itemId, label: opts.itemName, category: body.product, priceCents: body.expectedTotal })])));
  try {
    const cart = await createGiftCart(opts.api, body);
    opts.queryClient.setQueryData(["gift-cart", opts.shop.market.pointOfSale, cart.id], cart);
    await opts.router.navigate({ to: "/booking/gift/$cartId", params: { cartId: cart.id } });
    return null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      await opts.queryClient.invalidateQueries();
      return "gifting.error.priceChanged";
    }
    return "errors.generic";
  }
}

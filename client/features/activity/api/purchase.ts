/**
 * The activity purchase calls (spec 001 §4 "Activity purchase: … Continue goes to checkout";
 * decision 061), loaded with the purchase modal: Buy for myself → POST carts.json (no date; the
 * booking summary), Offer → POST gift-carts.json with product ACTIVITY (the gift booking
 * summary). Both at the total the modal shows (cents); 409 when the price moved.
 */
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
import type { Cart } from "#shared/contract/cart";
import type { GiftCart } from "#shared/contract/gift";

/** Buy for myself: the cart of `people` for activity `packageId` at `total` cents. */
export function createActivityCart(api: ApiFetch, packageId: number, people: number, total: number): Promise<Cart> {
  return apiJson<Cart>(api, "/api/carts.json", postJson({ packageId, nights: 0, adult: people, child: 0, baby: 0, expectedSellPrice: total }));
}

/** Offer: the digital gift of activity `packageId` for `people` at `total` cents, with the optional names. */
export function createActivityGift(api: ApiFetch, packageId: number, people: number, total: number, names: { fromName: string; toName: string }): Promise<GiftCart> {
  return apiJson<GiftCart>(api, "/api/gift-carts.json", postJson({ product: "ACTIVITY", packageId, adults: people, giftFormat: "digital", fromName: names.fromName, toName: names.toName, message: "", expectedTotal: total }));
}

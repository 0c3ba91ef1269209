/**
 * The gifting calls of the storefront (shared/contract/gift.ts; spec 001 §2 "Gifting setup", gift
 * card; docs/decisions/033): the single voucher of a stay, the gift card options, and the gift
 * cart hand-off, as TanStack Query options and a POST. The worker adds `locale`.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
import type { CustomSubElementsResponse, GiftcardOptions, GiftCart, GiftCartCreateBody, SingleVoucherGift } from "#shared/contract/gift";

/** The stay `id` as a single-voucher gift (prices per nights, shipping, sleeves, day prices). */
export function singleVoucherQueryOptions(api: ApiFetch, pointOfSale: string, id: number) {
  return queryOptions({ queryKey: ["gift", pointOfSale, id], queryFn: () => apiJson<SingleVoucherGift>(api, `/api/single-voucher/${id}/gift.json`) });
}

/** Gift card amounts and the physical options. */
export function giftcardQueryOptions(api: ApiFetch, pointOfSale: string) {
  return queryOptions({ queryKey: ["giftcard", pointOfSale], queryFn: () => apiJson<GiftcardOptions>(api, "/api/giftcard.json") });
}

/**
 * The physical format's sleeves: GET sub-elements/available-custom-sub-elements with locale (spec
 * 001 §7 "only for physical format", §4 "physical fetches custom sleeve options"). Asked when the
 * shopper picks the physical format (format-picker.tsx).
 */
export function customSubElementsQueryOptions(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["custom-sub-elements", pointOfSale],
    queryFn: () => apiJson<CustomSubElementsResponse>(api, `/api/sub-elements/available-custom-sub-elements?locale=${pointOfSale}`),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A stored gift cart (never cached by the worker). */
export function giftCartQueryOptions(api: ApiFetch, pointOfSale: string, cartId: string) {
  return queryOptions({ queryKey: ["gift-cart", pointOfSale, cartId], queryFn: () => apiJson<GiftCart>(api, `/api/gift-carts/${encodeURIComponent(cartId)}.json`) });
}

/** POST gift-carts.json: 400 bad form, 409 the price moved (ApiError.status). */
export function createGiftCart(api: ApiFetch, body: Omit<GiftCartCreateBody, "locale">): Promise<GiftCart> {
  return apiJson<GiftCart>(api, "/api/gift-carts.json", postJson(body));
}

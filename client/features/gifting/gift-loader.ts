/**
 * Loaders of the gifting pages (loaded on demand; heads and data types in gift-head.ts). Each
 * awaits what the first paint shows: the stay's single voucher, the gift card options, the gift
 * cart. A malformed or unknown id is 'missing' (404), an upstream failure 'error' (503), never a 500.
 */
import { ApiError } from "#shared/api-fetch";
import type { RouterContext } from "../../shop/context";
import { giftCartQueryOptions, giftcardQueryOptions, singleVoucherQueryOptions } from "./api/gift";
import { giftBookingHead, giftcardHead, giftSetupHead, type GiftBookingLoaderData, type GiftcardLoaderData, type GiftLoaderData } from "./gift-head";

const missingOrError = (err: unknown) => (err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error");

/** /gift/$id: the id may carry the stay's slug (1234-some-title). */
export async function giftSetupLoader(context: RouterContext, idParam: string): Promise<GiftLoaderData> {
  const m = /^(\d{1,10})(?:-[a-z0-9-]*)?$/.exec(idParam);
  const id = m ? Number(m[1]) : 0;
  if (!id) return { id: 0, status: "missing", head: giftSetupHead(context.shop, null) };
  try {
    const gift = await context.queryClient.ensureQueryData(singleVoucherQueryOptions(context.api, context.shop.market.pointOfSale, id));
    return { id, status: "ok", head: giftSetupHead(context.shop, gift.label) };
  } catch (err) {
    const status = missingOrError(err);
    return { id, status, head: giftSetupHead(context.shop, null, status === "error") };
  }
}

export async function giftcardLoader(context: RouterContext): Promise<GiftcardLoaderData> {
  try {
    await context.queryClient.ensureQueryData(giftcardQueryOptions(context.api, context.shop.market.pointOfSale));
    return { status: "ok", head: giftcardHead(context.shop) };
  } catch {
    return { status: "error", head: giftcardHead(context.shop) };
  }
}

/** /booking/gift/$cartId and /payment/gift/$cartId: the same cart, the step's head. */
export async function giftBookingLoader(context: RouterContext, cartId: string, step: "summary" | "payment"): Promise<GiftBookingLoaderData> {
  const head = giftBookingHead(context.shop, step);
  if (!/^[0-9a-f]{32}$/.test(cartId)) return { cartId, status: "missing", head };
  try {
    await context.queryClient.ensureQueryData(giftCartQueryOptions(context.api, context.shop.market.pointOfSale, cartId));
    return { cartId, status: "ok", head };
  } catch (err) {
    return { cartId, status: missingOrError(err), head };
  }
}

/**
 * Head and loader data type of the booking and payment steps (spec 001 §2): private pages, noindex,
 * nofollow. Synchronous and small: the router runs it while it hydrates; the loader
 * (booking-loader.ts) loads on demand.
 */
import { createTranslator } from "#shared/i18n";
import type { CartLoaderData } from "./api/cart";
import type { ShopContext } from "../../shop/context";
import type { PageHead, WithHead } from "../../shop/route-head";

export interface BookingLoaderData extends CartLoaderData, WithHead {}

export function bookingHead(shop: ShopContext, step: "summary" | "payment"): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return {
    meta: [{ title: step === "payment" ? `${t("booking.paymentTitle")} – ${t("booking.metaTitle")}` : t("booking.metaTitle") }, { name: "robots", content: "noindex, nofollow" }],
  };
}

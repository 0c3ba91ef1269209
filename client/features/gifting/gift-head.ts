/**
 * Heads and loader data types of the gifting pages (spec 001 §2 "Gifting setup", "Gift card
 * customisation route"; docs/decisions/033): the gifting setup of a stay (/gift/$id), the gift card
 * (/giftcard/customization) and the gift booking summary (/booking/gift/$cartId). Synchronous and
 * small: the router runs it while hydrating; the loaders (gift-loader.ts) load on demand.
 * Private steps of a purchase: noindex (the setup follows its links to the stay).
 */
import { createTranslator } from "#shared/i18n";
import type { ShopContext } from "../../shop/context";
import { outageHead, type PageHead, type WithHead } from "../../shop/route-head";

/** missing: unknown, unpublished or malformed id (404); error: upstream failure (503). */
export interface GiftLoaderData extends WithHead {
  id: number;
  status: "ok" | "missing" | "error";
}
export interface GiftcardLoaderData extends WithHead {
  status: "ok" | "error";
}
export interface GiftBookingLoaderData extends WithHead {
  cartId: string;
  status: "ok" | "missing" | "error";
}

export function giftSetupHead(shop: ShopContext, label: string | null, outage = false): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  if (outage) return outageHead(t);
  return { meta: [{ title: label ? t("gifting.metaTitleStay", { label }) : t("gifting.metaTitle") }, { name: "robots", content: "noindex, follow" }] };
}

export function giftcardHead(shop: ShopContext): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return { meta: [{ title: t("gifting.card.metaTitle") }, { name: "description", content: t("gifting.card.intro") }] };
}

/** The gift's booking summary and payment step: private, noindex (titled as the stays' steps). */
export function giftBookingHead(shop: ShopContext, step: "summary" | "payment"): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const title = step === "payment" ? `${t("booking.paymentTitle")} – ${t("booking.metaTitle")}` : t("booking.metaTitle");
  return { meta: [{ title }, { name: "robots", content: "noindex, nofollow" }] };
}

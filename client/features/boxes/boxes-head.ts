/**
 * Heads and loader data types of the box pages (spec 001 §2 "Box pages"): catalogue, detail and
 * the gifting checkout hand-off. Synchronous and small: the router runs `head` while it hydrates;
 * the loaders (boxes-loader.ts) load on demand.
 */
import { createTranslator } from "#shared/i18n";
import type { ShopContext } from "../../shop/context";

/** Catalogue loader data. error: the box search failed ('Oops, something went wrong', 503). */
export interface BoxesLoaderData {
  status: "ok" | "error";
}

/** Detail loader data. missing: unknown or malformed code (404); error: upstream failure (503). */
export interface BoxLoaderData {
  code: string;
  status: "ok" | "missing" | "error";
  title: string | null;
  description: string | null;
}

export function boxesHead(shop: ShopContext) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return { meta: [{ title: t("boxes.metaTitle") }, { name: "description", content: t("boxes.metaDescription") }] };
}

export function boxHead(shop: ShopContext, data: BoxLoaderData | undefined) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const live = data?.status === "ok" && data.title;
  return {
    meta: [
      { title: live ? t("boxes.detailMetaTitle", { title: data.title }) : t("boxes.metaTitle") },
      { name: "description", content: (live && data.description) || t("boxes.metaDescription") },
      ...(live ? [] : [{ name: "robots", content: "noindex, follow" }]),
    ],
  };
}

export function boxCheckoutHead(shop: ShopContext) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return { meta: [{ title: t("boxes.checkoutMetaTitle") }, { name: "robots", content: "noindex, follow" }] };
}

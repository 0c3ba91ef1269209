/**
 * Heads and loader data types of the box pages (spec 001 §2 "Box pages"): catalogue, detail and
 * the gifting checkout hand-off. The loaders (boxes-loader.ts, loaded on demand) compute the head
 * and return it with their data (client/shop/route-head.ts).
 */
import { createTranslator } from "#shared/i18n";
import type { ShopContext } from "../../shop/context";
import { outageHead, type PageHead, type WithHead } from "../../shop/route-head";
import { alternateLinks, canonicalLink } from "../../shop/canonical-link";
import { canonicalBoxPath } from "./lib/box-format";
import { BOX_ROUTE_WORD } from "./lib/box-route-words";

/** Catalogue loader data. error: the box search failed ('Oops, something went wrong', 503). */
export interface BoxesLoaderData extends WithHead {
  status: "ok" | "error";
}

/** Detail loader data. missing: unknown or malformed code (404); error: upstream failure (503). */
export interface BoxLoaderData extends WithHead {
  code: string;
  status: "ok" | "missing" | "error";
  title: string | null;
  description: string | null;
  /** The checkout hand-off asked for the physical format while it is disabled: `code` is the digital twin's (issue 25 item 7). */
  physicalRefused?: boolean;
}

export function boxesHead(shop: ShopContext): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return {
    meta: [{ title: t("boxes.metaTitle") }, { name: "description", content: t("boxes.metaDescription") }],
    // Under an alias word too (/coffrets…): one canonical URL, the alternates on the same word (decision 043).
    links: [canonicalLink(shop, `/${BOX_ROUTE_WORD}`), ...alternateLinks(shop, `/${BOX_ROUTE_WORD}`)],
  };
}

/** `path`: the page's path as asked (an alias word is written back to /boxes). */
export function boxHead(shop: ShopContext, data: Omit<BoxLoaderData, "head"> | undefined, path: string): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  if (data?.status === "error") return outageHead(t);
  const live = data?.status === "ok" && data.title;
  // The same box (one code) is sold in every market: alternates on each site, all on the canonical word.
  const canonical = canonicalBoxPath(path);
  return {
    meta: [
      { title: live ? t("boxes.detailMetaTitle", { title: data.title }) : data?.status === "missing" ? t("notFound.metaTitle") : t("boxes.metaTitle") },
      { name: "description", content: (live && data.description) || t("boxes.metaDescription") },
      ...(live ? [] : [{ name: "robots", content: "noindex, follow" }]),
    ],
    links: live ? [canonicalLink(shop, canonical), ...alternateLinks(shop, canonical)] : [],
  };
}

export function boxCheckoutHead(shop: ShopContext): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return { meta: [{ title: t("boxes.checkoutMetaTitle") }, { name: "robots", content: "noindex, follow" }] };
}

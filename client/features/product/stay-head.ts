/**
 * Stay page head and loader data type (spec 001 §2): the title and description of a live offer,
 * its canonical and alternate links and its structured data (Product, BreadcrumbList), noindex
 * otherwise. Synchronous and small: the router runs it while it hydrates; the loader
 * (stay-loader.ts) loads on demand.
 */
import { createTranslator } from "#shared/i18n";
import type { StayPriceInputs } from "#shared/pricing";
import type { ShopContext } from "../../shop/context";
import { outageHead, type PageHead, type WithHead } from "../../shop/route-head";
import { alternateLinks, canonicalLink } from "../../shop/canonical-link";
import { jsonLdText, stayJsonLd, type StayLdDetail } from "./lib/stay-json-ld";

export interface StayLoaderData extends WithHead {
  id: number | null;
  flow: "booking" | "gifting";
  /** The price inputs the loader fetched with (the server never sees the hash: no dates, 2 adults). */
  inputs: StayPriceInputs;
  /** ok: bookable page; expired: unpublished or expired offer; missing: unknown id; error: upstream failure. */
  status: "ok" | "expired" | "missing" | "error";
  title: string | null;
  /** Meta description: the stay, its hotel and place (null when not loaded). */
  description: string | null;
}

/** The head of a stay page at `path`; `detail` (when loaded) gives a live page its structured data (lib/stay-json-ld.ts). */
export function stayHead(shop: ShopContext, data: Omit<StayLoaderData, "head">, path: string, detail?: StayLdDetail | null): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  if (data.status === "error") return outageHead(t);
  if (data.status === "missing") return { meta: [{ title: t("notFound.metaTitle") }, { name: "robots", content: "noindex, follow" }], links: [] };
  const live = data?.status === "ok";
  const query = { flow: data.flow !== "booking" ? data.flow : undefined };
  const site = shop.sites.find((s) => s.pointOfSale === shop.market.pointOfSale)?.url ?? "http://localhost/";
  return {
    scripts: live && detail ? stayJsonLd(detail, new URL(path, site).href, shop.market.currency).map((block) => ({ type: "application/ld+json", children: jsonLdText(block) })) : [],
    meta: [
      { title: live && data.title ? t("product.metaTitle", { title: data.title }) : t("product.expiredTitle") },
      { name: "description", content: (live && data.description) || t("search.metaDescription") },
      ...(live ? [] : [{ name: "robots", content: "noindex, follow" }]),
    ],
    links: live ? [canonicalLink(shop, path, query), ...alternateLinks(shop, `/stay/${data.id}`, query)] : [],
  };
}

/**
 * Activity page head and loader data type (spec 001 §2 "Activity detail page"; issue 16 SEO):
 * title and description, canonical URL and hreflang alternates of a published activity, its
 * schema.org Product with one Offer per number of people (EUR, decimal euros); an unpublished
 * activity is `noindex, follow` with no canonical, an unknown id the 404 page's title.
 * Loaded with the (lazy) loader only: the route reads the head back (shop/route-head.ts).
 */
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import { createTranslator } from "#shared/i18n";
import type { ShopContext } from "../../shop/context";
import { outageHead, type PageHead, type WithHead } from "../../shop/route-head";
import { alternateLinks, canonicalLink } from "../../shop/canonical-link";

export interface ActivityLoaderData extends WithHead {
  id: number | null;
  /** ok: published; expired: unpublished or past its end; missing: unknown or malformed id (404); error: the detail failed. */
  status: "ok" | "expired" | "missing" | "error";
}

/** The head of an activity page at `path` (the request's path, slug included). */
export function activityHead(shop: ShopContext, data: Omit<ActivityLoaderData, "head">, detail: ActivityDetailResponse | null, path: string): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  if (data.status === "error") return outageHead(t);
  if (data.status === "missing") return { meta: [{ title: t("notFound.metaTitle") }, { name: "robots", content: "noindex, follow" }] };
  if (!detail) return { meta: [{ title: t("activity.metaTitleDefault") }, { name: "robots", content: "noindex, follow" }] };
  const live = data.status === "ok";
  const site = shop.sites.find((s) => s.pointOfSale === shop.market.pointOfSale)?.url ?? "http://localhost/";
  const url = new URL(detail.uri, site).href;
  return {
    meta: [
      { title: live ? t("activity.metaTitle", { title: detail.label, city: detail.mainActivityCenter.location.city }) : t("product.expiredTitle") },
      { name: "description", content: detail.description.slice(0, 300) },
      ...(live ? [] : [{ name: "robots", content: "noindex, follow" }]),
    ],
    links: live ? [canonicalLink(shop, path), ...alternateLinks(shop, detail.uri)] : [],
    // '<' escaped: the JSON can never close its script element.
    scripts: live ? [{ type: "application/ld+json", children: JSON.stringify(productJsonLd(detail, url)).replace(/</g, "\\u003c") }] : [],
  };
}

/** schema.org Product of an activity: one Offer per line of its price table, prices in euros (EUR). */
export function productJsonLd(d: ActivityDetailResponse, url: string): Record<string, unknown> {
  const origin = new URL(url).origin;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: d.label,
    description: d.description,
    url,
    image: d.images.slice(0, 3).map((src) => new URL(src, origin).href),
    brand: { "@type": "Organization", name: d.mainActivityCenter.label },
    offers: d.prices.map((p) => ({
      "@type": "Offer",
      name: `${d.label} (${p.paxComposition.adults})`,
      price: (p.sellPrice / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      url,
      eligibleQuantity: { "@type": "QuantitativeValue", value: p.paxComposition.adults },
    })),
  };
}

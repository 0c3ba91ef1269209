/**
 * Canonical URLs (issue 16 SEO). Only the route loaders use this (loaded on demand), so it is not
 * under client/shop/, whose modules every page loads.
 */

/**
 * The canonical link of a page of this site (issue 16 "no page has a canonical URL"): the public
 * site of the shop's point of sale (never the customer-care host: shop.sites lists the public
 * hosts), `path`, and the query parameters that select different content (`flow`, `page`...);
 * the Belgian sites keep their `lang`. Example: canonicalLink(shop, "/stay/1234", { flow: "gifting" }).
 */
export function canonicalLink(shop: Shop, path: string, query: Query = {}): { rel: "canonical"; href: string } {
  const site = shop.sites.find((s) => s.pointOfSale === shop.market.pointOfSale);
  return { rel: "canonical", href: onSite(site?.url ?? "http://localhost/", path, query) };
}

/**
 * The hreflang alternates of a page that exists, at the same path, on every market's site (issue
 * 16 "no page has hreflang alternates"): stay pages (one product id everywhere) and the search
 * pages without a destination segment (whose slug is written in each market's language). One
 * link per point of sale, `hrefLang` in BCP 47 (fr-BE), the Belgian sites with their `lang`
 * (which answers that language without a cookie: docs/decisions/066), then `x-default`: the
 * default market's page (X_DEFAULT_POINT_OF_SALE, the market an unknown host serves; issue 25
 * item 19). `path` may be a function of the point of sale, for pages whose path word is per
 * language (contact).
 */
export function alternateLinks(shop: Shop, path: string | ((pointOfSale: string) => string), query: Query = {}): Alternate[] {
  const links = shop.sites.map((s) => ({ rel: "alternate" as const, hrefLang: s.pointOfSale.replace("_", "-"), href: onSite(s.url, typeof path === "string" ? path : path(s.pointOfSale), query) }));
  return withXDefault(links);
}

/** The point of sale whose page is every page's `x-default` alternate (worker/middleware/point-of-sale.ts DEFAULT_POINT_OF_SALE). */
export const X_DEFAULT_POINT_OF_SALE = "fr_FR";

/** `links` (one per point of sale) with the x-default alternate added at the end: the default market's href. */
export function withXDefault(links: Alternate[]): Alternate[] {
  const fallback = links.find((l) => l.hrefLang === X_DEFAULT_POINT_OF_SALE.replace("_", "-")) ?? links[0];
  return fallback ? [...links.filter((l) => l.hrefLang !== "x-default"), { rel: "alternate", hrefLang: "x-default", href: fallback.href }] : links;
}

type Alternate = { rel: "alternate"; hrefLang: string; href: string };

type Shop = { market: { pointOfSale: string }; sites: { pointOfSale: string; url: string }[] };
type Query = Record<string, string | undefined>;

/** `path` and `query` on the site whose home URL is `siteUrl` (its own query, e.g. lang, kept first). */
function onSite(siteUrl: string, path: string, query: Query): string {
  const base = new URL(siteUrl);
  const url = new URL(path, base.origin);
  for (const [k, v] of base.searchParams) url.searchParams.set(k, v);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}

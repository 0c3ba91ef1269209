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
export function canonicalLink(shop: { market: { pointOfSale: string }; sites: { pointOfSale: string; url: string }[] }, path: string, query: Record<string, string | undefined> = {}): { rel: "canonical"; href: string } {
  const site = shop.sites.find((s) => s.pointOfSale === shop.market.pointOfSale);
  const base = new URL(site?.url ?? "http://localhost/");
  const url = new URL(path, base.origin);
  for (const [k, v] of base.searchParams) url.searchParams.set(k, v);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
  return { rel: "canonical", href: url.href };
}

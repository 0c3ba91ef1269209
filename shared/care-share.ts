/**
 * The customer-care shareable link (spec 001 §6 customer care "builds a shareable link replacing
 * the customer-care host with the public host"): what an agent sends a customer is the same page,
 * query and hash (dates, party, flow) on the public site of the market the agent is serving.
 */

/**
 * `href` (the page on the care host) moved to the public site of `pointOfSale`, found in `sites`
 * (each market's home URL; the Belgian ones carry `?lang=`, which is kept). Returns `href`
 * unchanged when the market has no public site listed. Never throws on a malformed site URL.
 * Example: shareableLink("http://care.localhost/stay/12?flow=gifting#a=2", sites, "fr_FR")
 *   → "http://fr.localhost/stay/12?flow=gifting#a=2".
 */
export function shareableLink(href: string, sites: readonly { pointOfSale: string; url: string }[], pointOfSale: string): string {
  const site = sites.find((s) => s.pointOfSale === pointOfSale);
  if (!site) return href;
  try {
    const from = new URL(href);
    const to = new URL(site.url);
    const url = new URL(from.pathname + from.search + from.hash, to.origin);
    // The care host chooses its market with ?pos=: meaningless on the public host.
    url.searchParams.delete("pos");
    for (const [k, v] of to.searchParams) url.searchParams.set(k, v);
    return url.href;
  } catch {
    return href;
  }
}

/**
 * Heads of the content pages (static content, ideas; issue 16 SEO; decision 035), computed by
 * their loaders (loaded on demand, client/shop/route-head.ts): title, description, canonical,
 * hreflang alternates to the same page on every market's site (its word and id in that site's
 * language), and `noindex, follow` for the second-segment ideas pages (one section in full) and
 * for pages that failed or do not exist.
 */
import { createTranslator } from "#shared/i18n";
import type { Language } from "#shared/markets";
import type { ShopContext } from "../../shop/context";
import { outageHead, type PageHead } from "../../shop/route-head";
import { alternateLinks, canonicalLink, withXDefault } from "../../shop/canonical-link";

export const NOINDEX_FOLLOW = { name: "robots", content: "noindex, follow" } as const;

/**
 * hreflang alternates of a page whose path depends on the site's language: `pathFor(language)`
 * on every point of sale's site (fr-BE and nl-BE with their `lang`).
 */
export function alternatesByLanguage(shop: ShopContext, pathFor: (language: Language) => string): PageHead["links"] {
  return withXDefault(shop.sites.flatMap((s) => {
    const hrefLang = s.pointOfSale.replace("_", "-");
    return alternateLinks(shop, pathFor(s.pointOfSale.slice(0, 2) as Language)).filter((l) => l.hrefLang === hrefLang);
  }));
}

/** Head of a content page: `title` · Pasea, its description, canonical at `path` unless noindex. */
export function contentHead(shop: ShopContext, opts: { title: string | null; description?: string; path: string; noindex: boolean; outage?: boolean; alternates?: (language: Language) => string }): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  if (opts.outage) return outageHead(t);
  const title = opts.title ? t("content.metaTitle", { title: opts.title }) : t("notFound.metaTitle");
  return {
    meta: [{ title }, ...(opts.description ? [{ name: "description", content: opts.description }] : []), ...(opts.noindex ? [NOINDEX_FOLLOW] : [])],
    links: opts.noindex ? [] : [canonicalLink(shop, opts.path), ...(opts.alternates ? alternatesByLanguage(shop, opts.alternates) ?? [] : [])],
  };
}

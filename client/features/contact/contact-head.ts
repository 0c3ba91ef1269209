/**
 * Head and search of the contact and help page (spec 001 §2 "Contact and help page"): title and
 * description from the locales, indexable. Synchronous and small: the router runs it while it
 * hydrates; the page component loads with the route.
 */
import { createTranslator } from "#shared/i18n";
import type { RouterContext, ShopContext } from "../../shop/context";
import type { PageHead, WithHead } from "../../shop/route-head";
import { CONTACT_PATHS } from "#shared/contact-routes";
import type { Language } from "#shared/markets";
import { alternateLinks, canonicalLink } from "../shell/canonical-link";
import { supportHoursLines } from "#shared/support-hours";

/**
 * The page's query: `ref=contact_thank_you` after a message was sent. Validated by the shop's one
 * query schema (parseSearchQuery, shared/search-path.ts), which the page cache keys on.
 */
export interface ContactSearch {
  ref?: string;
}

/**
 * Title, description, the canonical URL (the market's own contact word, whichever word was
 * visited: /contatti on fr_FR is /contact) and the hreflang alternates, each market at its own word
 * (issue 16 SEO).
 */
export function contactHead(shop: ShopContext, _path?: string): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const own = (pointOfSale: string) => CONTACT_PATHS[pointOfSale.slice(0, 2) as Language] ?? CONTACT_PATHS.fr;
  return {
    meta: [{ title: t("contact.metaTitle") }, { name: "description", content: t("contact.metaDescription") }],
    links: [canonicalLink(shop, own(shop.market.pointOfSale)), ...alternateLinks(shop, own)],
  };
}

/** The contact page's loader data: its head, and the support hours written out (null without settings). */
export interface ContactLoaderData extends WithHead {
  supportHours: string[] | null;
}

/**
 * The route's loader (loaded on demand): the page's head, its canonical URL without `ref`, and the
 * support hours from the shop's settings as text (docs/decisions/055): written here, dehydrated as
 * text, so the page's first load carries no formatting code.
 */
export function contactLoader(context: RouterContext, path: string): ContactLoaderData {
  const { shop } = context;
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const supportHours = shop.settings ? supportHoursLines(shop.settings.supportHours, shop.market.pointOfSale, t) : null;
  return { head: contactHead(shop, path), supportHours };
}

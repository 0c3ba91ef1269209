/**
 * Head and search of the contact and help page (spec 001 §2 "Contact and help page"): title and
 * description from the locales, indexable. Synchronous and small: the router runs it while it
 * hydrates; the page component loads with the route.
 */
import { createTranslator } from "#shared/i18n";
import type { RouterContext, ShopContext } from "../../shop/context";
import type { PageHead, WithHead } from "../../shop/route-head";
import { canonicalLink } from "../shell/canonical-link";

/**
 * The page's query: `ref=contact_thank_you` after a message was sent. Validated by the shop's one
 * query schema (parseSearchQuery, shared/search-path.ts), which the page cache keys on.
 */
export interface ContactSearch {
  ref?: string;
}

export function contactHead(shop: ShopContext, path: string): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return {
    meta: [{ title: t("contact.metaTitle") }, { name: "description", content: t("contact.metaDescription") }],
    links: [canonicalLink(shop, path)],
  };
}

/** The route's loader (loaded on demand): the page's head, its canonical URL without `ref`. */
export function contactLoader(context: RouterContext, path: string): WithHead {
  return { head: contactHead(context.shop, path) };
}

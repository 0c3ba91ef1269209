/**
 * Head and search of the contact and help page (spec 001 §2 "Contact and help page"): title and
 * description from the locales, indexable. Synchronous and small: the router runs it while it
 * hydrates; the page component loads with the route.
 */
import { createTranslator } from "#shared/i18n";
import type { ShopContext } from "../../shop/context";

/**
 * The page's query: `ref=contact_thank_you` after a message was sent. Validated by the shop's one
 * query schema (parseSearchQuery, shared/search-path.ts), which the page cache keys on.
 */
export interface ContactSearch {
  ref?: string;
}

export function contactHead(shop: ShopContext) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return {
    meta: [{ title: t("contact.metaTitle") }, { name: "description", content: t("contact.metaDescription") }],
  };
}

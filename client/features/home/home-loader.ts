/**
 * Home loader and head (spec 001 §2 Homepage): starts the top-offers query without awaiting it
 * (it streams under Suspense) and sets title, description and alternate links per locale.
 */
import { createTranslator } from "#shared/i18n";
import { DEFAULT_CRITERIA } from "#shared/criteria";
import type { RouterContext, ShopContext } from "../../shop/context";
import { offersQueryOptions } from "../search/api/offers";

export function homeLoader(context: RouterContext): void {
  void context.queryClient.prefetchQuery(offersQueryOptions(context.api, context.shop.market.pointOfSale, { ...DEFAULT_CRITERIA, sort: "popularity" }, "booking", 0));
}

export function homeHead(shop: ShopContext) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return {
    meta: [{ title: t("home.metaTitle") }, { name: "description", content: t("home.metaDescription") }],
    links: shop.sites.map((s) => ({ rel: "alternate", hrefLang: s.pointOfSale.replace("_", "-"), href: s.url })),
  };
}

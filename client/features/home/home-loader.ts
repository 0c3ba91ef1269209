/**
 * Home loader and head (spec 001 §2 Homepage): starts the top-offers query without awaiting it
 * (it streams under Suspense), waits for the theme list of the search box, and sets title,
 * description and alternate links per locale.
 */
import { createTranslator } from "#shared/i18n";
import { DEFAULT_CRITERIA } from "#shared/criteria";
import type { RouterContext, ShopContext } from "../../shop/context";
import { offersQueryOptions } from "../search/api/offers";
import { prefetchThemes } from "../search/api/themes";

/** Popular stays shown on the home page (spec 001 §2): the query asks for just these. */
export const POPULAR_STAYS = 6;

/** The home page's popular-stays query: the most popular booking offers, no destination. */
export function popularStaysQuery(context: Pick<RouterContext, "api" | "shop">) {
  return offersQueryOptions(context.api, context.shop.market.pointOfSale, { ...DEFAULT_CRITERIA, sort: "popularity" }, "booking", 0, POPULAR_STAYS);
}

/** Starts the popular stays (streamed) and waits for the search box's themes (reference data). */
export async function homeLoader(context: RouterContext): Promise<void> {
  void context.queryClient.prefetchQuery(popularStaysQuery(context));
  await prefetchThemes(context);
}

export function homeHead(shop: ShopContext) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return {
    meta: [{ title: t("home.metaTitle") }, { name: "description", content: t("home.metaDescription") }],
    links: shop.sites.map((s) => ({ rel: "alternate", hrefLang: s.pointOfSale.replace("_", "-"), href: s.url })),
  };
}

/**
 * Home loader and head (spec 001 §2 Homepage): waits for the theme list of the search box and, at
 * most POPULAR_STAYS_WAIT_MS, for the top offers (a later answer streams under Suspense), and sets
 * title, description and alternate links per locale.
 */
import { createTranslator } from "#shared/i18n";
import { DEFAULT_CRITERIA } from "#shared/criteria";
import type { RouterContext, ShopContext } from "../../shop/context";
import { queryOptions } from "@tanstack/react-query";
import { fetchOffers } from "../search/api/offers";
import { toOfferCardData } from "../search/lib/offer-card-data";
import { prefetchThemes } from "../search/api/themes";

/** Popular stays shown on the home page (spec 001 §2): the query asks for just these. */
export const POPULAR_STAYS = 6;

/**
 * The home page's popular-stays query: the most popular booking offers, no destination, as the
 * main package of each hotel cut to what its card shows (OfferCardData): the query's data is
 * dehydrated into the page, and the full answer carried three times as many bytes.
 * Rejects as the offers API does (the block is then hidden).
 */
export function popularStaysQuery(context: Pick<RouterContext, "api" | "shop">) {
  return queryOptions({
    queryKey: ["popular-stays", context.shop.market.pointOfSale, POPULAR_STAYS],
    queryFn: async () => {
      const answer = await fetchOffers(context.api, { ...DEFAULT_CRITERIA, sort: "popularity" }, "booking", 0, POPULAR_STAYS);
      return answer.exactMatch.slice(0, POPULAR_STAYS).map((h) => toOfferCardData(h.mainPackage));
    },
  });
}

/**
 * How long the home page waits for its popular stays, ms. An answer within it is part of the
 * first HTML: one layout before the first paint, instead of a second one for the streamed block
 * after it (main-thread time after first paint, issue 3 TBT). A slower answer streams as before.
 */
export const POPULAR_STAYS_WAIT_MS = 150;

/** Starts the popular stays, waits for them at most POPULAR_STAYS_WAIT_MS and for the search box's themes. */
export async function homeLoader(context: RouterContext): Promise<void> {
  const stays = context.queryClient.prefetchQuery(popularStaysQuery(context));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<void>((resolve) => (timer = setTimeout(resolve, POPULAR_STAYS_WAIT_MS)));
  await Promise.all([prefetchThemes(context), Promise.race([stays, budget]).finally(() => clearTimeout(timer))]);
}

export function homeHead(shop: ShopContext) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return {
    meta: [{ title: t("home.metaTitle") }, { name: "description", content: t("home.metaDescription") }],
    links: shop.sites.map((s) => ({ rel: "alternate", hrefLang: s.pointOfSale.replace("_", "-"), href: s.url })),
  };
}

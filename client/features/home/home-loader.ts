/**
 * Home loader and head (spec 001 §2 Homepage): loads the CMS content of the point of sale (the
 * homepage documents by flow, promo bars, announcement banners, gift block: above the fold or
 * small, so awaited) and the search box's themes, starts the top search results and waits for
 * them at most POPULAR_STAYS_WAIT_MS (a later answer streams under Suspense); the head carries the
 * document's SEO meta (title, description, robots) and the alternate links per locale.
 */
import { createTranslator } from "#shared/i18n";
import { DEFAULT_CRITERIA } from "#shared/criteria";
import type { CmsFlow, HomepageDocument } from "#shared/contract/cms";
import type { RouterContext, ShopContext } from "../../shop/context";
import { queryOptions } from "@tanstack/react-query";
import { fetchOffers } from "../search/api/offers";
import { toOfferCardData } from "../search/lib/offer-card-data";
import { prefetchThemes } from "../search/api/themes";
import { announcementBannersQuery } from "../shell/announcement-query";
import { cmsGiftBlockQuery } from "./api/cms-gift-block";
import { cmsHomepageQuery } from "./api/cms-homepage";
import { cmsPromoBarsQuery } from "./api/cms-promo-bars";
import { pickHomepage, robotsContent } from "./lib/cms";

/** Cards of the top search results block (spec 001 §2 "Lists show 3 cards by default, in 3 columns"). */
export const POPULAR_STAYS = 3;

/**
 * The top search results query of a flow: the most popular offers, no destination, as the main
 * package of each hotel cut to what its card shows (OfferCardData): the query's data is
 * dehydrated into the page, and the full answer carried three times as many bytes.
 * Rejects as the offers API does (the block is then hidden).
 */
export function popularStaysQuery(context: Pick<RouterContext, "api" | "shop">, flow: "booking" | "gifting" = "booking") {
  return queryOptions({
    queryKey: ["popular-stays", context.shop.market.pointOfSale, flow, POPULAR_STAYS],
    queryFn: async () => {
      const answer = await fetchOffers(context.api, { ...DEFAULT_CRITERIA, sort: "popularity" }, flow, 0, POPULAR_STAYS);
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

/** What the head needs from the loader: the SEO of the document shown (null: the built-in page). */
export interface HomeLoaderData {
  seo: HomepageDocument["seo"] | null;
}

/**
 * Loads the CMS content and the themes, starts the top search results of the page's flow and waits
 * for them at most POPULAR_STAYS_WAIT_MS. Never rejects on a failed CMS call (empty fallback).
 */
export async function homeLoader(context: RouterContext, flow: CmsFlow): Promise<HomeLoaderData> {
  const { api, queryClient, shop } = context;
  const pointOfSale = shop.market.pointOfSale;
  const stays = queryClient.prefetchQuery(popularStaysQuery(context, flow === "gifting" ? "gifting" : "booking"));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<void>((resolve) => (timer = setTimeout(resolve, POPULAR_STAYS_WAIT_MS)));
  const [homepage] = await Promise.all([
    queryClient.ensureQueryData(cmsHomepageQuery(api, pointOfSale)),
    queryClient.prefetchQuery(cmsPromoBarsQuery(api, pointOfSale)),
    queryClient.prefetchQuery(announcementBannersQuery(api, pointOfSale)),
    queryClient.prefetchQuery(cmsGiftBlockQuery(api, pointOfSale)),
    prefetchThemes(context),
    Promise.race([stays, budget]).finally(() => clearTimeout(timer)),
  ]);
  return { seo: pickHomepage(homepage, flow)?.seo ?? null };
}

export function homeHead(shop: ShopContext, data: HomeLoaderData | undefined) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const seo = data?.seo ?? { title: t("home.metaTitle"), description: t("home.metaDescription"), index: true, follow: true };
  return {
    meta: [{ title: seo.title }, { name: "description", content: seo.description }, { name: "robots", content: robotsContent(seo) }],
    links: shop.sites.map((s) => ({ rel: "alternate", hrefLang: s.pointOfSale.replace("_", "-"), href: s.url })),
  };
}

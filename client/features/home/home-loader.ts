/**
 * Home loader (spec 001 §2 Homepage; the head and data type are in home-head.ts): loads the CMS content of the point of sale (the
 * homepage documents by flow, promo bars, announcement banners, gift block: above the fold or
 * small, so awaited) and the search box's themes, starts the top search results and waits for
 * them at most POPULAR_STAYS_WAIT_MS (a later answer streams under Suspense); loaded on demand
 * by the route (client/routes/home.tsx).
 */
import type { CmsFlow } from "#shared/contract/cms";
import type { RouterContext } from "../../shop/context";
import { prefetchThemes } from "../search";
import { announcementBannersQuery } from "../promo";
import { cmsGiftBlockQuery } from "../cms";
import { popularStaysQuery } from "./api/popular-stays";
import { cmsHomepageQuery } from "./api/cms-homepage";
import { cmsPromoBarsQuery } from "../promo";
import { pickHomepage } from "../cms";
import { homeHead, type HomeLoaderData } from "./home-head";

/**
 * How long the home page waits for its popular stays, ms. An answer within it is part of the
 * first HTML: one layout before the first paint, instead of a second one for the streamed block
 * after it (main-thread time after first paint, issue 3 TBT). A slower answer streams as before.
 */
const POPULAR_STAYS_WAIT_MS = 150;

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
    // Customer care shows no gift block (home-page.tsx): no call for it.
    shop.care ? undefined : queryClient.prefetchQuery(cmsGiftBlockQuery(api, pointOfSale)),
    prefetchThemes(context),
    Promise.race([stays, budget]).finally(() => clearTimeout(timer)),
  ]);
  const doc = pickHomepage(homepage, flow);
  const data = { seo: doc?.seo ?? null };
  // The document's header and footer switches (spec 001 §3), read by the root (shop/page-chrome.ts).
  const chrome = doc ? { ...doc.header, ...doc.footer } : undefined;
  return { ...data, chrome, head: homeHead(shop, data, flow) };
}

/**
 * Starts the two CMS calls of a page's top bars (the announcement banners and the point of sale's
 * promo bars: small and above the fold), for a route loader to await with its other data. Never
 * rejects: either call failing is no bar (spec 001 §8 "Missing banner data: empty fallback").
 * The pages that call it (search, stay, hotel) show the bars inside a hydration gate (FamilyBars):
 * the answers stay out of the page's state and the bars read them with useGatedQuery
 * (shop/gated-queries.ts, decision 089). The home page reads them outside gates and loads them itself.
 */
import type { RouterContext } from "../../shop/context";
import { prefetchGated } from "../../shop/gated-queries";
import { announcementBannersQuery } from "./announcement-query";
import { cmsPromoBarsQuery } from "./promo-bars-query";

export function prefetchTopBars(context: RouterContext): Promise<void> {
  const pos = context.shop.market.pointOfSale;
  return Promise.all([
    prefetchGated(context.queryClient, cmsPromoBarsQuery(context.api, pos)),
    prefetchGated(context.queryClient, announcementBannersQuery(context.api, pos)),
  ]).then(() => undefined);
}

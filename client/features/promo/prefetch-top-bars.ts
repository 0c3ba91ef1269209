/**
 * Starts the two CMS calls of a page's top bars (the announcement banners and the point of sale's
 * promo bars: small and above the fold), for a route loader to await with its other data. Never
 * rejects: either call failing is no bar (spec 001 §8 "Missing banner data: empty fallback").
 */
import type { RouterContext } from "../../shop/context";
import { announcementBannersQuery } from "./announcement-query";
import { cmsPromoBarsQuery } from "./promo-bars-query";

export function prefetchTopBars(context: RouterContext): Promise<void> {
  const pos = context.shop.market.pointOfSale;
  return Promise.all([
    context.queryClient.prefetchQuery(cmsPromoBarsQuery(context.api, pos)),
    context.queryClient.prefetchQuery(announcementBannersQuery(context.api, pos)),
  ]).then(() => undefined);
}

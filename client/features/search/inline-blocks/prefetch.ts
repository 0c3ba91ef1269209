/**
 * Loads the data of the results grid's inline blocks (gift block, box carousel, targeted banner) with the results,
 * so that the server renders them in place (spec 000 §2 "inline gift or banner blocks between").
 * None in the activity flow or on the customer-care host (spec 001 §6 "hides promotional inline
 * blocks"). Never rejects: the queries turn a failure into "no block". The blocks sit in the
 * results list's hydration gate: their answers stay out of the page's state (shop/gated-queries.ts).
 */
import type { Flow } from "#shared/criteria";
import type { RouterContext } from "../../../shop/context";
import { prefetchGated } from "../../../shop/gated-queries";
import { cmsGiftBlockQuery } from "../../cms";
import { boxBlockSerpQuery } from "./box-block-query";
import { targetedBannerFlow } from "./second-inline-block";
import { targetedBannerQuery } from "./targeted-banner-query";

/** Whether a results page shows inline promotional blocks. */
export function showsInlineBlocks(flow: Flow, care: boolean): boolean {
  return flow !== "activity" && !care;
}

export async function prefetchInlineBlocks(context: RouterContext, flow: Flow): Promise<void> {
  if (!showsInlineBlocks(flow, context.shop.care)) return;
  const pos = context.shop.market.pointOfSale;
  await Promise.all([
    prefetchGated(context.queryClient, cmsGiftBlockQuery(context.api, pos)),
    prefetchGated(context.queryClient, boxBlockSerpQuery(context.api, pos)),
    targetedBannerFlow(flow) ? prefetchGated(context.queryClient, targetedBannerQuery(context.api, pos, targetedBannerFlow(flow)!)) : undefined,
  ]);
}

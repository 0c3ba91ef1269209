/** The top search results query (spec 001 §2 "Top search results" block), shared by the home loader and the block. */
import { queryOptions } from "@tanstack/react-query";
import { DEFAULT_CRITERIA } from "#shared/criteria";
import type { RouterContext } from "../../../shop/context";
import { fetchOffers } from "../../search";
import { toOfferCardData } from "../../search";

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

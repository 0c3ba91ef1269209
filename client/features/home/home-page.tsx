/**
 * Homepage from CMS content (spec 001 §2 Homepage): the document of the page's flow (`?flow=`,
 * falling back to booking; the built-in page when the CMS has none), with its announcement banner,
 * promo bar with flow tabs, jumbotron with the search box, its blocks in order, then the gift
 * block of the point of sale. The visitor's recently viewed carousel (browser only) follows the blocks.
 * On the customer-care host the gift block is not shown: it is the "gift suggestions" customer care
 * suppresses (spec 001 §6; docs/decisions/055): an agent books for a caller, the header's gift-card
 * link is the agent's way to a gift.
 */
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { useApi, useShop, useT } from "../../shop/use-shop";
import { cmsHomepageQuery } from "./api/cms-homepage";
import { cmsGiftBlockQuery } from "../cms";
import { BlockList, DeferredGiftBlock, DeferredTopBars } from "./blocks/block-list";
import { HomeHero } from "./home-hero";
import { builtInHomepage } from "./lib/built-in";
import { giftBannerFor, homeFlow, pickHomepage } from "../cms";
import { RecentlyViewedSlot } from "../recently-viewed";
import { container } from "../../ui/layout";

export function HomePage() {
  const t = useT();
  const api = useApi();
  const shop = useShop();
  const search = useSearch({ strict: false }) as { flow?: unknown };
  const flow = homeFlow(search.flow);
  const query = useSuspenseQuery(cmsHomepageQuery(api, shop.market.pointOfSale));
  const doc = pickHomepage(query.data, flow) ?? builtInHomepage(t);
  const docFlow = query.data[flow] ? flow : "booking";
  const gifts = useQuery({ ...cmsGiftBlockQuery(api, shop.market.pointOfSale), enabled: !shop.care }).data;
  const hasGift = !shop.care && !!gifts && giftBannerFor(gifts, shop.market.pointOfSale) !== null;
  return (
    <>
      <DeferredTopBars flow={flow} fallback={doc.announcementBanner} promoBar={doc.promoBar} renderedAt={query.dataUpdatedAt} />
      <HomeHero jumbotron={doc.jumbotron} flow={flow} />
      <BlockList blocks={doc.blocks} flow={docFlow} renderedAt={query.dataUpdatedAt} />
      {/* Browser-only list: an empty block until mounted and near the viewport (decision 044). */}
      <RecentlyViewedSlot className={container} />
      {hasGift && <DeferredGiftBlock flow={docFlow} renderedAt={query.dataUpdatedAt} />}
    </>
  );
}

/**
 * The parts of the homepage whose code loads late (hydrate-when-visible.tsx): one lazy chunk for
 * every CMS block kind (main USP, top search results, boxes, promo, marketing list, categories,
 * banner, trust rating) and the gift block, and for the announcement banner and promo bar (links and text above
 * the fold). All hydrate at the first interaction; a countdown promo when it nears the viewport.
 */
import type { AnnouncementBanner as Announcement, HomepageDocument, BannerBlock as Banner, BoxesBlock as Boxes, CategoriesBlock as Categories, CmsFlow, JumbotronBlock, MainUspBlock as MainUsp, MarketingPromoListBlock as PromoList, TopSearchResultsBlock as TopSearchResults, TrustRatingBlock as TrustRating } from "#shared/contract/cms";
import { AnnouncementBanner } from "../../promo";
import { PromoBar } from "../promo-bar";
import { BannerBlock } from "../../cms";
import { BoxesBlock } from "../../cms";
import { CategoriesBlock } from "./categories-block";
import { GiftBlock } from "../../cms";
import { MainUspBlock } from "./main-usp-block";
import { TopSearchResultsBlock } from "./top-search-results-block";
import { MarketingPromoListBlock } from "./marketing-promo-list-block";
import { PromoBlock } from "./promo-block";
import { TrustRatingBlock } from "./trust-rating-block";

/** A block of the deferred kinds, or the gift block. */
export type DeferredKind =
  | MainUsp | TopSearchResults | Boxes | JumbotronBlock | PromoList | Categories | Banner | TrustRating | { type: "gift" }
  | { type: "announcement"; fallback?: Announcement }
  | { type: "promoBar"; promoBar: HomepageDocument["promoBar"] };

export function DeferredBlock(props: { block: DeferredKind; flow: CmsFlow; renderedAt: number }) {
  const { block } = props;
  switch (block.type) {
    case "mainUsp": return <MainUspBlock block={block} />;
    case "topSearchResults": return <TopSearchResultsBlock block={block} />;
    case "boxes": return <BoxesBlock block={block} />;
    case "jumbotron": return <PromoBlock block={block} renderedAt={props.renderedAt} />;
    case "marketingPromoList": return <MarketingPromoListBlock block={block} />;
    case "categories": return <CategoriesBlock block={block} flow={props.flow} />;
    case "banner": return <BannerBlock block={block} />;
    case "trustRating": return <TrustRatingBlock block={block} />;
    case "gift": return <GiftBlock />;
    case "announcement": return <AnnouncementBanner page="homePages" flow={props.flow} fallback={block.fallback} />;
    case "promoBar": return <PromoBar promoBar={block.promoBar} flow={props.flow} />;
  }
}

/**
 * The CMS blocks of a homepage in their order (spec 001 §2 "Block types"), each in its own
 * section below the fold (content-visibility, decision 020). Unknown block types are skipped and
 * logged once per type on the server (spec 001 §2 "Unknown block types are skipped").
 */
import { css } from "styled-system/css";
import type { CmsBlock, CmsFlow, KnownBlock } from "#shared/contract/cms";
import { container } from "../../shell/layout";
import { isKnownBlock } from "../lib/cms";
import { BannerBlock } from "./banner-block";
import { BoxesBlock } from "./boxes-block";
import { CategoriesBlock } from "./categories-block";
import { MainUspBlock } from "./main-usp-block";
import { MarketingPromoListBlock } from "./marketing-promo-list-block";
import { PromoBlock } from "./promo-block";
import { TopSearchResultsBlock } from "./top-search-results-block";

const loggedUnknown = new Set<string>();

function logUnknown(type: string): void {
  if (typeof window !== "undefined" || loggedUnknown.has(type)) return;
  loggedUnknown.add(type);
  console.warn("homepage: unknown CMS block type skipped", type.slice(0, 60));
}

export function BlockList(props: { blocks: readonly CmsBlock[]; flow: CmsFlow; renderedAt: number }) {
  return (
    <>
      {props.blocks.map((block, i) => {
        if (!isKnownBlock(block)) {
          logUnknown(block.type);
          return null;
        }
        // A promo block with a countdown may hide itself: it draws its own wrapper, so a hidden one leaves no gap.
        if (block.type === "jumbotron") return <PromoBlock key={`${block.type}-${i}`} block={block} renderedAt={props.renderedAt} className={`${container} ${belowFold}`} />;
        return (
          <div key={`${block.type}-${i}`} className={`${container} ${belowFold}`}>
            <Block block={block} flow={props.flow} renderedAt={props.renderedAt} />
          </div>
        );
      })}
    </>
  );
}

function Block(props: { block: Exclude<KnownBlock, { type: "jumbotron" }>; flow: CmsFlow; renderedAt: number }) {
  const { block } = props;
  switch (block.type) {
    case "boxes": return <BoxesBlock block={block} />;
    case "mainUsp": return <MainUspBlock block={block} />;
    case "marketingPromoList": return <MarketingPromoListBlock block={block} />;
    case "categories": return <CategoriesBlock block={block} flow={props.flow} />;
    case "banner": return <BannerBlock block={block} />;
    case "topSearchResults": return <TopSearchResultsBlock block={block} />;
  }
}

/** Sections below the first screen: laid out and painted when they near the viewport (decision 020). */
const belowFold = css({ contentVisibility: "auto", containIntrinsicSize: "auto 520px", my: { base: "10", md: "14" } });

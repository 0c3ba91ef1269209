/**
 * The CMS blocks of a homepage in their order (spec 001 §2 "Block types"), each in its own
 * section below the fold (content-visibility, decision 020). The main USP and top search results
 * hydrate with the page; the other kinds are one lazy chunk hydrated when they near the viewport
 * (hydrate-when-visible.tsx), which keeps the page's initial JS within budget. A promo block whose
 * countdown window does not hold `renderedAt` is left out (spec 001 §4). Unknown block types are
 * skipped and logged once per type on the server (spec 001 §2 "Unknown block types are skipped").
 */
import { lazy } from "react";
import { css } from "styled-system/css";
import type { AnnouncementBanner, CmsBlock, CmsFlow, HomepageDocument } from "#shared/contract/cms";
import { container } from "../../shell/layout";
import { countdownLeft, isKnownBlock } from "../lib/cms";
import { HydrateWhenVisible } from "./hydrate-when-visible";
import { MainUspBlock } from "./main-usp-block";
import { TopSearchResultsBlock } from "./top-search-results-block";

const DeferredBlock = lazy(() => import("./deferred-block").then((m) => ({ default: m.DeferredBlock })));

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
        const key = `${block.type}-${i}`;
        if (!isKnownBlock(block)) {
          logUnknown(block.type);
          return null;
        }
        switch (block.type) {
          case "mainUsp": return <div key={key} className={section}><MainUspBlock block={block} /></div>;
          case "topSearchResults": return <div key={key} className={section}><TopSearchResultsBlock block={block} /></div>;
          case "jumbotron":
            if (block.countdown && !countdownLeft(block.countdown, props.renderedAt)) return null;
        }
        return (
          <HydrateWhenVisible key={key} className={section}>
            <DeferredBlock block={block} flow={props.flow} renderedAt={props.renderedAt} />
          </HydrateWhenVisible>
        );
      })}
    </>
  );
}

/** The gift block of the point of sale, hydrated when it nears the viewport; render only when it has one. */
export function DeferredGiftBlock(props: { flow: CmsFlow; renderedAt: number }) {
  return (
    <HydrateWhenVisible className={section}>
      <DeferredBlock block={{ type: "gift" }} flow={props.flow} renderedAt={props.renderedAt} />
    </HydrateWhenVisible>
  );
}

/**
 * The announcement banner and promo bar of the page (`flow`: the page's flow, for the banner and
 * the current tab), hydrated at the first interaction: above the fold, but links and text only.
 */
export function DeferredTopBars(props: { flow: CmsFlow; fallback?: AnnouncementBanner; promoBar: HomepageDocument["promoBar"]; renderedAt: number }) {
  return (
    <>
      <HydrateWhenVisible on="interaction">
        <DeferredBlock block={{ type: "announcement", fallback: props.fallback }} flow={props.flow} renderedAt={props.renderedAt} />
      </HydrateWhenVisible>
      <HydrateWhenVisible on="interaction">
        <DeferredBlock block={{ type: "promoBar", promoBar: props.promoBar }} flow={props.flow} renderedAt={props.renderedAt} />
      </HydrateWhenVisible>
    </>
  );
}

/** Sections below the first screen: laid out and painted when they near the viewport (decision 020). */
const section = `${container} ${css({ contentVisibility: "auto", containIntrinsicSize: "auto 520px", my: { base: "10", md: "14" } })}`;

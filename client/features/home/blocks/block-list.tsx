/**
 * The CMS blocks of a homepage in their order (spec 001 §2 "Block types"), each in its own
 * section below the fold (content-visibility, decision 020). Every kind is in one lazy chunk
 * (deferred-block.tsx) hydrated at the visitor's first interaction: the server's HTML is links,
 * text and pictures that work unhydrated. Only a countdown jumbotron, whose clock must tick, hydrates
 * when it nears the viewport (hydrate-when-visible.tsx). This keeps the page's initial JS within
 * budget (issue 13, decision 014). A promo block whose
 * countdown window does not hold `renderedAt` is left out (spec 001 §4). Unknown block types are
 * skipped and logged once per type on the server (spec 001 §2 "Unknown block types are skipped").
 */
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { AnnouncementBanner, CmsBlock, CmsFlow, HomepageDocument } from "#shared/contract/cms";
import { container } from "../../../ui/layout";
import { countdownLeft, isKnownBlock } from "../../cms";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";

const DeferredBlock = lazy(() => import("./deferred-block").then((m) => ({ default: m.DeferredBlock })));
// A countdown ticks once it is on screen: its own small chunk, so a visible countdown does not pull in every block kind.
const PromoBlock = lazy(() => import("./promo-block").then((m) => ({ default: m.PromoBlock })));

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
        if (block.type === "jumbotron" && block.countdown) {
          if (!countdownLeft(block.countdown, props.renderedAt)) return null;
          return (
            <HydrateWhenVisible key={key} className={section} on="visible">
              <PromoBlock block={block} renderedAt={props.renderedAt} />
            </HydrateWhenVisible>
          );
        }
        return (
          <HydrateWhenVisible key={key} className={section} on="interaction">
            <DeferredBlock block={block} flow={props.flow} renderedAt={props.renderedAt} />
          </HydrateWhenVisible>
        );
      })}
    </>
  );
}

/** The gift block of the point of sale, hydrated at the first interaction; render only when it has one. */
export function DeferredGiftBlock(props: { flow: CmsFlow; renderedAt: number }) {
  return (
    <HydrateWhenVisible className={section} on="interaction">
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

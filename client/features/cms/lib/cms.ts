/**
 * Pure rules of the CMS homepage (spec 001 §2 Homepage, §4 countdown, §5 promo bar CTA and box
 * promo threshold, §7 announcement locale matching, §9 gift banners). No React, no I/O.
 */
import type {
  CmsBlock, CmsFlow, Countdown, GiftBlockItem, GiftBlockResponse,
  HomepageDocument, HomepageResponse, KnownBlock,
} from "#shared/contract/cms";
import { isPromoShown, promoPercent } from "#shared/pricing";

export { homeFlow, robotsContent } from "./home-flow";

/** The document of `flow`, else booking's, else undefined (the page then shows its built-in content). */
export function pickHomepage(response: HomepageResponse, flow: CmsFlow): HomepageDocument | undefined {
  return response[flow] ?? response.booking;
}

/** Promo bar links that can be shown: both a url and a label (spec 001 §5); the shell's rule, shared by every page family. */
export { visiblePromoLinks as visibleCtas } from "../../promo";

/**
 * Discount percent of a box, shown only above 5 % (spec 001 §3 Box block "discount percent
 * (computed)", §5 "box shown only if floor((1 - sell/reference)*100) is above 5"). `price` is the
 * reference and `promoPrice` the sell price, cents. Returns the integer percent, or null when none shows.
 */
export function boxDiscount(price: number, promoPrice: number | null): number | null {
  if (promoPrice === null) return null;
  const percent = promoPercent(promoPrice, price);
  return isPromoShown(percent, "box") ? percent : null;
}

/** Time left of a countdown, whole units. */
export interface CountdownLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * What a countdown shows at `nowMs` (epoch ms): the time left until its end when now lies in
 * [start, end), else null (spec 001 §4 "Countdown jumbotron hidden outside its window").
 * A countdown with unparsable dates is treated as outside its window.
 */
export function countdownLeft(countdown: Countdown, nowMs: number): CountdownLeft | null {
  const start = Date.parse(countdown.start);
  const end = Date.parse(countdown.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || nowMs < start || nowMs >= end) return null;
  const total = Math.floor((end - nowMs) / 1000);
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** Points of sale with gift banners (spec 001 §9). */
export const GIFT_BANNER_LOCALES: readonly string[] = ["fr_FR", "fr_BE", "nl_NL", "nl_BE", "it_IT"];

/**
 * The gift block of a point of sale and which banner it shows: Italy shows the gift card banner,
 * the other gift locales the box and voucher banner (spec 001 §9); null elsewhere (es_ES) or when
 * the CMS has no item for the locale.
 */
export function giftBannerFor(items: GiftBlockResponse, pointOfSale: string): { item: GiftBlockItem; kind: "giftcard" | "boxes" } | null {
  if (!GIFT_BANNER_LOCALES.includes(pointOfSale)) return null;
  const item = items.find((i) => i.locale === pointOfSale);
  return item ? { item, kind: pointOfSale === "it_IT" ? "giftcard" : "boxes" } : null;
}

const KNOWN = new Set<string>(["boxes", "jumbotron", "mainUsp", "marketingPromoList", "categories", "banner", "topSearchResults", "trustRating"]);

/** Whether the page can render a block (spec 001 §2 "Unknown block types are skipped"). */
export function isKnownBlock(block: CmsBlock): block is KnownBlock {
  return KNOWN.has(block.type);
}

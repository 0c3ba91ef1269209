/**
 * Gift format and box paths (spec 001 §2 "Box pages", §4 gift format, §5 "Physical gift format
 * disabled unless flag on and shipping cost loaded without error"; docs/decisions/028-box-routes.md).
 *
 * A box detail path is `/boxes/p/{slug}/{code}`: the code is the fourth path segment (counting the
 * empty one before the first slash, as the spec's path split does) and decides the format through
 * its suffix. Changing the format replaces that segment with the code of the same box in the
 * other format and sets the search's `giftFormat`. Pure.
 */
import type { GiftFormat } from "#shared/contract/boxes-format";
import { boxFormatOf } from "./box-code";
import type { Box } from "#shared/contract/boxes";
import { isPromoShown } from "#shared/pricing";
import { BOX_ALIAS_WORDS, BOX_ROUTE_WORD } from "./box-route-words";

/** The detail path of a box: /boxes/p/{slug}/{code} (slug and code URI-encoded). */
export function boxPath(slug: string, code: string): string {
  return `/${BOX_ROUTE_WORD}/p/${encodeURIComponent(slug)}/${encodeURIComponent(code)}`;
}

/**
 * `pathname` with its fourth segment (split on '/': ['', 'boxes', 'p', slug, code]) replaced by
 * `code`. Throws when the path has no fourth segment (not a box detail path).
 */
export function replaceFourthSegment(pathname: string, code: string): string {
  const parts = pathname.split("/");
  if (parts.length < 5 || !parts[4]) throw new Error(`not a box detail path: ${pathname}`);
  parts[4] = encodeURIComponent(code);
  return parts.join("/");
}

/** The code of `box` in `format` (null when the box is not sold in it). */
export function codeForFormat(box: Pick<Box, "formats">, format: GiftFormat): string | null {
  return box.formats.find((f) => f.format === format)?.code ?? null;
}

/**
 * Where a format change leads: the current path with the other format's code, and the search
 * with giftFormat set. Null when the box is not sold in that format or already is in it.
 */
export function formatChangeTarget(
  pathname: string,
  box: Pick<Box, "formats" | "code">,
  format: GiftFormat,
): { pathname: string; giftFormat: GiftFormat; code: string } | null {
  const code = codeForFormat(box, format);
  if (!code || code === box.code) return null;
  return { pathname: replaceFourthSegment(pathname, code), giftFormat: format, code };
}

/** The format of a box page: its code's suffix decides (a contradicting giftFormat in the search is ignored). */
export function pageFormat(code: string): GiftFormat {
  return boxFormatOf(code);
}

/**
 * Whether the physical format can be chosen (spec 001 §4, §5): the physicalFormat flag is on and
 * the box's shipping cost loaded without error (a physical twin with a shipping cost exists).
 */
export function physicalAvailable(flagOn: boolean, physicalShipping: { amount: number } | null | undefined, shippingError = false): boolean {
  return flagOn && !shippingError && physicalShipping != null && Number.isFinite(physicalShipping.amount) && physicalShipping.amount >= 0;
}

/** The promo percent a box card shows, or null (spec 001 §5: only when above 5). */
export function boxPromoShown(price: Box["price"]): number | null {
  return isPromoShown(price.promo, "box") ? price.promo : null;
}

/** What a box costs at the checkout hand-off, cents: its price plus its format's shipping (physical only; digital has none). */
export function boxTotal(box: Pick<Box, "price" | "shippingCost" | "format">): number {
  return box.price.sellPrice + (box.format === "physical" ? (box.shippingCost?.amount ?? 0) : 0);
}

/** The included content as lines (newline separated in the contract; blank lines dropped). */
export function includedLines(includedContent: string): string[] {
  return includedContent.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
}

/** The gifting checkout hand-off's search: the box code and its format. */
export function checkoutSearch(code: string): { code: string; giftFormat: GiftFormat } {
  return { code, giftFormat: boxFormatOf(code) };
}

/** Reads `giftFormat` from a route search: 'digital' | 'physical', anything else undefined. */
export function parseGiftFormat(value: unknown): GiftFormat | undefined {
  return value === "digital" || value === "physical" ? value : undefined;
}

/** What one asked page of offers has come to: still loading, failed, or its number of offers. */
export type OffersPageState = { status: "pending" } | { status: "error" } | { status: "success"; count: number };

/**
 * What the offers carousel offers next (spec 001 §4 "Box offers load pages of 8 with a loader;
 * stop when a page is empty"), from the pages asked so far in order: 'loading' while the last one
 * loads, 'error' when it failed, 'end' once it came back empty, otherwise 'more'.
 */
export function offersPaging(pages: readonly OffersPageState[]): "loading" | "error" | "more" | "end" {
  const last = pages[pages.length - 1];
  if (!last || last.status === "pending") return "loading";
  if (last.status === "error") return "error";
  return last.count === 0 ? "end" : "more";
}

/** Whether `word` (a first path segment, any case) is a box page word, canonical or alias. */
export function isBoxRouteWord(word: string): boolean {
  const w = word.toLowerCase();
  return w === BOX_ROUTE_WORD || (BOX_ALIAS_WORDS as readonly string[]).includes(w);
}

/**
 * The canonical path of a box page path: its first segment replaced by `boxes` when it is an
 * alias word; any other path comes back unchanged.
 *   canonicalBoxPath("/coffrets/p/spa/WE12-EBOX") → "/boxes/p/spa/WE12-EBOX"
 *   canonicalBoxPath("/cofanetti") → "/boxes"
 */
export function canonicalBoxPath(pathname: string): string {
  const parts = pathname.split("/");
  if (parts.length > 1 && parts[1] && isBoxRouteWord(parts[1])) parts[1] = BOX_ROUTE_WORD;
  return parts.join("/");
}

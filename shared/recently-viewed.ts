/**
 * Recently viewed products (spec 001 §2 "Recently viewed carousel", §3 "Recently viewed: id,
 * imageUrl, label, price (sellPrice, refPrice, promo, nights), hotel, uri, type STAY or ACTIVITY",
 * §7 "Recently viewed lives in local storage", §8 "Malformed recently-viewed data treated as
 * empty"). Pure: the browser keeps the list in localStorage under RECENTLY_VIEWED_STORAGE_KEY,
 * most recent first, one entry per (type, id), at most RECENTLY_VIEWED_MAX (docs/decisions/044).
 *
 * Amounts are integer cents. A STAY's price is the one its page showed (from price, or the final
 * price of the dates then chosen) for `nights` nights and two people; an ACTIVITY's is the price
 * for two people (`nights` 0), shown per person by the card as on the search page.
 * Storage errors (disabled, full, private mode) never throw: reading gives [], writing is skipped.
 */
import * as v from "valibot";
import { parseStoredList } from "./stored-list";

export const RECENTLY_VIEWED_STORAGE_KEY = "pasea.recentlyViewed";
/** Most entries kept (oldest dropped): four carousel pages of three on a desktop. */
export const RECENTLY_VIEWED_MAX = 12;

// Only valibot actions the client already bundles (object, pipe, number, integer, min/maxValue,
// string, maxLength, regex, picklist, nullable, safeParse): a new one would join the framework
// chunk of every page (decision 044).
const cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000));
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
/** 1-300 characters. */
const text = v.pipe(v.string(), v.regex(/^[\s\S]{1,300}$/));
/** A same-site path ('/stay/…'), never another origin ('//x', 'https:', backslashes). */
const sitePath = v.pipe(v.string(), v.maxLength(500), v.regex(/^\/(?![/\\])[^\\\s]*$/));

/** One stored entry (spec 001 §3). */
export const RecentlyViewedItemSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  type: v.picklist(["STAY", "ACTIVITY"]),
  label: text,
  /** Same-site image path or an https URL; may be empty. */
  imageUrl: v.pipe(v.string(), v.maxLength(500), v.regex(/^(?:|\/(?![/\\])[^\\\s]*|https:\/\/[^\\\s]+)$/)),
  uri: sitePath,
  price: v.object({ sellPrice: cents, refPrice: cents, promo: count(100), nights: count(30) }),
  hotel: v.object({
    label: text,
    stars: count(5),
    location: v.pipe(v.string(), v.maxLength(300)),
    review: v.object({
      count: count(100_000_000),
      average: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(10))),
    }),
  }),
});
export type RecentlyViewedItem = v.InferOutput<typeof RecentlyViewedItemSchema>;
export type RecentlyViewedType = RecentlyViewedItem["type"];

const sameEntry = (a: Pick<RecentlyViewedItem, "id" | "type">, b: Pick<RecentlyViewedItem, "id" | "type">) => a.id === b.id && a.type === b.type;

/**
 * The stored list: `raw` as read from storage (a JSON string, or already parsed). Not JSON or not
 * an array → []; entries that do not match the schema are dropped; the first occurrence of each
 * (type, id) is kept; at most RECENTLY_VIEWED_MAX. Never throws.
 */
export function parseRecentlyViewed(raw: unknown): RecentlyViewedItem[] {
  return parseStoredList(raw, parseRecentlyViewedItem, sameEntry, RECENTLY_VIEWED_MAX);
}

function parseRecentlyViewedItem(entry: unknown): RecentlyViewedItem | null {
  const parsed = v.safeParse(RecentlyViewedItemSchema, entry);
  return parsed.success ? parsed.output : null;
}

/** `list` with `item` first, its earlier entry removed, capped at RECENTLY_VIEWED_MAX. An invalid `item` leaves `list` as it is. */
export function withViewed(list: readonly RecentlyViewedItem[], item: RecentlyViewedItem): RecentlyViewedItem[] {
  if (!v.safeParse(RecentlyViewedItemSchema, item).success) return [...list];
  return [item, ...list.filter((o) => !sameEntry(o, item))].slice(0, RECENTLY_VIEWED_MAX);
}

/** `list` without the entry (type, id): the stay page's carousel leaves the current stay out. */
export function withoutEntry(list: readonly RecentlyViewedItem[], key: Pick<RecentlyViewedItem, "id" | "type">): RecentlyViewedItem[] {
  return list.filter((o) => !sameEntry(o, key));
}

/** The list in `storage` (localStorage in the browser); [] when missing, malformed or unreadable. */
export function readRecentlyViewed(storage: Pick<Storage, "getItem"> | null | undefined): RecentlyViewedItem[] {
  try {
    return storage ? parseRecentlyViewed(storage.getItem(RECENTLY_VIEWED_STORAGE_KEY)) : [];
  } catch {
    return [];
  }
}

/** Records a view of `item` in `storage` (most recent first); returns the new list. A storage failure keeps the page going. */
export function recordRecentlyViewed(storage: Pick<Storage, "getItem" | "setItem"> | null | undefined, item: RecentlyViewedItem): RecentlyViewedItem[] {
  const next = withViewed(readRecentlyViewed(storage), item);
  try {
    storage?.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: nothing is remembered.
  }
  return next;
}

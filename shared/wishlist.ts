/**
 * Wishlist items and lists (spec 001 §3 "Wishlist item: id, label, imageUrl, uri, hotel (id,
 * label, stars, review, location label), kinds STAY and ACTIVITY"; §2 "Wishlist drawer"; spec 000
 * §4 wishlist heart). Pure: the browser keeps an anonymous visitor's list in localStorage
 * (WISHLIST_STORAGE_KEY), the worker a signed-in account's in D1; both parse with `parseWishlist`,
 * which treats malformed data as empty (spec 001 §8 "malformed ... data treated as empty").
 */
import { parseStoredList } from "./stored-list";

export type WishlistKind = "STAY" | "ACTIVITY";

export interface WishlistItem {
  /** Package id (a stay or an activity package). */
  id: number;
  kind: WishlistKind;
  label: string;
  imageUrl: string;
  /** Same-site path of the product page. */
  uri: string;
  hotel?: { id?: number; label: string; stars: number; review: { count: number; average: number | null }; location: string };
}

export const WISHLIST_STORAGE_KEY = "pasea.wishlist";
/** Most items one list keeps (oldest dropped first). */
export const WISHLIST_MAX = 100;
/** Longest text field kept. */
const TEXT_MAX = 300;

const text = (v: unknown, max = TEXT_MAX): string | null => (typeof v === "string" && v.length > 0 && v.length <= max ? v : null);
const int = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v > 0 && v <= 2_147_483_647 ? v : null);
const num = (v: unknown, max: number): number | null => (typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= max ? v : null);

/** One item, or null when anything required is missing or malformed. `uri` must be a same-site path. */
export function parseWishlistItem(raw: unknown): WishlistItem | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  const id = int(r.id);
  const kind = r.kind === "STAY" || r.kind === "ACTIVITY" ? r.kind : null;
  const label = text(r.label);
  const imageUrl = text(r.imageUrl, 500) ?? "";
  const uri = text(r.uri, 500);
  if (!id || !kind || !label || !uri || !uri.startsWith("/") || uri.startsWith("//") || uri.includes("\\")) return null;
  if (imageUrl && !imageUrl.startsWith("/") && !imageUrl.startsWith("https://")) return null;
  const item: WishlistItem = { id, kind, label, imageUrl, uri };
  const h = r.hotel as Record<string, unknown> | undefined;
  if (h && typeof h === "object") {
    const hid = int(h.id);
    const hl = text(h.label);
    const review = (h.review ?? {}) as Record<string, unknown>;
    if (hl) {
      item.hotel = {
        ...(hid ? { id: hid } : {}), label: hl, stars: num(h.stars, 5) ?? 0,
        review: { count: num(review.count, 10_000_000) ?? 0, average: num(review.average, 10) },
        location: text(h.location) ?? "",
      };
    }
  }
  return item;
}

/** A stored list: items that parse, first occurrence of each (kind, id), at most WISHLIST_MAX. Anything else → []. */
export function parseWishlist(raw: unknown): WishlistItem[] {
  return parseStoredList(raw, parseWishlistItem, sameItem, WISHLIST_MAX, "last");
}

export const sameItem = (a: Pick<WishlistItem, "id" | "kind">, b: Pick<WishlistItem, "id" | "kind">) => a.id === b.id && a.kind === b.kind;

/** Whether `list` holds the (kind, id). */
export const inWishlist = (list: readonly WishlistItem[], key: Pick<WishlistItem, "id" | "kind">) => list.some((i) => sameItem(i, key));

/** `list` with `item` added at the end, or removed when present. */
export function toggleWishlist(list: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return inWishlist(list, item) ? list.filter((i) => !sameItem(i, item)) : [...list, item].slice(-WISHLIST_MAX);
}

/**
 * The account's list merged with the anonymous one at sign-in (issue 15): the account's items in
 * their order, then the anonymous items it lacks; at most WISHLIST_MAX (newest kept).
 */
export function mergeWishlists(account: readonly WishlistItem[], anonymous: readonly WishlistItem[]): WishlistItem[] {
  const out = [...account];
  for (const item of anonymous) if (!inWishlist(out, item)) out.push(item);
  return out.slice(-WISHLIST_MAX);
}

/**
 * The visitor's wishlist in the browser (spec 001 §2 "Wishlist drawer", §3 wishlist item; spec 000
 * §4 heart; issue 15; docs/decisions/034): an anonymous visitor's list lives in localStorage
 * (WISHLIST_STORAGE_KEY), a signed-in account's in D1 behind /api/account/wishlist (the
 * `user_account` cookie says which). One module-level store per page (browser only; the server
 * snapshot is always empty, so server HTML never depends on it), read with `useWishlist()`.
 * Changes are optimistic; a failed API call restores the server's list.
 */
import { useSyncExternalStore } from "react";
import { userAccountName } from "#shared/account-cookies";
import { parseWishlist, toggleWishlist, WISHLIST_STORAGE_KEY, inWishlist, type WishlistItem } from "#shared/wishlist";

const EMPTY: WishlistItem[] = [];
let items: WishlistItem[] | null = null;
const listeners = new Set<() => void>();

const signedIn = () => typeof document !== "undefined" && userAccountName(document.cookie) !== null;

function emit(next: WishlistItem[]) {
  items = next;
  for (const l of listeners) l();
}

function readLocal(): WishlistItem[] {
  try {
    return parseWishlist(localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return [];
  }
}

function writeLocal(list: WishlistItem[]) {
  try {
    if (list.length === 0) localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list lasts for this page.
  }
}

async function fromApi(res: Promise<Response>): Promise<WishlistItem[] | null> {
  try {
    const r = await res;
    if (!r.ok) return null;
    return parseWishlist(((await r.json()) as { items?: unknown }).items);
  } catch {
    return null;
  }
}

function snapshot(): WishlistItem[] {
  if (items) return items;
  if (typeof window === "undefined") return EMPTY;
  if (signedIn()) {
    items = EMPTY;
    void fromApi(fetch("/api/account/wishlist", { credentials: "same-origin" })).then((list) => list && emit(list));
  } else {
    items = readLocal();
  }
  return items;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wishlist (empty on the server and until the page has read it). */
export function useWishlist(): WishlistItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Adds `item`, or removes it when present; stored where the visitor's list lives. */
export async function toggleWishlistItem(item: WishlistItem): Promise<void> {
  const before = snapshot();
  const removing = inWishlist(before, item);
  emit(toggleWishlist(before, item));
  if (!signedIn()) {
    writeLocal(items!);
    return;
  }
  const headers = { "content-type": "application/json" };
  const list = removing
    ? await fromApi(fetch(`/api/account/wishlist/${item.kind.toLowerCase()}/${item.id}`, { method: "DELETE", headers }))
    : await fromApi(fetch("/api/account/wishlist", { method: "PUT", headers, body: JSON.stringify({ item }) }));
  emit(list ?? before);
}

/**
 * After sign-in (issue 15 "merged at sign-in"): sends the anonymous list to the account, which
 * keeps its own items and adds the missing ones, then empties the local list. Never throws.
 */
export async function mergeWishlistAfterSignin(): Promise<void> {
  const local = readLocal();
  if (local.length === 0) return;
  const list = await fromApi(fetch("/api/account/wishlist/merge", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ items: local }) }));
  if (list) {
    writeLocal([]);
    emit(list);
  }
}

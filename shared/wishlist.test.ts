import { describe, expect, it } from "vitest";
import { mergeWishlists, parseWishlist, toggleWishlist, WISHLIST_MAX, type WishlistItem } from "./wishlist";

const item = (id: number, kind: WishlistItem["kind"] = "STAY"): WishlistItem => ({ id, kind, label: `Stay ${id}`, imageUrl: `/img/${id}.svg`, uri: `/stay/${id}` });

describe("wishlist merge at sign-in", () => {
  it("keeps the account's items first, then adds the anonymous items it lacks", () => {
    expect(mergeWishlists([item(1), item(2)], [item(2), item(3), item(1, "ACTIVITY")]).map((i) => `${i.kind}${i.id}`)).toEqual(["STAY1", "STAY2", "STAY3", "ACTIVITY1"]);
  });
  it("caps the merged list, keeping the newest", () => {
    const many = Array.from({ length: WISHLIST_MAX }, (_, i) => item(i + 1));
    const merged = mergeWishlists(many, [item(5000)]);
    expect(merged).toHaveLength(WISHLIST_MAX);
    expect(merged.at(-1)!.id).toBe(5000);
    expect(merged[0]!.id).toBe(2);
  });
});

describe("parseWishlist (malformed stored data treated as empty)", () => {
  it.each([["not json"], ["{}"], [null], [42], ['{"id":1}']])("%j → []", (raw) => {
    expect(parseWishlist(raw)).toEqual([]);
  });
  it("drops bad entries and duplicates, keeps good ones", () => {
    const raw = JSON.stringify([item(1), { ...item(2), uri: "//evil.example" }, { ...item(3), kind: "BOX" }, item(1), { ...item(4), imageUrl: "javascript:x" }, item(5, "ACTIVITY")]);
    expect(parseWishlist(raw).map((i) => i.id)).toEqual([1, 5]);
  });
  it("toggles an item in and out", () => {
    const once = toggleWishlist([], item(7));
    expect(once.map((i) => i.id)).toEqual([7]);
    expect(toggleWishlist(once, item(7))).toEqual([]);
  });
});

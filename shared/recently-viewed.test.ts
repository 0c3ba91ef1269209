import { describe, expect, it } from "vitest";
import {
  parseRecentlyViewed, readRecentlyViewed, recordRecentlyViewed, RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY, withoutEntry, withViewed, type RecentlyViewedItem,
} from "./recently-viewed";

const item = (id: number, type: RecentlyViewedItem["type"] = "STAY"): RecentlyViewedItem => ({
  id, type, label: `Offer ${id}`, imageUrl: `/img/${id}.svg`, uri: `/${type === "STAY" ? "stay" : "activity"}/${id}-offer`,
  price: { sellPrice: 12_900, refPrice: 15_900, promo: 18, nights: type === "STAY" ? 1 : 0 },
  hotel: { label: "Hôtel du Lac", stars: 3, location: "Annecy, Haute-Savoie", review: { count: 12, average: 8.4 } },
});

/** An in-memory Storage; `failing` makes every call throw (disabled storage, private mode). */
function memoryStorage(initial: Record<string, string> = {}, failing = false) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => { if (failing) throw new Error("denied"); return data.get(k) ?? null; },
    setItem: (k: string, v: string) => { if (failing) throw new Error("denied"); data.set(k, v); },
  };
}

describe("recently viewed: order, dedupe, cap", () => {
  it("puts the latest view first and keeps one entry per (type, id)", () => {
    let list: RecentlyViewedItem[] = [];
    for (const i of [item(1), item(2), item(3), item(1)]) list = withViewed(list, i);
    expect(list.map((i) => i.id)).toEqual([1, 3, 2]);
  });
  it("tells a stay from an activity with the same id", () => {
    const list = withViewed(withViewed([], item(7)), item(7, "ACTIVITY"));
    expect(list.map((i) => `${i.type}${i.id}`)).toEqual(["ACTIVITY7", "STAY7"]);
    expect(withoutEntry(list, { id: 7, type: "STAY" }).map((i) => i.type)).toEqual(["ACTIVITY"]);
  });
  it(`keeps at most ${RECENTLY_VIEWED_MAX}, dropping the oldest`, () => {
    let list: RecentlyViewedItem[] = [];
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 5; id++) list = withViewed(list, item(id));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]!.id).toBe(RECENTLY_VIEWED_MAX + 5);
    expect(list.at(-1)!.id).toBe(6);
  });
  it("refuses to record an invalid entry", () => {
    expect(withViewed([item(1)], { ...item(2), uri: "https://elsewhere.example/x" })).toEqual([item(1)]);
  });
  it("records through storage, most recent first", () => {
    const storage = memoryStorage();
    recordRecentlyViewed(storage, item(1));
    recordRecentlyViewed(storage, item(2, "ACTIVITY"));
    expect(readRecentlyViewed(storage).map((i) => i.id)).toEqual([2, 1]);
    expect(JSON.parse(storage.data.get(RECENTLY_VIEWED_STORAGE_KEY)!)).toHaveLength(2);
  });
});

describe("recently viewed: malformed data treated as empty (spec 001 §8)", () => {
  it.each([["not json"], ["{}"], ["null"], ["42"], ['{"id":1}'], [null], [undefined]])("%j → []", (raw) => {
    expect(parseRecentlyViewed(raw)).toEqual([]);
  });
  it("drops malformed entries and later duplicates, keeps the good ones in order", () => {
    const raw = JSON.stringify([
      item(1), { ...item(2), uri: "//evil.example/x" }, { ...item(3), type: "BOX" }, item(1), { ...item(4), imageUrl: "javascript:alert(1)" },
      { ...item(5), price: { ...item(5).price, sellPrice: 12.5 } }, { ...item(6), hotel: null }, item(8, "ACTIVITY"),
    ]);
    expect(parseRecentlyViewed(raw).map((i) => `${i.type}${i.id}`)).toEqual(["STAY1", "ACTIVITY8"]);
  });
  it("caps a longer stored list", () => {
    const raw = JSON.stringify(Array.from({ length: 40 }, (_, i) => item(i + 1)));
    expect(parseRecentlyViewed(raw)).toHaveLength(RECENTLY_VIEWED_MAX);
  });
  it("never throws on unreadable or unwritable storage", () => {
    const broken = memoryStorage({}, true);
    expect(readRecentlyViewed(broken)).toEqual([]);
    expect(recordRecentlyViewed(broken, item(1)).map((i) => i.id)).toEqual([1]);
    expect(readRecentlyViewed(null)).toEqual([]);
  });
  it("recording over malformed data starts a fresh list", () => {
    const storage = memoryStorage({ [RECENTLY_VIEWED_STORAGE_KEY]: "{oops" });
    expect(recordRecentlyViewed(storage, item(9)).map((i) => i.id)).toEqual([9]);
  });
});

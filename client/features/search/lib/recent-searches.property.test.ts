/**
 * Property tests of the recent searches kept in localStorage (spec 000 §3, §4; spec 001 §8
 * "Malformed recently-viewed data treated as empty"; issue 3 "Resilience and security").
 *
 * Stored browser data is outside input: another tab, an old release or the visitor can leave
 * anything under the key. The module runs in Node against a fake localStorage (vi.stubGlobal),
 * including one whose every call throws (private mode, quota).
 */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCATION_TYPES } from "#shared/criteria";
import { MAX_RECENT, pushRecentSearch, readRecentSearches, saveRecentSearch, type RecentSearch } from "./recent-searches";

const KEY = "recentSearches";

/** A minimal Storage over a Map; `broken` makes every call throw like a disabled storage. */
function fakeStorage(initial: Record<string, string> = {}, broken = false): Storage {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    get length() {
      guard();
      return data.size;
    },
    clear: () => (guard(), data.clear()),
    getItem: (k) => (guard(), data.get(k) ?? null),
    key: (i) => (guard(), [...data.keys()][i] ?? null),
    removeItem: (k) => (guard(), void data.delete(k)),
    setItem: (k, val) => (guard(), void data.set(k, String(val))),
  };
}

const recent: fc.Arbitrary<RecentSearch> = fc.record({
  id: fc.integer({ min: -5, max: 2_147_483_647 }),
  label: fc.string({ unit: "grapheme", maxLength: 200 }),
  category: fc.constantFrom(...LOCATION_TYPES),
});

/** What may sit under the key: valid lists, JSON of any shape, broken JSON, huge strings. */
const stored = fc.oneof(
  fc.array(recent, { maxLength: 6 }).map((xs) => JSON.stringify(xs)),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 100 }),
  fc.string({ unit: "binary", maxLength: 100 }),
  fc.constantFrom("", "null", "[", "[{}]", '[{"id":"1","label":"x","category":"city"}]', '{"__proto__":{"x":1}}', "[".repeat(5000)),
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("recent searches in localStorage (properties)", () => {
  it("reads anything stored without throwing, as at most 3 well-formed items", () => {
    fc.assert(
      fc.property(stored, (raw) => {
        vi.stubGlobal("localStorage", fakeStorage({ [KEY]: raw }));
        const list = readRecentSearches();
        expect(Array.isArray(list)).toBe(true);
        expect(list.length).toBeLessThanOrEqual(MAX_RECENT);
        for (const item of list) {
          expect(Number.isInteger(item.id)).toBe(true);
          expect(typeof item.label).toBe("string");
          expect(LOCATION_TYPES).toContain(item.category);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("round-trips what it saves: most recent first, no duplicates, capped at 3", () => {
    fc.assert(
      fc.property(stored, fc.array(recent, { minLength: 1, maxLength: 8 }), (raw, items) => {
        vi.stubGlobal("localStorage", fakeStorage({ [KEY]: raw }));
        for (const item of items) saveRecentSearch(item);
        const list = readRecentSearches();
        const last = items[items.length - 1]!;
        expect(list[0]).toEqual(last);
        expect(list.length).toBeLessThanOrEqual(MAX_RECENT);
        const keys = list.map((x) => `${x.category}:${x.id}`);
        expect(new Set(keys).size).toBe(keys.length);
        // The stored text is exactly the list that is read back.
        expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(list);
      }),
      { numRuns: 200 },
    );
  });

  it("treats missing or throwing storage as empty and never throws on save", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(readRecentSearches()).toEqual([]);
    expect(() => saveRecentSearch({ id: 1, label: "Paris", category: "city" })).not.toThrow();
    vi.stubGlobal("localStorage", fakeStorage({}, true));
    expect(readRecentSearches()).toEqual([]);
    expect(() => saveRecentSearch({ id: 1, label: "Paris", category: "city" })).not.toThrow();
  });

  it("pushRecentSearch keeps the newest first without duplicates", () => {
    fc.assert(
      fc.property(fc.array(recent, { maxLength: 3 }), recent, (list, item) => {
        const out = pushRecentSearch(list, item);
        expect(out[0]).toEqual(item);
        expect(out.length).toBeLessThanOrEqual(MAX_RECENT);
        expect(out.filter((x) => x.id === item.id && x.category === item.category)).toHaveLength(1);
      }),
    );
  });
});

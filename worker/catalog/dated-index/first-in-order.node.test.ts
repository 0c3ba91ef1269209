/**
 * The page selection of the dated index (page.ts firstInOrder, decision 018): the first k of n
 * positions under a comparator, sorted — the same as a full sort cut to k, whatever k, ties and n.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstInOrder } from "./page";

describe("firstInOrder", () => {
  it("equals a full sort cut to k, for any keys (with ties broken by position) and any k", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 }), fc.nat(400), (keys, k) => {
        const cmp = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
        const expected = keys.map((_, m) => m).sort(cmp).slice(0, k);
        expect(firstInOrder(keys.length, Math.min(k, keys.length), cmp)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("returns nothing for k = 0 or n = 0", () => {
    expect(firstInOrder(10, 0, (a, b) => a - b)).toEqual([]);
    expect(firstInOrder(0, 0, (a, b) => a - b)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { parseStoredList } from "./stored-list";

const parseOne = (e: unknown) => (typeof e === "number" && e > 0 ? e : null);
const same = (a: number, b: number) => a === b;

describe("parseStoredList (decision 045: one parser for recently viewed and the wishlist)", () => {
  it("reads JSON text or a parsed value; anything else is an empty list", () => {
    expect(parseStoredList("[1,2]", parseOne, same, 10)).toEqual([1, 2]);
    expect(parseStoredList([3], parseOne, same, 10)).toEqual([3]);
    for (const raw of ["{", "{}", "3", null, undefined, { 0: 1 }]) expect(parseStoredList(raw, parseOne, same, 10)).toEqual([]);
  });
  it("drops bad entries and later duplicates", () => {
    expect(parseStoredList([1, -1, "x", 2, 1, 3, 2], parseOne, same, 10)).toEqual([1, 2, 3]);
  });
  it("keeps the first or the last `max` items", () => {
    expect(parseStoredList([1, 2, 3, 4], parseOne, same, 2)).toEqual([1, 2]);
    expect(parseStoredList([1, 2, 3, 4], parseOne, same, 2, "last")).toEqual([3, 4]);
    expect(parseStoredList([1, 1, 2, 2, 3], parseOne, same, 2)).toEqual([1, 2]);
  });
});

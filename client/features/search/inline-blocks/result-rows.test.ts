import { describe, expect, it } from "vitest";
import { resultRows } from "./result-rows";

const n = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe("resultRows (spec 000 §2 result grid)", () => {
  it("cuts a full page into 3, up to 9, then the rest", () => {
    expect(resultRows(n(20))).toEqual([[1, 2, 3], [4, 5, 6, 7, 8, 9], n(20).slice(9)]);
  });
  it("leaves later parts empty on short pages", () => {
    expect(resultRows(n(2))).toEqual([[1, 2], [], []]);
    expect(resultRows(n(5))).toEqual([[1, 2, 3], [4, 5], []]);
    expect(resultRows(n(9))).toEqual([[1, 2, 3], [4, 5, 6, 7, 8, 9], []]);
    expect(resultRows([])).toEqual([[], [], []]);
  });
});

import { describe, expect, it } from "vitest";
import { productScoreLabel, searchCardScoreLabel } from "./score-label";

describe("productScoreLabel (spec 001 §9)", () => {
  it("reads New without a score", () => {
    expect(productScoreLabel(null)).toBe("new");
    expect(productScoreLabel(undefined)).toBe("new");
  });
  it.each([
    [0, null],
    [6.9, null],
    [6.94, null],
    [6.95, "good"],
    [7, "good"],
    [7.9, "good"],
    [8, "veryGood"],
    [8.4, "veryGood"],
    [8.5, "excellent"],
    [8.9, "excellent"],
    [9, "fantastic"],
    [9.4, "fantastic"],
    [9.5, "perfect"],
    [10, "perfect"],
  ] as const)("%s reads %s", (score, label) => {
    expect(productScoreLabel(score)).toBe(label);
  });
  it("labels the figure shown (one decimal): 7.96 shows 8,0 and reads Very good", () => {
    expect(productScoreLabel(7.96)).toBe("veryGood");
    expect(productScoreLabel(8.45)).toBe("excellent");
  });
  it("gives no label to a non-finite score", () => {
    expect(productScoreLabel(Number.NaN)).toBeNull();
  });
});

describe("searchCardScoreLabel (spec 000 §9)", () => {
  it("reads New without a score, whatever the incentives", () => {
    expect(searchCardScoreLabel(null, false)).toBe("new");
    expect(searchCardScoreLabel(null, true)).toBe("new");
  });
  it.each([
    [6.9, null, null],
    [7, null, "good"],
    [7.9, null, "good"],
    [8, null, "veryGood"],
    [8.4, null, "veryGood"],
    [8.5, null, "excellent"],
    [8.9, null, "excellent"],
    [8.96, "fantastic", "fantastic"],
    [9, "fantastic", "fantastic"],
    [9.4, "fantastic", "fantastic"],
    [9.5, "perfect", "perfect"],
    [10, "perfect", "perfect"],
  ] as const)("%s reads %s, or %s with all incentives", (score, plain, incentives) => {
    expect(searchCardScoreLabel(score, false)).toBe(plain);
    expect(searchCardScoreLabel(score, true)).toBe(incentives);
  });
});

import { describe, expect, it } from "vitest";
import { STICKY_SUMMARY_AFTER_PX, stickySummaryShown } from "./sticky-summary";

describe("sticky mobile summary (spec 000 §2)", () => {
  it("shows past 250 px only when the results header is out of view", () => {
    expect(STICKY_SUMMARY_AFTER_PX).toBe(250);
    expect(stickySummaryShown(251, false)).toBe(true);
    expect(stickySummaryShown(250, false)).toBe(false);
    expect(stickySummaryShown(800, true)).toBe(false);
    expect(stickySummaryShown(0, false)).toBe(false);
  });
});

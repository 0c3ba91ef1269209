/**
 * The 12-month availabilities calls (shared/calendar.ts availabilityWindows, mergeAvailabilities;
 * spec 000 §7 "locale, month, length (12)", §9 "12 months fetched"; decision 073).
 */
import { describe, expect, it } from "vitest";
import { AVAILABILITY_WINDOW_MONTHS, MONTHS_AHEAD, availabilityWindows, mergeAvailabilities } from "./calendar";

describe("availabilityWindows", () => {
  it("the calendar's whole year, from the current month, is one call whatever page is shown", () => {
    expect(AVAILABILITY_WINDOW_MONTHS).toBe(12);
    expect(availabilityWindows("2026-11", "2026-11", 2)).toEqual(["2026-11"]);
    expect(availabilityWindows("2026-11", "2027-03", 2)).toEqual(["2026-11"]);
    // The phone's pages: 4 then 3 at a time, up to MONTHS_AHEAD after the current month.
    expect(availabilityWindows("2026-11", "2027-07", 3)).toEqual(["2026-11"]);
    expect(availabilityWindows("2026-11", "2026-11", MONTHS_AHEAD + 1)).toEqual(["2026-11"]);
  });

  it("a range past the first year asks the next window too; a month before the anchor, the one before", () => {
    expect(availabilityWindows("2026-11", "2027-10", 2)).toEqual(["2026-11", "2027-11"]);
    expect(availabilityWindows("2026-11", "2026-10", 1)).toEqual(["2025-11"]);
    expect(availabilityWindows("2026-01", "2026-12", 1)).toEqual(["2026-01"]);
  });
});

describe("mergeAvailabilities", () => {
  it("joins the days and the requested months of several answers", () => {
    const merged = mergeAvailabilities([
      { days: { "2026-11-28": { amount: 100, minLos: 1 } }, requestedMonths: ["2026-11"] },
      { days: { "2027-11-02": { amount: 200, minLos: 2 } }, requestedMonths: ["2027-11"] },
    ]);
    expect(Object.keys(merged.days)).toEqual(["2026-11-28", "2027-11-02"]);
    expect(merged.requestedMonths).toEqual(["2026-11", "2027-11"]);
  });
});

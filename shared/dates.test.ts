import { describe, expect, it } from "vitest";
import { calendarDate, formatDay, isCalendarDate } from "./dates";

describe("calendar dates", () => {
  it("accepts days that exist and refuses those that do not", () => {
    expect(["2026-02-28", "2028-02-29", "2000-02-29", "2026-12-31", "1900-01-01", "2200-12-31"].filter(isCalendarDate)).toHaveLength(6);
    expect(["2026-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "1899-12-31", "2201-01-01"].some(isCalendarDate)).toBe(false);
  });

  it("reads a calendar date as that day at local midnight", () => {
    const d = calendarDate("2027-01-07");
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2027, 0, 7, 0]);
  });

  it("formats for a point of sale in its language", () => {
    expect(formatDay("2027-01-07", "fr_FR", "long")).toBe("7 janvier 2027");
    expect(formatDay("not a date", "fr_FR")).toBe("not a date");
  });
});

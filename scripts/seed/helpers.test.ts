import { describe, expect, it } from "vitest";
import { addDays, addMonths, isDay, parisToday, weekdayIndex } from "./dates";
import { createRng } from "./prng";
import { allocate, meanOneDecimal } from "./reviews";
import { seasonSegments } from "./rate-plans";

describe("dates", () => {
  it("does calendar arithmetic on YYYY-MM-DD", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(weekdayIndex("2026-11-23")).toBe(0); // a Monday
    expect(isDay("2026-02-30")).toBe(false);
    expect(parisToday(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
  });
});

describe("prng", () => {
  it("repeats for a seed and forks independent streams", () => {
    const a = createRng("s"), b = createRng("s");
    expect([a.next(), a.int(1, 6), a.pick(["x", "y"])]).toEqual([b.next(), b.int(1, 6), b.pick(["x", "y"])]);
    expect(createRng("s").fork("x").next()).not.toBe(createRng("s").fork("y").next());
  });
});

describe("reviews maths", () => {
  it("allocates exactly and rounds half up", () => {
    const counts = allocate(100, [1, 0, 2, 3.5]);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(100);
    expect(counts[1]).toBe(0);
    expect(meanOneDecimal(165, 2)).toBe(8.3); // 8.25 → 8.3
  });
});

describe("seasons", () => {
  it("merges equal months and ends on the last day", () => {
    const seg = seasonSegments(["low", "low", "low", "mid", "mid", "high", "peak", "peak", "high", "mid", "low", "low"], "2026-11-22", "2027-11-21");
    expect(seg[0]).toEqual({ from: "2026-11-22", to: "2027-03-31", level: "low" });
    expect(seg[seg.length - 1]).toEqual({ from: "2027-11-01", to: "2027-11-21", level: "low" });
  });
});

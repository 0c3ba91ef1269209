/** The recipient's calendar days (redeem-calendar.ts; spec 001 §7 packageCheckinPrices; decision 054). */
import { describe, expect, it } from "vitest";
import { giftCalendarDays, requestedMonths } from "./redeem-calendar";

describe("giftCalendarDays", () => {
  const mine = [
    { day: "2026-12-04", minLos: 1, displayTotalPrice: 5000 },
    { day: "2026-12-05", minLos: 2, displayTotalPrice: 0 },
  ];
  it("a voucher: the entries' price (already less giftPrice) is what is left to pay", () => {
    expect(giftCalendarDays(mine, null)).toEqual({ "2026-12-04": { amount: 5000, minLos: 1 }, "2026-12-05": { amount: 0, minLos: 2 } });
  });
  it("a box: the two adults' price of each day is taken off the party's, never below 0", () => {
    const base = [{ day: "2026-12-04", minLos: 1, displayTotalPrice: 3000 }, { day: "2026-12-05", minLos: 2, displayTotalPrice: 9000 }];
    expect(giftCalendarDays(mine, base)).toEqual({ "2026-12-04": { amount: 2000, minLos: 1 }, "2026-12-05": { amount: 0, minLos: 2 } });
    // Two adults: the base is the party itself, every day is included.
    expect(Object.values(giftCalendarDays(mine, mine)).map((d) => d.amount)).toEqual([0, 0]);
  });
});

describe("requestedMonths", () => {
  it("lists the months asked, across a year end", () => {
    expect(requestedMonths("2026-11", 3)).toEqual(["2026-11", "2026-12", "2027-01"]);
  });
});

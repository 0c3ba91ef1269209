/** Instalment splits (spec 001 §9 "Instalments: monthly, fee on the first"): cents, fee, dates. */
import { describe, expect, it } from "vitest";
import { addMonths, payLaterDate, paymentFee, splitPayments } from "./instalment-split";

describe("splitPayments", () => {
  it("sums to the amount plus the fee, cents only, the fee and the rounding on the first", () => {
    for (const amount of [20_000, 20_001, 37_003, 123_457, 200_000]) {
      for (const count of [3, 4]) {
        const fee = paymentFee(count === 3 ? "threeTimes" : "fourTimes", amount);
        const split = splitPayments(amount, count, fee, "2026-11-27");
        expect(split).toHaveLength(count);
        expect(split.every((p) => Number.isInteger(p.amount) && p.amount > 0)).toBe(true);
        expect(split.reduce((s, p) => s + p.amount, 0)).toBe(amount + fee);
        const rest = split.slice(1).map((p) => p.amount);
        expect(new Set(rest).size).toBe(1);
        expect(split[0]!.amount - fee).toBeGreaterThanOrEqual(rest[0]!);
        expect(split[0]!.amount - fee - rest[0]!).toBeLessThan(count);
      }
    }
  });

  it("charges 37 003 cents in three as 12 335 + fee, 12 334, 12 334", () => {
    expect(splitPayments(37_003, 3, 555, "2026-11-27")).toEqual([
      { amount: 12_335 + 555, date: "2026-11-27" },
      { amount: 12_334, date: "2026-12-27" },
      { amount: 12_334, date: "2027-01-27" },
    ]);
  });

  it("pays monthly from the first date, the 31st becoming the month's last day", () => {
    expect(splitPayments(40_000, 4, 0, "2026-12-31").map((p) => p.date)).toEqual(["2026-12-31", "2027-01-31", "2027-02-28", "2027-03-31"]);
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
    expect(addMonths("2026-01-15", 0)).toBe("2026-01-15");
  });

  it("refuses amounts, counts and fees that are not integers of the right sign", () => {
    expect(() => splitPayments(0, 3, 0, "2026-11-27")).toThrow(RangeError);
    expect(() => splitPayments(100.5, 3, 0, "2026-11-27")).toThrow(RangeError);
    expect(() => splitPayments(100, 0, 0, "2026-11-27")).toThrow(RangeError);
    expect(() => splitPayments(100, 3, -1, "2026-11-27")).toThrow(RangeError);
    expect(() => addMonths("2026-1-1", 1)).toThrow(RangeError);
  });
});

describe("paymentFee", () => {
  it("is 1.5 % for 3 times, 2 % for 4 times, rounded to the cent, nothing otherwise", () => {
    expect(paymentFee("threeTimes", 37_003)).toBe(555);
    expect(paymentFee("fourTimes", 37_003)).toBe(740);
    expect(paymentFee("payLater", 37_003)).toBe(0);
    expect(paymentFee("paypalPayLater", 37_003)).toBe(0);
  });
});

describe("payLaterDate", () => {
  it("is the last day of free cancellation when earlier than three days before arrival", () => {
    expect(payLaterDate("2026-11-27", "2026-12-20", "2026-12-13")).toBe("2026-12-13");
  });
  it("is three days before arrival otherwise, and never before tomorrow", () => {
    expect(payLaterDate("2026-11-27", "2026-12-20", null)).toBe("2026-12-17");
    expect(payLaterDate("2026-11-27", "2026-12-20", "2026-12-19")).toBe("2026-12-17");
    expect(payLaterDate("2026-11-27", "2026-12-02", "2026-11-20")).toBe("2026-11-28");
  });
});

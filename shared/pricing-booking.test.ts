/** Local tax, totals, price changes and per-night differences (spec 001 §3 Local tax, §4 price-update modal, §5, §9). */
import { describe, expect, it } from "vitest";
import { isPromoShown, localTaxTotal, pricePerNight, perNightDifferenceEuros, priceChange, priceChangeActions, stayTotals } from "./pricing";

describe("local tax", () => {
  it("per person per night counts adults and nights (at least one), not children", () => {
    const rule = { type: "PER_PERSON_PER_NIGHT" as const, amount: 165, percentage: 0 };
    expect(localTaxTotal(rule, { adults: 2, nights: 2, sellPrice: 30000 })).toBe(660);
    expect(localTaxTotal(rule, { adults: 3, nights: 0, sellPrice: 9000 })).toBe(495);
  });
  it("a percentage of the stay price rounds up to the cent", () => {
    expect(localTaxTotal({ type: "BOOKING_PERCENTAGE", amount: 0, percentage: 5 }, { adults: 2, nights: 2, sellPrice: 25999 })).toBe(1300);
  });
  it("total stay = amount paid today + tax paid at the hotel", () => {
    expect(stayTotals(25900, 660, true)).toEqual({ today: 25900, atHotel: 660, total: 26560 });
    expect(stayTotals(25900, 660, false)).toEqual({ today: 26560, atHotel: 0, total: 26560 });
  });
});

describe("price-update modal", () => {
  it("no change when the price did not move", () => {
    expect(priceChange(25900, 25900)).toBeNull();
  });
  it("lower: celebration and Continue only, Back too when opened from checkout", () => {
    const c = priceChange(27900, 25900)!;
    expect(c).toEqual({ direction: "lower", oldPrice: 27900, newPrice: 25900, difference: 2000 });
    expect(priceChangeActions(c, false)).toEqual({ celebrate: true, back: false, continue: true });
    expect(priceChangeActions(c, true)).toEqual({ celebrate: true, back: true, continue: true });
  });
  it("higher: Back and Continue", () => {
    const c = priceChange(25900, 26900)!;
    expect(c.direction).toBe("higher");
    expect(c.difference).toBe(1000);
    expect(priceChangeActions(c, false)).toEqual({ celebrate: false, back: true, continue: true });
  });
  it("per-night difference between offers is the ceiling in euros", () => {
    expect(perNightDifferenceEuros({ sellPrice: 20000, nights: 2 }, { sellPrice: 30100, nights: 3 })).toBe(1);
    expect(perNightDifferenceEuros({ sellPrice: 20000, nights: 1 }, { sellPrice: 20000, nights: 1 })).toBe(0);
  });
  it("an upsell's difference per night rounds up: a cent more is a euro more, a saving is never overstated", () => {
    // The upsell section passes the whole stay's difference (cents) over the stay's nights.
    const upsell = (diff: number, nights: number) => perNightDifferenceEuros({ sellPrice: 0, nights }, { sellPrice: diff, nights });
    expect(upsell(4600, 2)).toBe(23);
    expect(upsell(4601, 2)).toBe(24);
    expect(upsell(-4601, 2)).toBe(-23);
    expect(upsell(1, 1)).toBe(1);
  });
});

describe("quote display", () => {
  it("price per night rounds up to whole euros", () => {
    expect(pricePerNight(25901, 2)).toBe(13000);
    expect(pricePerNight(26000, 2)).toBe(13000);
    expect(pricePerNight(9000, 0)).toBe(9000);
  });
  it("a quote shows its promo from 10 %", () => {
    expect(isPromoShown(9, "quote")).toBe(false);
    expect(isPromoShown(10, "quote")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { ceilToEuro, formatMoney } from "./money";
import { formatScore, isPromoShown, moneySaved, pricePerPerson, priceType, promoPercent, showRoomsLeft } from "./pricing";

describe("pricing (spec 000 §5, §9; spec 001 §4-§5)", () => {
  it("computes the promo as floor of the saving percent", () => {
    expect(promoPercent(8000, 10000)).toBe(20);
    expect(promoPercent(8999, 10000)).toBe(10);
    expect(promoPercent(9001, 10000)).toBe(9);
    expect(promoPercent(10000, 9000)).toBe(0);
    expect(promoPercent(10000, null)).toBe(0);
  });

  it("applies the per-context promo thresholds", () => {
    expect(isPromoShown(10, "offersList")).toBe(true);
    expect(isPromoShown(9, "offersList")).toBe(false);
    expect(isPromoShown(5, "activityOnly")).toBe(true);
    expect(isPromoShown(4, "activityOnly")).toBe(false);
    expect(isPromoShown(5, "box")).toBe(false);
    expect(isPromoShown(6, "box")).toBe(true);
  });

  it("saves money only when the reference is higher", () => {
    expect(moneySaved(8000, 10000)).toBe(2000);
    expect(moneySaved(10000, 8000)).toBe(0);
  });

  it("divides activity prices per person, rounding up", () => {
    expect(pricePerPerson(10001, 2)).toBe(5001);
    expect(pricePerPerson(9000, 0)).toBe(9000);
  });

  it("is final with a check-in or for vouchers and activities", () => {
    expect(priceType({})).toBe("from");
    expect(priceType({ checkin: "2026-12-05" })).toBe("final");
    expect(priceType({ itemCategory: "single_voucher" })).toBe("final");
    expect(priceType({ itemCategory: "activity" })).toBe("final");
  });

  it("formats scores with a comma decimal", () => {
    expect(formatScore(8.46)).toBe("8,5");
  });

  it("shows rooms left only with dates and 3 or fewer", () => {
    expect(showRoomsLeft(3, true)).toBe(true);
    expect(showRoomsLeft(4, true)).toBe(false);
    expect(showRoomsLeft(2, false)).toBe(false);
    expect(showRoomsLeft(0, true)).toBe(false);
  });
});

describe("money", () => {
  it("formats integer cents per locale", () => {
    expect(formatMoney(12900, "fr_FR").replace(/\s/g, " ")).toBe("129 €");
    expect(formatMoney(12950, "es_ES").replace(/\s/g, " ")).toBe("129,50 €");
    expect(formatMoney(12900, "nl_NL").replace(/\s/g, " ")).toBe("€ 129");
    expect(formatMoney(12900, "it_IT").replace(/\s/g, " ")).toBe("129 €");
  });
  it("refuses non-integer cents", () => {
    expect(() => formatMoney(12.5, "fr_FR")).toThrow(TypeError);
  });
  it("rounds up to whole euros", () => {
    expect(ceilToEuro(12901)).toBe(13000);
    expect(ceilToEuro(12900)).toBe(12900);
  });
});

describe("formatDay", async () => {
  const { formatDay } = await import("./dates");
  it("formats calendar dates per market without zone shifts", () => {
    expect(formatDay("2027-01-07", "fr_FR")).toBe("7 janv. 2027");
    expect(formatDay("2027-01-07", "nl_BE")).toMatch(/7 jan\.? 2027/);
    expect(formatDay("2027-01-07", "es_ES", "long")).toBe("7 de enero de 2027");
    expect(formatDay("not-a-date", "it_IT")).toBe("not-a-date");
  });
});

import { describe, expect, it } from "vitest";
import { ceilToEuro, formatListPrice, formatMoney } from "./money";
import { ACTIVITY_ONE_PERSON_PERCENT, activityPartyPrice, formatScore, isOnePerson, isPromoShown, moneySaved, pricePerPerson, priceType, promoPercent, sameStayPriceInputs, showRoomsLeft, stayDetailQuery, stayPriceInputs } from "./pricing";

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

  it("is gift in the gifting flow, dates or not (spec 001 §4; issue 13 item 12)", () => {
    expect(priceType({ flow: "gifting" })).toBe("gift");
    expect(priceType({ flow: "gifting", checkin: "2026-12-05", itemCategory: "weekend" })).toBe("gift");
    expect(priceType({ flow: "booking", itemCategory: "weekend" })).toBe("from");
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

describe("stay price inputs (issue 13 items 11, 12)", () => {
  it("reads the dates and party of the hash, and nothing else", () => {
    expect(stayPriceInputs("booking", "#checkin=2027-03-05&checkout=2027-03-07&a=3&c=1&location=x")).toEqual({ flow: "booking", checkin: "2027-03-05", nights: 2, a: 3, c: 1, b: 0 });
    expect(stayPriceInputs(undefined, "")).toEqual({ flow: "booking", checkin: null, nights: null, a: 2, c: 0, b: 0 });
  });
  it("gives the server's inputs for a hash that asks nothing else (first paint = hydrated)", () => {
    const server = stayPriceInputs("booking", "");
    for (const hash of ["", "#", "#a=2", "#a=2&c=0&b=0", "#checkin=2027-03-05", "#a=abc", "#sort=promo"]) {
      expect(sameStayPriceInputs(stayPriceInputs("booking", hash), server), hash).toBe(true);
      expect(stayDetailQuery(stayPriceInputs("booking", hash)).toString(), hash).toBe(stayDetailQuery(server).toString());
    }
    expect(sameStayPriceInputs(stayPriceInputs("booking", "#a=3"), server)).toBe(false);
  });
  it("ignores dates and party in gifting and sends the flow", () => {
    const gift = stayPriceInputs("gifting", "#checkin=2027-03-05&checkout=2027-03-07&a=4");
    expect(gift).toEqual({ flow: "gifting", checkin: null, nights: null, a: 2, c: 0, b: 0 });
    expect(stayDetailQuery(gift).get("flow")).toBe("gifting");
    expect(stayDetailQuery(stayPriceInputs("booking", "")).get("flow")).toBe("booking");
    expect(stayDetailQuery(stayPriceInputs("booking", "#checkin=2027-03-05&checkout=2027-03-07")).get("night")).toBe("2");
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
  it("shows list prices in whole euros rounded up, quoted amounts with their cents (decision 064)", () => {
    // A 3-night stay scaled from a 2-night package: 20850 cents.
    expect(formatListPrice(20850, "fr_FR").replace(/\s/g, " ")).toBe("209 €");
    expect(formatListPrice(20850, "nl_BE").replace(/\s/g, " ")).toBe("€ 209");
    expect(formatListPrice(20800, "es_ES").replace(/\s/g, " ")).toBe("208 €");
    expect(formatMoney(20850, "fr_FR").replace(/\s/g, " ")).toBe("208,50 €");
    expect(() => formatListPrice(0.5, "fr_FR")).toThrow(TypeError);
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

describe("activity price table: one person (spec 001 §3 prices by number of people; decision 044)", () => {
  it("one person pays more than half the two-person price and less than all of it", () => {
    for (const two of [2_900, 4_500, 9_990, 12_345, 100]) {
      const one = activityPartyPrice(two, { adults: 1, children: 0 });
      expect(Number.isInteger(one)).toBe(true);
      expect(one * 2).toBeGreaterThan(two);
      expect(one).toBeLessThan(two);
      expect(one).toBe(Math.ceil((two * ACTIVITY_ONE_PERSON_PERCENT) / 100));
    }
    expect(activityPartyPrice(2_900, { adults: 1, children: 0 })).toBe(1_740);
  });
  it("matches the SQL's integer arithmetic (x * p + 99) / 100", () => {
    for (let two = 0; two < 5_000; two += 7) {
      expect(activityPartyPrice(two, { adults: 1, children: 0 })).toBe(Math.trunc((two * ACTIVITY_ONE_PERSON_PERCENT + 99) / 100));
    }
  });
  it("leaves any other party's price as it is", () => {
    expect(activityPartyPrice(2_900, { adults: 2, children: 0 })).toBe(2_900);
    expect(activityPartyPrice(4_000, { adults: 1, children: 1 })).toBe(4_000);
    expect(isOnePerson({ adults: 1, children: 0 })).toBe(true);
    expect(isOnePerson({ adults: 1, children: 2 })).toBe(false);
  });
});

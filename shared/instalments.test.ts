/** Instalment and pay-later rules (spec 001 §9): one test per condition and its edges. */
import { describe, expect, it } from "vitest";
import { allowedPaymentOptions, marketPaymentOptions } from "./instalments";
import { POINTS_OF_SALE } from "./markets";

const euros = (n: number) => n * 100;

describe("marketPaymentOptions (what the footer may promise)", () => {
  it("offers the shop's pay-later, 3x and 4x only in fr_FR, es_ES, fr_BE and nl_BE", () => {
    for (const pos of ["fr_FR", "fr_BE", "nl_BE"] as const) expect(marketPaymentOptions(pos)).toEqual(["payLater", "threeTimes", "fourTimes"]);
    expect(marketPaymentOptions("es_ES")).toEqual(["payLater", "threeTimes", "fourTimes", "paypalPayLater"]);
  });

  it("offers Italy only PayPal pay-later and the Netherlands nothing", () => {
    expect(marketPaymentOptions("it_IT")).toEqual(["paypalPayLater"]);
    expect(marketPaymentOptions("nl_NL")).toEqual([]);
  });

  it("never promises 3x or 4x outside the four enabled markets", () => {
    for (const pos of POINTS_OF_SALE) {
      const split = marketPaymentOptions(pos).some((o) => o === "threeTimes" || o === "fourTimes");
      expect(split, pos).toBe(["fr_FR", "es_ES", "fr_BE", "nl_BE"].includes(pos));
    }
  });
});

describe("allowedPaymentOptions (one stay)", () => {
  const fr = (totalCents: number, daysToArrival: number) => allowedPaymentOptions({ pointOfSale: "fr_FR", totalCents, daysToArrival });

  it("allows 3x from 200 € and 4x from 250 €, both up to 2000 € inclusive", () => {
    expect(fr(euros(199) + 99, 30)).toEqual(["payLater"]);
    expect(fr(euros(200), 30)).toEqual(["payLater", "threeTimes"]);
    expect(fr(euros(249) + 99, 30)).toEqual(["payLater", "threeTimes"]);
    expect(fr(euros(250), 30)).toEqual(["payLater", "threeTimes", "fourTimes"]);
    expect(fr(euros(2000), 30)).toEqual(["payLater", "threeTimes", "fourTimes"]);
    expect(fr(euros(2000) + 1, 30)).toEqual(["payLater"]);
  });

  it("needs the arrival at least 7 days ahead for 3x/4x and 5 days for pay-later", () => {
    expect(fr(euros(500), 7)).toEqual(["payLater", "threeTimes", "fourTimes"]);
    expect(fr(euros(500), 6)).toEqual(["payLater"]);
    expect(fr(euros(500), 5)).toEqual(["payLater"]);
    expect(fr(euros(500), 4)).toEqual([]);
    expect(fr(euros(500), 0)).toEqual([]);
  });

  it("allows PayPal pay-later from 30 € to 2000 € in es_ES and it_IT, whatever the arrival", () => {
    const it_ = (totalCents: number, daysToArrival: number) => allowedPaymentOptions({ pointOfSale: "it_IT", totalCents, daysToArrival });
    expect(it_(euros(29) + 99, 30)).toEqual([]);
    expect(it_(euros(30), 0)).toEqual(["paypalPayLater"]);
    expect(it_(euros(2000), 1)).toEqual(["paypalPayLater"]);
    expect(it_(euros(2000) + 1, 1)).toEqual([]);
    expect(allowedPaymentOptions({ pointOfSale: "es_ES", totalCents: euros(300), daysToArrival: 10 })).toEqual(["payLater", "threeTimes", "fourTimes", "paypalPayLater"]);
    expect(allowedPaymentOptions({ pointOfSale: "fr_FR", totalCents: euros(100), daysToArrival: 1 })).toEqual([]);
  });

  it("allows nothing in nl_NL and never 3x/4x in it_IT", () => {
    expect(allowedPaymentOptions({ pointOfSale: "nl_NL", totalCents: euros(500), daysToArrival: 30 })).toEqual([]);
    expect(allowedPaymentOptions({ pointOfSale: "it_IT", totalCents: euros(500), daysToArrival: 30 })).toEqual(["paypalPayLater"]);
  });

  it("refuses a total that is not positive integer cents or days that are not a whole number", () => {
    expect(() => fr(199.5, 10)).toThrow(RangeError);
    expect(() => fr(0, 10)).toThrow(RangeError);
    expect(() => fr(euros(300), -1)).toThrow(RangeError);
    expect(() => fr(euros(300), 1.5)).toThrow(RangeError);
  });
});

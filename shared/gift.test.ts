import { describe, expect, it } from "vitest";
import { bucketPrices, chosenGiftNights, giftNightsRange, giftShipping, giftTotal, isGiftcardAmount, priceAtShare } from "./gift";

describe("gift nights (spec 001 §4, §9)", () => {
  it("reads the range from settings, 1 to 3 by default", () => {
    expect(giftNightsRange()).toEqual({ min: 1, max: 3 });
    expect(giftNightsRange("2", "4")).toEqual({ min: 2, max: 4 });
    expect(giftNightsRange("0", "x")).toEqual({ min: 1, max: 3 });
    expect(giftNightsRange("3", "2")).toEqual({ min: 1, max: 3 });
    expect(giftNightsRange("", "12")).toEqual({ min: 1, max: 3 });
  });
  it("takes the requested nights when listed, else 1, else the first", () => {
    const list = [{ nights: 1 }, { nights: 2 }, { nights: 3 }];
    expect(chosenGiftNights(list, 2)).toBe(2);
    expect(chosenGiftNights(list, 9)).toBe(1);
    expect(chosenGiftNights(list)).toBe(1);
    expect(chosenGiftNights([{ nights: 2 }, { nights: 3 }])).toBe(2);
    expect(chosenGiftNights([])).toBeNull();
  });
});

describe("price buckets (spec 001 §9: Serenity ~55 %, Liberty 70 % of the weekends)", () => {
  it("takes the nearest-rank percentile", () => {
    const prices = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190];
    expect(priceAtShare(prices, 0.55)).toBe(150);
    expect(priceAtShare(prices, 0.7)).toBe(160);
    expect(priceAtShare([], 0.5)).toBeNull();
  });
  it("scales the voucher price by the percentile weekend over the cheapest, rounded up to the euro", () => {
    const weekends = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190];
    // 15000 * 150 / 100 = 22500; 15000 * 160 / 100 = 24000
    expect(bucketPrices(15000, weekends)).toEqual([15000, 22500, 24000]);
    expect(bucketPrices(9990, [100, 103])).toEqual([9990, 10300, 10300]);
    expect(bucketPrices(9990, [])).toEqual([9990, 9990, 9990]);
  });
});

describe("gift shipping (spec 001 §3 shippingCost with international fee)", () => {
  const costs = { amount: 490, internationalShippingFeesPerCountry: { BE: 300, ES: 800 } };
  it("ships nothing digital, the amount at home and the fee abroad", () => {
    expect(giftShipping({ format: "digital", costs, marketCountry: "FR", deliveryCountry: "ES" })).toEqual({ amount: 0, internationalFee: 0 });
    expect(giftShipping({ format: "physical", costs, marketCountry: "FR", deliveryCountry: "FR" })).toEqual({ amount: 490, internationalFee: 0 });
    expect(giftShipping({ format: "physical", costs, marketCountry: "FR", deliveryCountry: "BE" })).toEqual({ amount: 490, internationalFee: 300 });
    expect(giftShipping({ format: "physical", costs, marketCountry: "FR", deliveryCountry: "US" })).toBeNull();
  });
  it("adds every line of the total", () => {
    expect(giftTotal({ sellPrice: 15000, upsell: 2000, sleeve: 500, shipping: { amount: 490, internationalFee: 300 } })).toBe(18290);
  });
  it("sells gift cards in whole euros between 50 and 1000 (the CMS copy)", () => {
    expect(isGiftcardAmount(5000)).toBe(true);
    expect(isGiftcardAmount(4900)).toBe(false);
    expect(isGiftcardAmount(5050)).toBe(false);
    expect(isGiftcardAmount(100100)).toBe(false);
  });
});

describe("included dates of the gifting upsell (spec 001 §4 included, supplement, notAvailable)", () => {
  // 2026-12-04 is a Friday, 12-05 a Saturday.
  const days = [
    { day: "2026-12-03", price: 9000 },
    { day: "2026-12-04", price: 10000 },
    { day: "2026-12-05", price: 12000 },
    { day: "2026-12-06", price: null },
    { day: "2026-12-11", price: 11000 },
    { day: "2026-12-12", price: 14000 },
  ];
  it("knows the weekend check-ins", async () => {
    const { isWeekendCheckin, weekendPrices } = await import("./gift");
    expect(isWeekendCheckin("2026-12-04")).toBe(true);
    expect(isWeekendCheckin("2026-12-06")).toBe(false);
    expect(weekendPrices(days)).toEqual([10000, 12000, 11000, 14000]);
  });
  it("includes the cheapest day for Essential, the bucket's share of weekends otherwise, every available day with the upsell", async () => {
    const { includedThreshold, giftDayStatus } = await import("./gift");
    expect(includedThreshold(days, 1)).toBe(9000);
    // Weekends sorted 10000, 11000, 12000, 14000: ceil(0.55 * 4) = ceil(0.7 * 4) = the 3rd.
    expect(includedThreshold(days, 2)).toBe(12000);
    expect(includedThreshold(days, 3)).toBe(12000);
    expect(giftDayStatus(10000, 9000, false)).toBe("supplement");
    expect(giftDayStatus(9000, 9000, false)).toBe("included");
    expect(giftDayStatus(14000, 9000, true)).toBe("included");
    expect(giftDayStatus(null, 9000, true)).toBe("notAvailable");
    expect(includedThreshold([{ day: "2026-12-06", price: null }], 1)).toBeNull();
  });
});

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
  it("sells gift cards in whole euros between 20 and 1000", () => {
    expect(isGiftcardAmount(5000)).toBe(true);
    expect(isGiftcardAmount(1900)).toBe(false);
    expect(isGiftcardAmount(5050)).toBe(false);
    expect(isGiftcardAmount(100100)).toBe(false);
  });
});

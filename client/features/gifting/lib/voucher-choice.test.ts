import { describe, expect, it } from "vitest";
import { voucherChoice } from "./voucher-choice";

const base = { variant: "threePrices" as const, care: false, bucketPrices: [19900, 23900, 27900] };

describe("voucherChoice (spec 001 §6 three-price single voucher, decision 043)", () => {
  it("shows three prices to a shopper assigned threePrices", () => {
    expect(voucherChoice(base)).toBe("threePrices");
  });
  it("keeps the night selector for control, before hydration and in customer care", () => {
    expect(voucherChoice({ ...base, variant: "control" })).toBe("nights");
    expect(voucherChoice({ ...base, care: true })).toBe("nights");
  });
  it("keeps the night selector when the three prices are not three rising prices", () => {
    expect(voucherChoice({ ...base, bucketPrices: [19900, 19900, 19900] })).toBe("nights");
    expect(voucherChoice({ ...base, bucketPrices: [19900, 23900, 23900] })).toBe("nights");
    expect(voucherChoice({ ...base, bucketPrices: [19900, 23900] })).toBe("nights");
  });
});

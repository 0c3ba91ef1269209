/**
 * The gift recipient's calls at the spec's paths (beneficiary-calls.ts; spec 001 §7 rows
 * "{origin}/beneficiary/boxes/offers, /facets | checkinDate" and "{origin}/beneficiary/
 * single-vouchers/offers, /facets | checkinDate, hotelId, numberOfPackagesPerHotel 20,
 * matchOfferRangePriceWithGiftAmount false"; decision 073).
 */
import { describe, expect, it } from "vitest";
import { beneficiaryCallPaths, giftKindOf } from "./beneficiary-calls";

describe("giftKindOf", () => {
  it("reads the readable beneficiary_gift cookie; anything else is no kind", () => {
    expect(giftKindOf("a=1; beneficiary_gift=box; b=2")).toBe("box");
    expect(giftKindOf("beneficiary_gift=single_voucher")).toBe("single_voucher");
    expect(giftKindOf("beneficiary_gift=other")).toBeNull();
    expect(giftKindOf("")).toBeNull();
  });
});

describe("beneficiaryCallPaths", () => {
  it("a box: its offers and facets paths with checkinDate and the page", () => {
    const p = beneficiaryCallPaths("box", { page: 1, checkinDate: "2027-02-12" });
    expect(p.offers).toBe("/beneficiary/boxes/offers?page=1&checkinDate=2027-02-12");
    expect(p.facets).toBe("/beneficiary/boxes/facets?page=1&checkinDate=2027-02-12");
  });

  it("a single voucher: checkinDate, hotelId, numberOfPackagesPerHotel 20, matchOfferRangePriceWithGiftAmount false", () => {
    const p = beneficiaryCallPaths("single_voucher", { page: 0, checkinDate: "2027-02-12", hotelId: 42 });
    const q = new URL(p.offers, "http://x").searchParams;
    expect(p.offers.startsWith("/beneficiary/single-vouchers/offers?")).toBe(true);
    expect(p.facets.startsWith("/beneficiary/single-vouchers/facets?")).toBe(true);
    expect(Object.fromEntries(q)).toEqual({ page: "0", checkinDate: "2027-02-12", hotelId: "42", numberOfPackagesPerHotel: "20", matchOfferRangePriceWithGiftAmount: "false" });
  });

  it("a malformed day is not sent", () => {
    expect(beneficiaryCallPaths("box", { page: 0, checkinDate: "12/02/2027" }).offers).toBe("/beneficiary/boxes/offers?page=0");
  });
});

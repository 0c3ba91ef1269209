import { describe, expect, it } from "vitest";
import { freeModification, priceDifference } from "./price-difference";

const flexible = { cancellable: true, cancellationDeadline: "2026-12-10" };
const ncnr = { cancellable: false, cancellationDeadline: null };

describe("priceDifference (spec 000 §9 free modification until the deadline)", () => {
  it("charges a dearer stay the difference, before or after the deadline", () => {
    expect(priceDifference({ bookedPrice: 25_000, newPrice: 31_050, priceType: "final", policy: flexible, today: "2026-12-01" })).toEqual({ kind: "charge", amount: 6_050 });
    expect(priceDifference({ bookedPrice: 25_000, newPrice: 31_050, priceType: "final", policy: ncnr, today: "2026-12-01" })).toEqual({ kind: "charge", amount: 6_050 });
  });
  it("refunds a cheaper stay until the deadline day included, then no more", () => {
    expect(priceDifference({ bookedPrice: 25_000, newPrice: 19_900, priceType: "final", policy: flexible, today: "2026-12-10" })).toEqual({ kind: "refund", amount: 5_100 });
    expect(priceDifference({ bookedPrice: 25_000, newPrice: 19_900, priceType: "final", policy: flexible, today: "2026-12-11" })).toEqual({ kind: "noRefund", amount: 5_100 });
    expect(priceDifference({ bookedPrice: 25_000, newPrice: 19_900, priceType: "final", policy: ncnr, today: "2026-12-01" })).toEqual({ kind: "noRefund", amount: 5_100 });
  });
  it("says 'same price' for an equal price and nothing for a 'from' price", () => {
    expect(priceDifference({ bookedPrice: 25_000, newPrice: 25_000, priceType: "final", policy: flexible, today: "2026-12-01" })).toEqual({ kind: "same" });
    expect(priceDifference({ bookedPrice: 25_000, newPrice: 9_900, priceType: "from", policy: flexible, today: "2026-12-01" })).toEqual({ kind: "none" });
  });
  it("needs a cancellable policy with a deadline for a free modification", () => {
    expect(freeModification(flexible, "2026-12-10")).toBe(true);
    expect(freeModification({ cancellable: true, cancellationDeadline: null }, "2026-12-01")).toBe(false);
    expect(freeModification(ncnr, "2026-12-01")).toBe(false);
  });
});

/** quote-cover.ts: the chosen cancellation cover on the stay page's quote (decision 059). */
import { describe, expect, it } from "vitest";
import type { CancellationOffer } from "#shared/contract/cancellation-offers";
import { cartCover, quoteCover, todayWithCover } from "./quote-cover";

const policy = { type: "FLEXIBLE" as const, cancellable: true, message: "m", cancellationDeadline: "2027-01-09", cancellableUntil: "2027-01-09" };
const insured: CancellationOffer = { id: 3, code: "insurancePlus", sellPrice: 31_500, insurance: { price: 1_500, insurer: "X", refundPercent: 100, anyReason: true, deadlineDays: 0 }, cancellationPolicy: policy };
const standard: CancellationOffer = { id: 1, code: "standard", sellPrice: 30_000, insurance: null, cancellationPolicy: policy };

describe("quoteCover", () => {
  it("adds a chosen insurance's premium to today's amount and sends it with the cart", () => {
    const cover = quoteCover(3, { bookable: true, cancellationOffer: insured });
    expect(cover).toMatchObject({ state: "chosen", premium: 1_500 });
    expect(todayWithCover(30_000, cover)).toBe(31_500);
    expect(cartCover(cover)).toBe(3);
  });

  it("shows nothing without a cover, with the stay's own conditions, or before a bookable quote", () => {
    for (const cover of [
      quoteCover(undefined, { bookable: true, cancellationOffer: insured }),
      quoteCover(1, { bookable: true, cancellationOffer: standard }),
      quoteCover(3, { bookable: false, cancellationOffer: undefined }),
      quoteCover(3, undefined),
    ]) {
      expect(cover).toEqual({ state: "none" });
      expect(todayWithCover(30_000, cover)).toBe(30_000);
      expect(cartCover(cover)).toBeUndefined();
    }
  });

  it("says a cover no longer on sale for these dates, and books without it", () => {
    const cover = quoteCover(3, { bookable: true, cancellationOffer: null });
    expect(cover).toEqual({ state: "unavailable" });
    expect(todayWithCover(30_000, cover)).toBe(30_000);
    expect(cartCover(cover)).toBeUndefined();
  });
});

/** Booking price breakdown lines (spec 001 §3): only lines with an amount, in order, signed. */
import { describe, expect, it } from "vitest";
import { breakdownLines } from "./breakdown-lines";

const empty = { insurance: 0, extras: 0, shippingCost: { amount: 0, internationalFee: 0 }, reductionAmount: 0, giftcards: [], remainingAmountToPay: 30_000 };

describe("breakdownLines", () => {
  it("shows nothing for a stay with no extra", () => {
    expect(breakdownLines(empty)).toEqual([]);
  });

  it("shows each line that has an amount, what is taken off with a minus sign", () => {
    const lines = breakdownLines({
      ...empty,
      insurance: 1_250,
      shippingCost: { amount: 0, internationalFee: 900 },
      reductionAmount: 2_000,
      giftcards: [{ serialNumber: "GC-1", usedAmount: 5_000 }, { serialNumber: "GC-2", usedAmount: 0 }],
    });
    expect(lines).toEqual([
      { key: "booking.insurance", amount: 1_250, sign: 1 },
      { key: "booking.internationalFee", amount: 900, sign: 1 },
      { key: "booking.reduction", amount: 2_000, sign: -1 },
      { key: "booking.giftcard", label: "GC-1", amount: 5_000, sign: -1 },
    ]);
  });
});

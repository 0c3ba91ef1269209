/**
 * The optional lines of a booking price breakdown (spec 001 §3 Booking price breakdown: insurance
 * amount, extras, shippingCost amount and internationalFee, reductionAmount, giftcards with
 * serialNumber and usedAmount), in display order, only those with an amount: a line of 0 is not
 * shown. Amounts in cents, positive; `sign` -1 for what is taken off the amount to pay.
 */
import type { Cart } from "#shared/contract/cart";

export interface BreakdownLine {
  /** Message key of the line's label (locales/*.json). */
  key: "booking.insurance" | "booking.extras" | "booking.shipping" | "booking.internationalFee" | "booking.reduction" | "booking.giftcard";
  /** The gift card's serial number (booking.giftcard only). */
  label?: string;
  amount: number;
  sign: 1 | -1;
}

export function breakdownLines(b: Cart["breakdown"]): BreakdownLine[] {
  const lines: BreakdownLine[] = [
    { key: "booking.insurance", amount: b.insurance, sign: 1 },
    { key: "booking.extras", amount: b.extras, sign: 1 },
    { key: "booking.shipping", amount: b.shippingCost.amount, sign: 1 },
    { key: "booking.internationalFee", amount: b.shippingCost.internationalFee, sign: 1 },
    { key: "booking.reduction", amount: b.reductionAmount, sign: -1 },
    ...b.giftcards.map((g) => ({ key: "booking.giftcard" as const, label: g.serialNumber, amount: g.usedAmount, sign: -1 as const })),
  ];
  return lines.filter((l) => l.amount > 0);
}

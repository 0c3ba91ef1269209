/**
 * The price difference a MODIFICATION card shows (spec 000 §2 view mode MODIFICATION; §9
 * cancellation policy: "free modification until the deadline date (a cheaper stay refunds the
 * difference, a dearer one charges it); no refund after the check-in deadline"). Pure.
 *
 * Amounts are integer cents of the sell price (stay for the party and nights, tourist tax apart:
 * it is paid at the hotel). `today` and the deadline are calendar dates ('YYYY-MM-DD') in the
 * market's time zone; the deadline day itself is still free (the card label says "until" it).
 *
 * - `charge`: the new stay costs `amount` more; charged whatever the deadline.
 * - `refund`: it costs `amount` less and the modification is free (deadline not passed): refunded.
 * - `noRefund`: it costs `amount` less but the deadline has passed or the booking is
 *   non-refundable (NCNR): nothing is refunded.
 * - `same`: the same price.
 * - `none`: no comparison (the card shows a 'from' price: no dates, so no final price).
 */
import type { CancellationPolicy } from "#shared/contract/common";

export type PriceDifference =
  | { kind: "charge" | "refund" | "noRefund"; amount: number }
  | { kind: "same" | "none" };

/** Whether the booking may still be modified free of charge on `today`. */
export function freeModification(policy: Pick<CancellationPolicy, "cancellable" | "cancellationDeadline">, today: string): boolean {
  return policy.cancellable && policy.cancellationDeadline !== null && today <= policy.cancellationDeadline;
}

/** The difference of a stay priced `newPrice` (its `priceType`) against a booking of `bookedPrice` cents. */
export function priceDifference(input: {
  bookedPrice: number;
  newPrice: number;
  priceType: string;
  policy: Pick<CancellationPolicy, "cancellable" | "cancellationDeadline">;
  today: string;
}): PriceDifference {
  if (input.priceType !== "final") return { kind: "none" };
  const diff = input.newPrice - input.bookedPrice;
  if (diff === 0) return { kind: "same" };
  if (diff > 0) return { kind: "charge", amount: diff };
  return { kind: freeModification(input.policy, input.today) ? "refund" : "noRefund", amount: -diff };
}

/**
 * How a stay's payment is spread (spec 001 §3 Instalment option, §9 "Instalments: monthly, fee on
 * the first"): pure functions over integer cents and 'YYYY-MM-DD' calendar dates, used by the
 * eligibility endpoint (alma-eligibility.ts). Which options a stay may use is shared/instalments.ts.
 *
 * Choices the spec leaves open (docs/decisions/039-instalments-upsells.md):
 * - fees: 3 times 1.5 %, 4 times 2 % of the amount (rounded to the cent), none for pay-later and
 *   for PayPal (PayPal states its own terms at checkout);
 * - the first instalment is paid today, the next ones on the same day of the following months
 *   (the 31st becomes the month's last day); the rounding cents go with the first, as the fee;
 * - pay-later takes the whole amount once, on the last day of free cancellation when the stay
 *   has one, else (or if later) PAY_LATER_DAYS_BEFORE_ARRIVAL days before the check-in, and never
 *   earlier than tomorrow.
 */
import type { PaymentOption } from "../../shared/instalments";
import { addDays } from "./dates";

/** Fee of each option in basis points of the amount (150 = 1.5 %). */
export const FEE_BASIS_POINTS: Record<PaymentOption, number> = { payLater: 0, threeTimes: 150, fourTimes: 200, paypalPayLater: 0 };

/** Pay-later's payment happens at the latest this many days before the check-in. */
export const PAY_LATER_DAYS_BEFORE_ARRIVAL = 3;

/** One payment: cents and 'YYYY-MM-DD'. */
export interface SplitPayment {
  amount: number;
  date: string;
}

/** The fee of `option` for `amountCents` (integer cents, rounded half up). */
export function paymentFee(option: PaymentOption, amountCents: number): number {
  return Math.round((amountCents * FEE_BASIS_POINTS[option]) / 10_000);
}

/**
 * `iso` plus `months` calendar months; a day the target month lacks becomes its last day
 * (2027-01-31 + 1 → 2027-02-28). Throws RangeError for a malformed date or a negative count.
 */
export function addMonths(iso: string, months: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m || !Number.isInteger(months) || months < 0) throw new RangeError(`addMonths(${iso}, ${months})`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(m[3]), last);
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * Splits `amountCents` into `count` monthly payments from `firstDate`, the fee and the rounding
 * cents on the first: every later payment is floor(amount / count), the first the rest plus
 * `feeCents`. The amounts sum to amount + fee. Throws RangeError for a non-positive integer
 * amount, a count below 1 or a negative fee.
 */
export function splitPayments(amountCents: number, count: number, feeCents: number, firstDate: string): SplitPayment[] {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new RangeError(`amountCents must be a positive integer, got ${amountCents}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  if (!Number.isInteger(feeCents) || feeCents < 0) throw new RangeError(`feeCents must be a non-negative integer, got ${feeCents}`);
  const each = Math.floor(amountCents / count);
  return Array.from({ length: count }, (_, i) => ({
    amount: i === 0 ? amountCents - each * (count - 1) + feeCents : each,
    date: addMonths(firstDate, i),
  }));
}

/**
 * The day pay-later takes the money: `cancellableUntil` when given and earlier than
 * PAY_LATER_DAYS_BEFORE_ARRIVAL days before `checkin`, else that day; at least `today` + 1.
 */
export function payLaterDate(today: string, checkin: string, cancellableUntil: string | null): string {
  const latest = addDays(checkin, -PAY_LATER_DAYS_BEFORE_ARRIVAL);
  const day = cancellableUntil && cancellableUntil < latest ? cancellableUntil : latest;
  const tomorrow = addDays(today, 1);
  return day < tomorrow ? tomorrow : day;
}

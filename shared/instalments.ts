/**
 * Instalment and pay-later rules (spec 001 §9 "Instalments: monthly, fee on the first. Pay later:
 * arrival at least 5 days ahead. 3x: at least 7 days, total 200 to 2000 euros. 4x: at least 7
 * days, 250 to 2000. Enabled for fr_FR, es_ES, fr_BE, nl_BE. PayPal pay-later: total 30 to 2000,
 * es_ES and it_IT.").
 *
 * Pure and shared: the footer shows what a market offers at all (`marketPaymentOptions`), a
 * product or checkout page asks what one stay allows (`allowedPaymentOptions`). Amounts are integer
 * cents, bounds inclusive; days to arrival are whole calendar days from today (in the market's time
 * zone) to the checkin date. The spec gives PayPal pay-later no arrival condition and the store's
 * pay-later no amount condition; none is invented here.
 */
import type { PointOfSale } from "./markets";

/**
 * A way to spread or defer the payment of a stay.
 * - payLater: nothing today, the whole amount later (the shop's own pay-later).
 * - threeTimes / fourTimes: monthly instalments, the fee is charged with the first one.
 * - paypalPayLater: PayPal's own pay-later, offered by PayPal at checkout.
 */
export type PaymentOption = "payLater" | "threeTimes" | "fourTimes" | "paypalPayLater";

/** One option's conditions. Cents and days are inclusive lower/upper bounds. */
export interface PaymentRule {
  option: PaymentOption;
  pointsOfSale: readonly PointOfSale[];
  /** Least number of days between today and the checkin, or 0 when the spec sets none. */
  minDaysToArrival: number;
  /** Least total of the stay in cents, or 0 when the spec sets none. */
  minTotalCents: number;
  /** Greatest total of the stay in cents, or null when the spec sets none. */
  maxTotalCents: number | null;
  /** Number of monthly payments (1 for a single deferred payment). */
  payments: number;
}

const INSTALMENT_MARKETS: readonly PointOfSale[] = ["fr_FR", "es_ES", "fr_BE", "nl_BE"];

/** The rules of spec 001 §9, in the order the options are shown. */
export const PAYMENT_RULES: readonly PaymentRule[] = [
  { option: "payLater", pointsOfSale: INSTALMENT_MARKETS, minDaysToArrival: 5, minTotalCents: 0, maxTotalCents: null, payments: 1 },
  { option: "threeTimes", pointsOfSale: INSTALMENT_MARKETS, minDaysToArrival: 7, minTotalCents: 200_00, maxTotalCents: 2000_00, payments: 3 },
  { option: "fourTimes", pointsOfSale: INSTALMENT_MARKETS, minDaysToArrival: 7, minTotalCents: 250_00, maxTotalCents: 2000_00, payments: 4 },
  { option: "paypalPayLater", pointsOfSale: ["es_ES", "it_IT"], minDaysToArrival: 0, minTotalCents: 30_00, maxTotalCents: 2000_00, payments: 1 },
];

/** The rule of one option (every option has exactly one). */
export function paymentRule(option: PaymentOption): PaymentRule {
  return PAYMENT_RULES.find((r) => r.option === option)!;
}

/** Options a market offers for some stay, in display order; empty when it offers none (nl_NL). */
export function marketPaymentOptions(pointOfSale: PointOfSale): PaymentOption[] {
  return PAYMENT_RULES.filter((r) => r.pointsOfSale.includes(pointOfSale)).map((r) => r.option);
}

/**
 * Options allowed for one stay: the market offers it, the total (integer cents, > 0) is within its
 * bounds and the checkin is at least its number of days away. Returns [] for a stay that allows
 * none. Throws RangeError for a total that is not a positive integer or days that are not a
 * non-negative integer (callers compute both; a bad value is a programming error, not input).
 */
export function allowedPaymentOptions(stay: { pointOfSale: PointOfSale; totalCents: number; daysToArrival: number }): PaymentOption[] {
  const { pointOfSale, totalCents, daysToArrival } = stay;
  if (!Number.isInteger(totalCents) || totalCents <= 0) throw new RangeError(`totalCents must be a positive integer, got ${totalCents}`);
  if (!Number.isInteger(daysToArrival) || daysToArrival < 0) throw new RangeError(`daysToArrival must be a non-negative integer, got ${daysToArrival}`);
  return PAYMENT_RULES.filter(
    (r) =>
      r.pointsOfSale.includes(pointOfSale) &&
      daysToArrival >= r.minDaysToArrival &&
      totalCents >= r.minTotalCents &&
      (r.maxTotalCents === null || totalCents <= r.maxTotalCents),
  ).map((r) => r.option);
}

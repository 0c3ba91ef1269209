/**
 * GET {frontGateway}/purchase/alma/eligibility: the instalment and pay-later options of one stay
 * (spec 001 §3 Instalment option, §7, §9 Instalments).
 *
 * Query: `amount` (the amount to pay today, integer cents, 1..100,000,000), `checkinDate`
 * ('YYYY-MM-DD'), `pointOfSale` in lower case (fr_fr, es_es, fr_be, nl_be, nl_nl, it_it),
 * `cancellationPolicyType` (NCNR or FLEXIBLE) and, optionally, `cancellableUntil` ('YYYY-MM-DD',
 * the last day of free cancellation). A `locale` is accepted and ignored (the storefront's API
 * always adds it). Anything else malformed → 400; a check-in in the past → 400.
 *
 * Answer: `paymentMethods`, in display order, each `{ type, paymentFee, splittedPayments }`:
 * the fee (cents, 0 when none) is charged with the first payment; `splittedPayments` are the
 * payments in date order, amounts in cents summing to `amount + paymentFee`. PayPal's pay-later
 * is offered by PayPal at checkout: its `splittedPayments` is empty. No option → `[]`.
 */
import * as v from "valibot";
import { CONTRACT_LOCALES, DateSchema, LocaleSchema, queryInt } from "./common";

/** The types of payment method, in display order (shared/instalments.ts PaymentOption). */
export const PAYMENT_METHOD_TYPES = ["payLater", "threeTimes", "fourTimes", "paypalPayLater"] as const;

/** Lower-case points of sale (spec 001 §7 "pointOfSale lower-case"). */
export const LOWER_POINTS_OF_SALE = CONTRACT_LOCALES.map((l) => l.toLowerCase()) as unknown as readonly ["es_es", "fr_fr", "fr_be", "nl_be", "nl_nl", "it_it"];

/** Query of GET purchase/alma/eligibility. */
export const AlmaEligibilityQuerySchema = v.object({
  amount: queryInt(1, 100_000_000),
  checkinDate: DateSchema,
  pointOfSale: v.picklist(LOWER_POINTS_OF_SALE, "pointOfSale must be one of es_es, fr_fr, fr_be, nl_be, nl_nl, it_it"),
  cancellationPolicyType: v.picklist(["NCNR", "FLEXIBLE"], "cancellationPolicyType must be NCNR or FLEXIBLE"),
  cancellableUntil: v.optional(DateSchema),
  locale: v.optional(LocaleSchema),
});
export type AlmaEligibilityQuery = v.InferOutput<typeof AlmaEligibilityQuerySchema>;

/** One payment of a split: cents and 'YYYY-MM-DD'. */
export const SplittedPaymentSchema = v.object({ amount: v.number(), date: v.string() });

/** One option (spec 001 §3 Instalment option: type, paymentFee, splittedPayments). */
export const PaymentMethodSchema = v.object({
  type: v.picklist(PAYMENT_METHOD_TYPES),
  /** Fee in cents, charged with the first payment. */
  paymentFee: v.number(),
  splittedPayments: v.array(SplittedPaymentSchema),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const AlmaEligibilityResponseSchema = v.object({ paymentMethods: v.array(PaymentMethodSchema) });
export type AlmaEligibilityResponse = v.InferOutput<typeof AlmaEligibilityResponseSchema>;


/**
 * GET /purchase/alma/eligibility — the instalment and pay-later options of one stay (spec 001 §3
 * Instalment option, §7 {frontGateway}/purchase/alma/eligibility, §9 Instalments;
 * shared/contract/alma-eligibility.ts).
 *
 * Input: AlmaEligibilityQuerySchema (amount in cents, checkinDate, lower-case pointOfSale,
 * cancellationPolicyType, optional cancellableUntil); malformed → 400, a check-in before today
 * → 400. Which options: shared/instalments.ts `allowedPaymentOptions` (market, amount bounds,
 * whole days from today, Europe/Paris, to the check-in; every market's calendar day is the same
 * there). How each is paid: instalment-split.ts. No database: the rules are the shop's.
 */
import { AlmaEligibilityQuerySchema, type AlmaEligibilityResponse, type PaymentMethod } from "../../shared/contract/alma-eligibility";
import { allowedPaymentOptions, paymentRule } from "../../shared/instalments";
import { POINTS_OF_SALE, type PointOfSale } from "../../shared/markets";
import { daysBetween, todayIso } from "./dates";
import { CatalogError, validate } from "./http";
import { payLaterDate, paymentFee, splitPayments } from "./instalment-split";

/** Handles a raw eligibility request; `today` is injectable for tests. */
export function handleAlmaEligibility(query: Record<string, string>, today = todayIso()): AlmaEligibilityResponse {
  const q = validate(AlmaEligibilityQuerySchema, query, "eligibility query");
  const daysToArrival = daysBetween(today, q.checkinDate);
  if (daysToArrival < 0) throw new CatalogError(400, "Invalid eligibility query: checkinDate is in the past", [{ path: "checkinDate", message: "is in the past" }]);
  const pointOfSale = POINTS_OF_SALE.find((p) => p.toLowerCase() === q.pointOfSale) as PointOfSale;
  const options = allowedPaymentOptions({ pointOfSale, totalCents: q.amount, daysToArrival });
  const cancellableUntil = q.cancellationPolicyType === "NCNR" ? null : (q.cancellableUntil ?? null);
  const paymentMethods = options.map((type): PaymentMethod => {
    const fee = paymentFee(type, q.amount);
    if (type === "paypalPayLater") return { type, paymentFee: fee, splittedPayments: [] };
    if (type === "payLater") return { type, paymentFee: fee, splittedPayments: [{ amount: q.amount + fee, date: payLaterDate(today, q.checkinDate, cancellableUntil) }] };
    return { type, paymentFee: fee, splittedPayments: splitPayments(q.amount, paymentRule(type).payments, fee, today) };
  });
  return { paymentMethods };
}

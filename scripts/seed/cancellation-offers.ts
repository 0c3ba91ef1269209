/**
 * The cancellation offers of the embedded catalog (spec 000 §2 "cancellation-offers radio list with
 * insurance"; migrations/0017_cancellation_offers.sql; docs/decisions/053): the stay's own
 * conditions, then two cancellation insurances of a fictional insurer. Premiums in basis points of
 * the stay's sell price with a floor in cents; fixed ids (the radio values).
 */
import type { TableRows } from "./sql";

/** One row of `cancellation_offers`. */
export interface CancellationOfferRow {
  id: number;
  code: "standard" | "insurance" | "insurancePlus";
  position: number;
  premiumBp: number;
  premiumMinCents: number;
  refundPct: number;
  deadlineDays: number;
  anyReason: boolean;
  insurer: string | null;
}

export const CANCELLATION_OFFERS: readonly CancellationOfferRow[] = [
  { id: 1, code: "standard", position: 0, premiumBp: 0, premiumMinCents: 0, refundPct: 80, deadlineDays: 7, anyReason: false, insurer: null },
  // Covered reasons (illness, accident, bereavement, job loss...), all of the stay back up to the day before check-in.
  { id: 2, code: "insurance", position: 1, premiumBp: 450, premiumMinCents: 900, refundPct: 100, deadlineDays: 1, anyReason: false, insurer: "Assurvoyage Horizon" },
  // Any reason, all of the stay back up to the check-in day.
  { id: 3, code: "insurancePlus", position: 2, premiumBp: 750, premiumMinCents: 1500, refundPct: 100, deadlineDays: 0, anyReason: true, insurer: "Assurvoyage Horizon" },
];

/** The rows of `cancellation_offers`; no foreign keys. */
export function cancellationOffersTable(): TableRows {
  return {
    table: "cancellation_offers",
    columns: ["id", "code", "position", "premium_bp", "premium_min_cents", "refund_pct", "deadline_days", "any_reason", "insurer", "active"],
    rows: CANCELLATION_OFFERS.map((o) => [o.id, o.code, o.position, o.premiumBp, o.premiumMinCents, o.refundPct, o.deadlineDays, o.anyReason, o.insurer, true]),
  };
}

/**
 * GET /weekend/:id/packageCheckoutNights.json — stay lengths bookable from a check-in (spec 000
 * §4 "choosing a check-in fetches the possible checkout nights", §5 calendar; spec 001 §4 date
 * selection, §7).
 *
 * Input: id (digits; otherwise 400) and CheckoutNightsQuerySchema (checkin required). Unknown
 * package → 404. Output: ascending night counts (1..20), empty when the day is in the past, a
 * stop-sell day or not covered by any rate plan with rooms (rate-plans.ts). One D1 round trip.
 */
import { CheckoutNightsQuerySchema, type CheckoutNightsResponse } from "../../shared/contract/package-checkout-nights";
import { PackageIdParamSchema } from "../../shared/contract/weekend-detail";
import { todayIso } from "./dates";
import { CatalogError, validate } from "./http";
import { checkoutNights, type RatePlan } from "./rate-plans";
import { batch, prepare } from "./sql";

/** Handles a raw checkout-nights request. */
export async function handleCheckoutNights(db: D1Database, idParam: string, query: Record<string, string>, today = todayIso()): Promise<CheckoutNightsResponse> {
  const id = validate(PackageIdParamSchema, idParam, "package id");
  const q = validate(CheckoutNightsQuerySchema, query, "checkout nights query");
  const [pkgs, plans, closed] = await batch<[{ id: number; nights: number }[], RatePlan[], { day: string }[]]>(db, [
    prepare(db, "SELECT id, nights FROM packages WHERE id = ?1", [id]),
    prepare(db, "SELECT * FROM rate_plans WHERE package_id = ?1 AND valid_from <= ?2 AND valid_to >= ?2 AND rooms > 0", [id, q.checkin]),
    prepare(db, "SELECT day FROM closed_days WHERE package_id = ?1 AND day = ?2", [id, q.checkin]),
  ]);
  if (!pkgs[0]) throw new CatalogError(404, `Package ${id} not found`);
  if (q.checkin < today) return [];
  const closedSet = new Set(closed.map((c) => `${id}|${c.day}`));
  return checkoutNights(q.checkin, id, plans, closedSet, q.length ?? 20);
}

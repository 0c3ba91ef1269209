/**
 * Rate-plan rules in memory (migrations/0001_catalog.sql rate_plans, closed_days; spec 000 §3
 * "Availability per date", §5 calendar rules; spec 001 §3 Availability day). The same rules as
 * the search SQL (search-sql.ts): a check-in day is bookable for a package when a rate plan
 * covers it (valid_from <= day <= valid_to, weekday in the mask, rooms > 0,
 * min_los <= nights <= max_los) and it is not a stop-sell day. Price in cents for the party:
 * sell + extra adults beyond 2 × extra_adult + children × child (babies free), scaled from the
 * package's nights to the stay's nights. An activity-only package (0 nights) for one person: the
 * activity single price (shared/pricing.ts activityPartyPrice).
 */
import { activityPartyPrice } from "../../shared/pricing";
import { weekdayBit } from "./dates";
import type { Party } from "./search-query";

/** A rate_plans row (cents, dates, weekday mask bit 0 = Monday). */
export interface RatePlan {
  package_id: number;
  valid_from: string;
  valid_to: string;
  weekday_mask: number;
  sell_price_cents: number;
  ref_price_cents: number;
  extra_adult_cents: number;
  child_cents: number;
  min_los: number;
  max_los: number;
  rooms: number;
}

/** The best bookable offer of a package on one check-in day. */
export interface DayOffer {
  packageId: number;
  /** cents */
  amount: number;
  /** cents */
  ref: number;
  minLos: number;
  maxLos: number;
  rooms: number;
  nights: number;
}

/** Party supplement of a plan, cents. */
export function supplement(plan: RatePlan, party: Party): number {
  return Math.max(0, party.adults - 2) * plan.extra_adult_cents + party.children * plan.child_cents;
}

/**
 * The cheapest bookable offer of one package on `day`, or null.
 * `packageNights` 0 marks activity-only packages (no length-of-stay rule).
 * `nights` null → the package's own nights.
 */
export function bestOfferOn(
  day: string,
  packageId: number,
  packageNights: number,
  plans: readonly RatePlan[],
  closed: ReadonlySet<string>,
  party: Party,
  nights: number | null,
): DayOffer | null {
  if (closed.has(`${packageId}|${day}`)) return null;
  const bit = weekdayBit(day);
  const stay = packageNights === 0 ? 0 : (nights ?? packageNights);
  let best: DayOffer | null = null;
  for (const r of plans) {
    if (r.package_id !== packageId || r.valid_from > day || r.valid_to < day || (r.weekday_mask & bit) === 0 || r.rooms <= 0) continue;
    if (packageNights > 0 && (r.min_los > stay || r.max_los < stay)) continue;
    const s = supplement(r, party);
    const scale = (x: number) => (packageNights > 0 ? (stay !== packageNights ? Math.round((x * stay) / packageNights) : x) : activityPartyPrice(x, party));
    const amount = scale(r.sell_price_cents + s);
    if (!best || amount < best.amount) {
      best = { packageId, amount, ref: Math.max(amount, scale(r.ref_price_cents + s)), minLos: r.min_los, maxLos: r.max_los, rooms: r.rooms, nights: stay };
    }
  }
  return best;
}

/**
 * Night counts bookable from `day` for a package (spec 000 §4 possible checkout nights): the
 * union of [min_los, max_los] of every plan covering the day, capped at `maxNights`, ascending.
 */
export function checkoutNights(day: string, packageId: number, plans: readonly RatePlan[], closed: ReadonlySet<string>, maxNights = 20): number[] {
  if (closed.has(`${packageId}|${day}`)) return [];
  const bit = weekdayBit(day);
  const set = new Set<number>();
  for (const r of plans) {
    if (r.package_id !== packageId || r.valid_from > day || r.valid_to < day || (r.weekday_mask & bit) === 0 || r.rooms <= 0) continue;
    for (let n = Math.max(1, r.min_los); n <= Math.min(maxNights, r.max_los); n++) set.add(n);
  }
  return [...set].sort((a, b) => a - b);
}

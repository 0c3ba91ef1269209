/**
 * The catalog side of an activity's one price (spec 001 §3 "prices by number of people", §4
 * "Activity purchase"; shared/activity-price.ts; docs/decisions/061): the from-plan of an
 * activity-only package read from D1, and its price table. The activity detail (its page and
 * Offer / Buy-for-myself modal), the cart and the gift cart of an activity all price with these,
 * and the search prices the same plan without dates (search-sql.ts: packages.sell_price_cents +
 * the supplements of the plan that makes it), so the card shows the same per-person figure.
 */
import { ACTIVITY_MAX_PEOPLE, ACTIVITY_MIN_PEOPLE, type ActivityPrice } from "../../shared/contract/activity-detail";
import { activityPrice, type ActivityFromPlan } from "../../shared/activity-price";
import { all, prepare } from "./sql";

/**
 * SQL of an activity's from-plan for package `?1`: the package's from price and reference
 * (packages.sell_price_cents / ref_price_cents: the cheapest plan) and that plan's extra-adult
 * supplement (the search's `supp` rule). One row for an activity-only package, none otherwise.
 */
export const ACTIVITY_FROM_PLAN_SQL = `SELECT p.sell_price_cents AS sell, p.ref_price_cents AS ref,
    COALESCE((SELECT r.extra_adult_cents FROM rate_plans r WHERE r.package_id = p.id AND r.sell_price_cents = p.sell_price_cents LIMIT 1), 0) AS extra
  FROM packages p WHERE p.id = ?1 AND p.item_category = 'activity'`;

/** A row of ACTIVITY_FROM_PLAN_SQL (cents). */
export interface ActivityFromPlanRow {
  sell: number;
  ref: number;
  extra: number;
}

/** The from-plan of a row of ACTIVITY_FROM_PLAN_SQL. */
export function fromPlanOf(row: ActivityFromPlanRow): ActivityFromPlan {
  return { sellPrice: row.sell, refPrice: row.ref, extraAdult: row.extra };
}

/** The from-plan of activity-only package `id`, or null when it is not one. */
export async function activityFromPlan(db: D1Database, id: number): Promise<ActivityFromPlan | null> {
  const [row] = await all<ActivityFromPlanRow>(db, ACTIVITY_FROM_PLAN_SQL, [id]);
  return row ? fromPlanOf(row) : null;
}

/** The statement of `activityFromPlan`, for a batch. */
export const activityFromPlanStatement = (db: D1Database, id: number) => prepare(db, ACTIVITY_FROM_PLAN_SQL, [id]);

/** One line of the price table (the contract's shape) for `people`. */
export function priceLine(plan: ActivityFromPlan, people: number): ActivityPrice {
  const p = activityPrice(plan, people);
  return { paxComposition: { adults: p.people }, sellPrice: p.total, refPrice: p.refTotal, promo: p.promo, moneySaved: p.moneySaved, perPersonPrice: p.perPersonPrice, perPersonRefPrice: p.perPersonRefPrice };
}

/** The price table: one line per number of people, ACTIVITY_MIN_PEOPLE..ACTIVITY_MAX_PEOPLE, ascending. */
export function priceTable(plan: ActivityFromPlan): ActivityPrice[] {
  const lines: ActivityPrice[] = [];
  for (let n = ACTIVITY_MIN_PEOPLE; n <= ACTIVITY_MAX_PEOPLE; n++) lines.push(priceLine(plan, n));
  return lines;
}

/**
 * The activity page's people chooser (spec 001 §2 "hash a is the number of people", §5 "People
 * count on activity: clamped between min and max keys of the prices table (default 2); hash a
 * used if present"; spec 000 §9 "Activity card price is per person"). Pure; amounts in cents.
 */
import type { ActivityPrice } from "#shared/contract/activity-detail";
import { activityPerPerson, type ActivityPersonPrice } from "#shared/activity-price";
import { stayPriceInputs } from "#shared/pricing";

/** People when the hash says nothing (spec 001 §5). */
export const DEFAULT_PEOPLE = 2;

/** Lowest and highest number of people the table prices; null for an empty table. */
export function peopleBounds(prices: readonly ActivityPrice[]): { min: number; max: number } | null {
  if (!prices.length) return null;
  const keys = prices.map((p) => p.paxComposition.adults);
  return { min: Math.min(...keys), max: Math.max(...keys) };
}

/**
 * `wanted` people clamped to the table's keys (DEFAULT_PEOPLE when `wanted` is not a whole number
 * >= 1); with an empty table, `wanted` (or the default) unchanged.
 */
export function clampPeople(wanted: number | null | undefined, prices: readonly ActivityPrice[]): number {
  const n = typeof wanted === "number" && Number.isInteger(wanted) && wanted >= 1 ? wanted : DEFAULT_PEOPLE;
  const b = peopleBounds(prices);
  return b ? Math.min(b.max, Math.max(b.min, n)) : n;
}

/** The people of a URL hash (`a`; malformed → default), clamped to the table. */
export function peopleFromHash(hash: string, prices: readonly ActivityPrice[]): number {
  return clampPeople(stayPriceInputs("booking", hash).a, prices);
}

/** The hash with `a` set to `people`, other keys kept in order. */
export function hashWithPeople(hash: string, people: number): string {
  const q = new URLSearchParams(hash.replace(/^#/, ""));
  q.set("a", String(people));
  return q.toString();
}

/**
 * What the purchase panel and its modal show for `people` (the one activity computation,
 * shared/activity-price.ts, over the table's line: the same figures as the search card); null
 * when the table has no such line.
 */
export function priceForPeople(prices: readonly ActivityPrice[], people: number): ActivityPersonPrice | null {
  const line = prices.find((p) => p.paxComposition.adults === people);
  return line ? activityPerPerson(line.sellPrice, line.refPrice, people) : null;
}

/**
 * Value tiers of facets.json computed in SQL (spec 000 §3 "Filter facets (server)", §5 score
 * tiers 9/8/7), shared by the facet statement (facets.ts) and the search summary derived at seed
 * time (summary-derive.ts), so both count the same things. Prices in cents, unit prices
 * (unit-price.ts); scores /10.
 */

/**
 * Budget buckets in cents of the unit price (per night; per person in the activity flow:
 * unit-price.ts): [from, to) — to null = open. Within the budget slider's 9-250 (spec 000 §5).
 */
export const PRICE_BUCKETS: readonly [number, number | null][] = [
  [0, 7_500],
  [7_500, 10_000],
  [10_000, 15_000],
  [15_000, 25_000],
  [25_000, null],
];

/** Review score tiers: a hotel counts for tier t when its average is >= t. */
export const SCORE_TIERS = [9, 8, 7] as const;

/** SQL CASE giving the bucket index (0-based) of the price expression `price` (cents). */
export function bucketCaseSql(price: string): string {
  return `CASE ${PRICE_BUCKETS.map(([lo, hi], i) => (hi === null ? `WHEN ${price} >= ${lo} THEN ${i}` : `WHEN ${price} < ${hi} THEN ${i}`)).join(" ")} END`;
}

/**
 * SQL boolean: the facility column `facility` is a facet value (not an eco_* label, and not
 * 'pets', which is counted from hotels.pets_allowed).
 */
export function facilityFacetSql(facility: string): string {
  return `${facility} != 'pets' AND substr(${facility}, 1, 4) != 'eco_'`;
}

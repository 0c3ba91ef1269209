/**
 * The price buckets customer care sees on the results page (spec 000 §6 "enables price buckets"):
 * the `price` property of the facets answer (spec 000 §3, §7; ids "from-to" in cents of the unit
 * price, per night or per person in the activity flow, worker/catalog/unit-price.ts; "from-" for
 * the open last bucket, worker/catalog/facet-tiers.ts; each hotel in exactly one) as rows with their bounds
 * in cents and their offer counts. Values with malformed ids are skipped; no price property, no rows.
 */
import type { FacetsResponse } from "#shared/contract/facets";

export interface PriceBucketRow {
  /** Lower bound, cents, inclusive. */
  min: number;
  /** Upper bound, cents, exclusive; null for the open last bucket. */
  max: number | null;
  count: number;
}

export function priceBucketRows(facets: FacetsResponse | undefined): PriceBucketRow[] {
  const price = facets?.properties.find((p) => p.propertyType === "price");
  if (!price) return [];
  const rows: PriceBucketRow[] = [];
  for (const v of price.values) {
    const m = /^(\d+)-(\d*)$/.exec(v.id);
    if (!m) continue;
    rows.push({ min: Number(m[1]), max: m[2] ? Number(m[2]) : null, count: v.count });
  }
  return rows.sort((a, b) => a.min - b.min);
}

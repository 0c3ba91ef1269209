/**
 * facets.json rows from the dated index (spec 000 §3 "Filter facets (server)", §5 tiers, §7 GET
 * facets.json): the same FacetRow set as `facetSql` (facet-sql.ts) for a `datedIndexEligible`
 * query, counted in the isolate. Each group ignores its own filter; facilities keep every hotel
 * filter (AND-combined); tag, price and bucket rows count packages that pass every hotel filter.
 * Counts are hotels; prices cents.
 */
import { PRICE_BUCKETS, SCORE_TIERS } from "../facet-tiers";
import type { FacetRow } from "../facet-sql";
import type { FacetGroup } from "../search-sql";
import type { SearchQuery } from "../search-query";
import { HOTEL_GROUPS } from "../summary-sql";
import { allOf, candidateTests, datedCandidates } from "./candidates";
import type { DatedIndex } from "./data";

/** Bucket index of a price (facet-tiers.ts bucketCaseSql). */
function bucketOf(price: number): number | null {
  for (let i = 0; i < PRICE_BUCKETS.length; i++) {
    const [lo, hi] = PRICE_BUCKETS[i]!;
    if (hi === null ? price >= lo : price < hi) return i;
  }
  return null;
}

/** A facility key that is a facet value (facet-tiers.ts facilityFacetSql). */
const facilityFacet = (key: string) => key !== "pets" && !key.startsWith("eco_");

const row = (g: string, v: string | number | null, n: number | null, n2: number | null = null, x1: string | null = null, x2: string | null = null): FacetRow => ({
  g,
  v,
  n,
  n2,
  x1,
  x2,
});

/** Counts per key, as facet rows of group `g`. */
function countRows(g: string, counts: Map<string | number, number>): FacetRow[] {
  return [...counts.entries()].map(([v, n]) => row(g, v, n));
}

const bump = <K>(m: Map<K, number>, key: K) => m.set(key, (m.get(key) ?? 0) + 1);

/** Every facet row of `q` (must be `datedIndexEligible`). */
export function indexFacetRows(index: DatedIndex, q: SearchQuery): FacetRow[] {
  const H = index.hotels;
  const P = index.packages;
  const c = datedCandidates(index, q);
  const tests = candidateTests(index, q, c);
  const hotelGroups = HOTEL_GROUPS.filter((g) => tests[g] !== null);
  const hotelPasses = allOf(hotelGroups.map((g) => tests[g]));
  const priceAndTag = allOf([tests.price, tests.tag]);

  // hf: per hotel, one candidate (for the hotel tests) and any_pt.
  const someCandidate = new Map<number, number>();
  const anyPt = new Set<number>();
  for (let k = 0; k < c.n; k++) {
    const h = c.hotel[k]!;
    if (!someCandidate.has(h)) someCandidate.set(h, k);
    if (priceAndTag(k)) anyPt.add(h);
  }
  /** Hotels with any_pt passing every hotel test but `skip`. */
  const hotelsExcept = (skip: FacetGroup | null) => {
    const pass = allOf(hotelGroups.filter((g) => g !== skip).map((g) => tests[g]));
    return [...anyPt].filter((h) => pass(someCandidate.get(h)!));
  };

  const rows: FacetRow[] = [];
  const all = hotelsExcept(null);
  rows.push(row("total", null, all.length));
  const grouped = (g: string, skip: FacetGroup, key: (h: number) => string | number) => {
    const counts = new Map<string | number, number>();
    for (const h of hotelsExcept(skip)) bump(counts, key(h));
    rows.push(...countRows(g, counts));
  };
  grouped("stars", "stars", (h) => H.stars[h]!);
  grouped("type", "type", (h) => H.hotelType[h]!);
  grouped("environment", "environment", (h) => H.environment[h]!);
  grouped("style", "style", (h) => H.style[h]!);
  const scored = hotelsExcept("score");
  for (const t of SCORE_TIERS) rows.push(row("score", t, scored.filter((h) => H.score[h]! >= t).length));
  const facilities = new Map<string, number>();
  for (const h of all) for (const key of H.facilities[h]!) if (facilityFacet(key)) bump(facilities, key);
  rows.push(...countRows("facility", facilities));
  rows.push(row("facility", "pets", all.filter((h) => H.pets[h] === 1).length));

  // Package-level groups: candidates passing every hotel test, plus the other package filter.
  const tagHotels = new Map<number, Set<number>>();
  const bucketHotels = new Map<number, Set<number>>();
  let min: number | null = null;
  let max: number | null = null;
  const priceTest = allOf([tests.price]);
  const tagTest = allOf([tests.tag]);
  for (let k = 0; k < c.n; k++) {
    if (!hotelPasses(k)) continue;
    const h = c.hotel[k]!;
    if (priceTest(k)) {
      for (const a of P.activities[c.pkg[k]!]!) {
        if (!index.activities.has(a)) continue;
        const set = tagHotels.get(a) ?? new Set<number>();
        set.add(h);
        tagHotels.set(a, set);
      }
    }
    if (tagTest(k)) {
      const price = c.price[k]!;
      if (min === null || price < min) min = price;
      if (max === null || price > max) max = price;
      const b = bucketOf(price);
      const set = bucketHotels.get(b ?? -1) ?? new Set<number>();
      set.add(h);
      bucketHotels.set(b ?? -1, set);
    }
  }
  for (const [a, set] of tagHotels) {
    const text = index.activities.get(a)!;
    rows.push(row("tag", a, set.size, null, text.group, text.label[q.lang]));
  }
  rows.push(row("price", null, min, max));
  for (const [b, set] of bucketHotels) rows.push(row("bucket", b < 0 ? null : b, set.size));
  return rows;
}

/**
 * facets.json rows from the dated index (spec 000 §3 "Filter facets (server)", §5 tiers, §7 GET
 * facets.json): the same FacetRow set as `facetSql` (facet-sql.ts) for an `indexEligible`
 * query, counted in the isolate. Each group ignores its own filter; facilities keep every hotel
 * filter (AND-combined); tag, price and bucket rows count the packages that pass every hotel
 * filter. Counts are hotels; prices cents. The price row is the range of the unit prices
 * (unit-price.ts), and each hotel counts in the one bucket of its lowest unit price.
 */
import { PRICE_BUCKETS, SCORE_TIERS } from "../facet-tiers";
import type { FacetRow } from "../facet-sql";
import type { SearchQuery } from "../search-query";
import { indexCandidates, type Candidates } from "./candidates";
import { HOTEL_BIT, hotelFails, packageFails, PRICE_BIT, TAG_BIT } from "./filters";
import { groupByHotel } from "./group";
import type { DatedIndex } from "./data";
import { unitParticipants, unitPrice } from "../unit-price";

/** Bucket index of a price (facet-tiers.ts bucketCaseSql), -1 when none. */
function bucketOf(price: number): number {
  for (let i = 0; i < PRICE_BUCKETS.length; i++) {
    const [lo, hi] = PRICE_BUCKETS[i]!;
    if (hi === null ? price >= lo : price < hi) return i;
  }
  return -1;
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

const bump = <K>(m: Map<K, number>, key: K) => m.set(key, (m.get(key) ?? 0) + 1);

/** Facet rows of searches without any filter, kept with the (kept) candidates of a stay, per language. */
const unfilteredMemo = new WeakMap<Candidates, Map<string, FacetRow[]>>();

/**
 * Every facet row of `q` (must be `indexEligible`, candidates.ts). The rows of a stay without any filter are
 * kept with its candidates (the first facets call of a search page), per language. Callers only
 * read the rows.
 */
export function indexFacetRows(index: DatedIndex, q: SearchQuery): FacetRow[] {
  const c = indexCandidates(index, q);
  const f = q.filters;
  const filtered =
    f.price !== null || f.svPrice !== null || f.tags.length > 0 || f.facilities.length > 0 || f.petsAllowed ||
    f.hotelTypes.length > 0 || f.environments.length > 0 || f.styles.length > 0 || f.stars.length > 0 || (f.minScore !== null && f.minScore > 0);
  if (filtered) return facetRows(index, q, c);
  let byLang = unfilteredMemo.get(c);
  if (!byLang) unfilteredMemo.set(c, (byLang = new Map()));
  return byLang.get(q.lang) ?? byLang.set(q.lang, facetRows(index, q, c)).get(q.lang)!;
}

/** The facet rows of `q` over its candidates `c`. */
function facetRows(index: DatedIndex, q: SearchQuery, c: Candidates): FacetRow[] {
  const H = index.hotels;
  const P = index.packages;
  const groups = groupByHotel(index, c);
  const hFails = hotelFails(index, q, groups.hotels);
  const pFails = packageFails(index, q, c);

  // Per hotel with candidates: any_pt (a package passing the price and tag filters).
  const hotels: number[] = [];
  for (const h of groups.hotels) {
    for (let x = groups.start[h]!, end = groups.start[h + 1]!; x < end; x++) {
      if (pFails[groups.order[x]!] === 0) {
        hotels.push(h);
        break;
      }
    }
  }

  const rows: FacetRow[] = [];
  const counts = {
    stars: new Map<number, number>(),
    type: new Int32Array(H.typeKeys.length),
    environment: new Int32Array(H.environmentKeys.length),
    style: new Int32Array(H.styleKeys.length),
    score: SCORE_TIERS.map(() => 0),
  };
  const { facilityStart, facilityIds, facilityKeys } = H;
  const facetFacility = facilityKeys.map(facilityFacet);
  const facilityCount = new Int32Array(facilityKeys.length);
  let total = 0;
  let pets = 0;
  const scoreTiers = Float64Array.from(SCORE_TIERS);
  // No closures in this loop: the bundler names every function it creates (keepNames).
  for (const h of hotels) {
    const fails = hFails[h]!;
    if (fails === 0) {
      total++;
      if (H.pets[h] === 1) pets++;
      for (let x = facilityStart[h]!, end = facilityStart[h + 1]!; x < end; x++) facilityCount[facilityIds[x]!]!++;
    }
    if ((fails & ~HOTEL_BIT.stars) === 0) bump(counts.stars, H.stars[h]!);
    if ((fails & ~HOTEL_BIT.type) === 0) counts.type[H.typeCode[h]!]!++;
    if ((fails & ~HOTEL_BIT.environment) === 0) counts.environment[H.environmentCode[h]!]!++;
    if ((fails & ~HOTEL_BIT.style) === 0) counts.style[H.styleCode[h]!]!++;
    if ((fails & ~HOTEL_BIT.score) === 0) {
      for (let t = 0; t < scoreTiers.length; t++) if (H.score[h]! >= scoreTiers[t]!) counts.score[t]!++;
    }
  }
  rows.push(row("total", null, total));
  for (const [v, n] of counts.stars) rows.push(row("stars", v, n));
  const coded = (g: string, keys: readonly string[], n: Int32Array) => keys.forEach((key, x) => n[x]! > 0 && rows.push(row(g, key, n[x]!)));
  coded("type", H.typeKeys, counts.type);
  coded("environment", H.environmentKeys, counts.environment);
  coded("style", H.styleKeys, counts.style);
  facilityKeys.forEach((key, f) => facetFacility[f] && facilityCount[f]! > 0 && rows.push(row("facility", key, facilityCount[f]!)));
  SCORE_TIERS.forEach((t, i) => rows.push(row("score", t, counts.score[i]!)));
  rows.push(row("facility", "pets", pets));

  // Package-level groups over the hotels passing every hotel filter: a hotel counts once per
  // activity (the last hotel counted is stamped), and in the bucket of its lowest unit price.
  const { activityStart, activityPos } = P;
  const nActivities = index.activityIds.length;
  const tagCount = new Int32Array(nActivities);
  const tagStamp = new Int32Array(nActivities).fill(-1);
  const bucketCount = new Int32Array(PRICE_BUCKETS.length + 1); // last: no bucket
  const people = unitParticipants(q);
  let min: number | null = null;
  let max: number | null = null;
  for (const h of groups.hotels) {
    if (hFails[h] !== 0) continue;
    let lowest: number | null = null;
    for (let x = groups.start[h]!, end = groups.start[h + 1]!; x < end; x++) {
      const k = groups.order[x]!;
      const fails = pFails[k]!;
      if ((fails & PRICE_BIT) === 0) {
        const i = c.pkg[k]!;
        for (let y = activityStart[i]!, last = activityStart[i + 1]!; y < last; y++) {
          const a = activityPos[y]!;
          if (tagStamp[a] !== h) {
            tagStamp[a] = h;
            tagCount[a]!++;
          }
        }
      }
      if ((fails & TAG_BIT) === 0) {
        const price = unitPrice(c.price[k]!, c.stayNights[k]!, people);
        if (min === null || price < min) min = price;
        if (max === null || price > max) max = price;
        if (lowest === null || price < lowest) lowest = price;
      }
    }
    if (lowest !== null) {
      const b = bucketOf(lowest);
      bucketCount[b < 0 ? PRICE_BUCKETS.length : b]!++;
    }
  }
  index.activityIds.forEach((id, a) => {
    if (tagCount[a]! === 0) return;
    const text = index.activities.get(id)!;
    rows.push(row("tag", id, tagCount[a]!, null, text.group, text.label[q.lang]));
  });
  rows.push(row("price", null, min, max));
  bucketCount.forEach((n, b) => n > 0 && rows.push(row("bucket", b === PRICE_BUCKETS.length ? null : b, n)));
  return rows;
}

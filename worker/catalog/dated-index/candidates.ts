/**
 * The dated search over the index (data.ts): every bookable package of the check-in day, priced
 * for the stay and party, then the facet predicates as functions — the same rules, in the same
 * arithmetic, as the `cand` CTE and `facetPredicates` of search-sql.ts (spec 000 §3 server-side
 * criteria, §5 rules; spec 001 §4 price type):
 * - published package of an active hotel, not expired on `today`, of the query's category, not of
 *   an excluded hotel, with one of the query's themes (own or secondary);
 * - the cheapest rate plan covering the check-in day (weekday mask, rooms > 0, min_los <= nights
 *   <= max_los, or the package's own nights without `nights`), not a stop-sell day, check-in not
 *   before today; ties keep the first plan in (valid_from, valid_to, id) order, as SQLite does;
 * - price = plan price + party supplements (extra adults beyond 2, children), scaled from the
 *   package's nights to the stay's nights and rounded half up; refp = the same for the reference
 *   price, at least the price. Cents.
 */
import { weekdayBit } from "../dates";
import type { FacetGroup } from "../search-sql";
import type { SearchQuery } from "../search-query";
import { dayNumber, type DatedIndex } from "./data";

/** The priced packages of one query: position k describes package `pkg[k]` (a package position). */
export interface Candidates {
  n: number;
  pkg: Int32Array;
  /** Hotel position of each candidate. */
  hotel: Int32Array;
  price: Float64Array;
  refp: Float64Array;
  rooms: Int32Array;
  stayNights: Int32Array;
}

/**
 * True when the index answers `q` exactly like the general SQL: a dated, non-gift category search
 * of published offers without location, hotel or package list (those are fast in SQL already).
 */
export function datedIndexEligible(q: SearchQuery): boolean {
  const loc = q.location;
  return (
    q.checkin !== null &&
    !q.gift &&
    q.category !== null &&
    !q.includeInactive &&
    q.hotelId === null &&
    q.hotelIds === null &&
    q.packageIds === null &&
    !loc.unknown &&
    loc.cityId === null &&
    loc.admin === null &&
    loc.radius === null &&
    loc.sqlCentre === null
  );
}

const CATEGORY_CODE = { weekend: 0, activity: 1 } as const;

/** SQLite's ROUND(x) for x >= 0: truncation of x + 0.5. */
const roundHalfUp = (x: number) => Math.trunc(x + 0.5);

/** Prices every package of the index for `q` (which must be `datedIndexEligible`). */
export function datedCandidates(index: DatedIndex, q: SearchQuery): Candidates {
  const { packages: P, hotels: H, plans: R } = index;
  const np = P.id.length;
  const out: Candidates = {
    n: 0,
    pkg: new Int32Array(np),
    hotel: new Int32Array(np),
    price: new Float64Array(np),
    refp: new Float64Array(np),
    rooms: new Int32Array(np),
    stayNights: new Int32Array(np),
  };
  const checkin = q.checkin!;
  const today = dayNumber(q.today);
  const day = dayNumber(checkin);
  if (day < today) return out;
  const bit = weekdayBit(checkin);
  const category = q.category === null ? -1 : CATEGORY_CODE[q.category];
  const excluded = new Set(q.excludedHotelIds);
  const themes = q.themeIds.length ? new Set(q.themeIds) : null;
  const extraAdults = Math.max(0, q.party.adults - 2);
  const children = q.party.children;
  const nights = q.nights;

  for (let i = 0; i < np; i++) {
    const h = P.hotel[i]!;
    if (h < 0 || P.published[i] !== 1 || H.active[h] !== 1 || P.expiration[i]! < today) continue;
    if (category >= 0 && P.category[i] !== category) continue;
    if (excluded.size && excluded.has(H.id[h]!)) continue;
    if (themes && !themes.has(P.themeId[i]!) && !P.themes[i]!.some((t) => themes.has(t))) continue;
    const pn = P.nights[i]!;
    const los = nights ?? pn;
    let best = -1;
    let bestSell = Infinity;
    for (let j = P.planStart[i]!, end = P.planStart[i + 1]!; j < end; j++) {
      if (R.validFrom[j]! > day) break;
      if (R.validTo[j]! < day || (R.weekdayMask[j]! & bit) === 0 || R.rooms[j]! <= 0) continue;
      if (pn !== 0 && (R.minLos[j]! > los || R.maxLos[j]! < los)) continue;
      const sell = R.sellPrice[j]! + R.extraAdult[j]! * extraAdults + R.child[j]! * children;
      if (sell < bestSell) {
        best = j;
        bestSell = sell;
      }
    }
    if (best < 0 || index.closed.has(i * 100_000 + day)) continue;
    const ref = R.refPrice[best]! + R.extraAdult[best]! * extraAdults + R.child[best]! * children;
    const stay = nights !== null ? (pn === 0 ? 0 : nights) : pn;
    const scale = (cents: number) => (nights !== null && pn > 0 ? roundHalfUp((cents * stay) / pn) : cents);
    const price = scale(bestSell);
    const k = out.n++;
    out.pkg[k] = i;
    out.hotel[k] = h;
    out.price[k] = price;
    out.refp[k] = Math.max(scale(ref), price);
    out.rooms[k] = R.rooms[best]!;
    out.stayNights[k] = stay;
  }
  return out;
}

/** A facet group's filter as a test of candidate k; null when the group filters nothing. */
export type CandidateTest = (k: number) => boolean;

/**
 * One test per facet group (search-sql.ts `facetPredicates`), null when unset. Hotel groups
 * (stars, type, environment, style, score, facility) depend only on the candidate's hotel.
 */
export function candidateTests(index: DatedIndex, q: SearchQuery, c: Candidates): Record<FacetGroup, CandidateTest | null> {
  const f = q.filters;
  const H = index.hotels;
  const P = index.packages;
  const inSet = <T>(values: readonly T[], column: (h: number) => T): CandidateTest | null => {
    if (!values.length) return null;
    const set = new Set(values);
    return (k) => set.has(column(c.hotel[k]!));
  };
  const facilities = f.facilities.length ? new Set(f.facilities) : null;
  const range = (r: { min: number | null; max: number | null } | null, value: (k: number) => number): CandidateTest | null =>
    r ? (k) => (r.min === null || value(k) >= r.min) && (r.max === null || value(k) <= r.max) : null;
  const price = range(f.price, (k) => c.price[k]!);
  const svPrice = range(f.svPrice, (k) => P.fromPrice[c.pkg[k]!]!);
  const tags = f.tags.length ? new Set(f.tags) : null;
  const minScore = f.minScore !== null && f.minScore > 0 ? f.minScore : null;
  return {
    stars: inSet(f.stars, (h) => H.stars[h]!),
    type: inSet(f.hotelTypes, (h) => H.hotelType[h]!),
    environment: inSet(f.environments, (h) => H.environment[h]!),
    style: inSet(f.styles, (h) => H.style[h]!),
    score: minScore === null ? null : (k) => H.score[c.hotel[k]!]! >= minScore,
    facility:
      facilities || f.petsAllowed
        ? (k) => {
            const h = c.hotel[k]!;
            if (f.petsAllowed && H.pets[h] !== 1) return false;
            return !facilities || H.facilities[h]!.filter((x) => facilities.has(x)).length === f.facilities.length;
          }
        : null,
    price: price && svPrice ? (k) => price(k) && svPrice(k) : (price ?? svPrice),
    tag: tags ? (k) => P.activities[c.pkg[k]!]!.some((a) => tags.has(a)) : null,
  };
}

/** AND of the given tests (null ones filter nothing). */
export function allOf(tests: readonly (CandidateTest | null)[]): CandidateTest {
  const real = tests.filter((t): t is CandidateTest => t !== null);
  return (k) => real.every((t) => t(k));
}

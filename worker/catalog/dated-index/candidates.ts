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
 *   price, at least the price; an activity-only package (0 nights) for one person (`onePerson`,
 *   outside gifting) the activity single price of both (shared/pricing.ts activityPartyPrice). Cents.
 * The priced packages of the most recent stays are kept (STAYS_KEPT, decision 018).
 * Undated searches the summary cannot answer (a budget, activities or themes; decision 091) are
 * priced as search-sql.ts does without check-in: `undatedCandidates`.
 */
import { activityPartyPrice, isOnePerson } from "../../../shared/pricing";
import { weekdayBit } from "../dates";
import type { SearchQuery } from "../search-query";
import { dayNumber, type DatedIndex } from "./data";
import { hasAny } from "./sets";
import { summaryEligible } from "../summary-sql";

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
  return q.checkin !== null && !q.gift && withoutPlace(q);
}

/**
 * True when the index answers an undated `q` exactly like the general SQL, and the search summary
 * cannot (issue 28 goal 6, decision 091): a category search without check-in, location, hotel or
 * package list, priced without supplement (a gift search, or at most 2 adults and no child: the
 * from price is the price), with a package-level criterion (budget, single-voucher budget,
 * activities, themes). The shopper's price slider on the results page before any date: 65 ms at
 * 1×, 258 ms at 10× in SQL.
 */
export function undatedIndexEligible(q: SearchQuery): boolean {
  const supplementFree = q.gift || (q.party.adults <= 2 && q.party.children === 0);
  return q.checkin === null && withoutPlace(q) && supplementFree && !summaryEligible(q);
}

/** True when the index answers `q`, dated or not (datedIndexEligible, undatedIndexEligible). */
export function indexEligible(q: SearchQuery): boolean {
  return datedIndexEligible(q) || undatedIndexEligible(q);
}

/** A category search of published offers without location, hotel, package list or minisite. */
function withoutPlace(q: SearchQuery): boolean {
  const loc = q.location;
  return (
    q.category !== null &&
    !q.includeInactive &&
    q.hotelId === null &&
    q.hotelIds === null &&
    q.packageIds === null &&
    q.minisite === null &&
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

/** What prices a stay: the day (null: undated, the from prices), its nights and party supplements, and the category searched. */
interface Stay {
  today: string;
  checkin: string | null;
  nights: number | null;
  extraAdults: number;
  children: number;
  /** One adult, no child: activity-only packages take the activity single price. */
  onePerson: boolean;
  /** A gift search (undated only): giftable packages at their single-voucher (from) price. */
  gift: boolean;
  category: number;
}

/** Stays whose candidates are kept per index (the most recent ones), see `indexCandidates`. */
export const STAYS_KEPT = 12;

const stayMemo = new WeakMap<DatedIndex, Map<string, Candidates>>();

/**
 * The candidates of `q` (which must be `indexEligible`). The priced packages of a stay (day,
 * nights, party supplements, category) are kept for the STAYS_KEPT most recent stays of the index,
 * so the searches of one stay with other filters, sorts or pages reuse them; themes and excluded
 * hotels then select among them. Callers only read the result.
 */
export function indexCandidates(index: DatedIndex, q: SearchQuery): Candidates {
  const stay: Stay = {
    today: q.today,
    checkin: q.checkin,
    nights: q.nights,
    extraAdults: Math.max(0, q.party.adults - 2),
    children: q.party.children,
    onePerson: !q.gift && isOnePerson(q.party),
    gift: q.gift,
    category: q.category === null ? -1 : CATEGORY_CODE[q.category],
  };
  let memo = stayMemo.get(index);
  if (!memo) stayMemo.set(index, (memo = new Map()));
  const key = JSON.stringify(stay);
  let all = memo.get(key);
  if (all) memo.delete(key); // re-inserted below: most recent last
  else all = stay.checkin === null ? undatedCandidates(index, stay) : stayCandidates(index, { ...stay, checkin: stay.checkin });
  memo.set(key, all);
  if (memo.size > STAYS_KEPT) memo.delete(memo.keys().next().value as string);
  return q.themeIds.length || q.excludedHotelIds.length ? narrowed(index, all, new Set(q.themeIds), new Set(q.excludedHotelIds)) : all;
}

/** The candidates of packages with one of `themes` (own or secondary; none = any) outside `excluded` hotels. */
function narrowed(index: DatedIndex, c: Candidates, themes: ReadonlySet<number>, excluded: ReadonlySet<number>): Candidates {
  const P = index.packages;
  const hid = index.hotels.id;
  const out = emptyCandidates(c.n);
  for (let k = 0; k < c.n; k++) {
    const i = c.pkg[k]!;
    if (excluded.size && excluded.has(hid[c.hotel[k]!]!)) continue;
    if (themes.size && !themes.has(P.themeId[i]!) && !hasAny(P.themes[i]!, themes)) continue;
    const m = out.n++;
    out.pkg[m] = i;
    out.hotel[m] = c.hotel[k]!;
    out.price[m] = c.price[k]!;
    out.refp[m] = c.refp[k]!;
    out.rooms[m] = c.rooms[k]!;
    out.stayNights[m] = c.stayNights[k]!;
  }
  return out;
}

function emptyCandidates(size: number): Candidates {
  return {
    n: 0,
    pkg: new Int32Array(size),
    hotel: new Int32Array(size),
    price: new Float64Array(size),
    refp: new Float64Array(size),
    rooms: new Int32Array(size),
    stayNights: new Int32Array(size),
  };
}

/** Prices every package of the index for one dated stay (any theme, no hotel excluded). */
function stayCandidates(index: DatedIndex, stay: Stay & { checkin: string }): Candidates {
  const { packages: P, hotels: H, plans: R } = index;
  const np = P.id.length;
  const out = emptyCandidates(np);
  const today = dayNumber(stay.today);
  const day = dayNumber(stay.checkin);
  if (day < today) return out;
  const bit = weekdayBit(stay.checkin);
  const { category, extraAdults, children, nights } = stay;
  // Columns as locals: this loop reads every package and most of their plans.
  const { hotel: pHotel, published, expiration, category: pCategory, nights: pNights, planStart } = P;
  const { validFrom, validTo, weekdayMask, rooms, minLos, maxLos, sellPrice, refPrice, extraAdult, child } = R;
  const active = H.active;
  const { closedStart, closedDays } = P;
  /** Is `day` a stop-sell day of package i? */
  const isClosed = (i: number) => {
    for (let x = closedStart[i]!, end = closedStart[i + 1]!; x < end; x++) if (closedDays[x] === day) return true;
    return false;
  };

  for (let i = 0; i < np; i++) {
    const h = pHotel[i]!;
    if (h < 0 || published[i] !== 1 || active[h] !== 1 || expiration[i]! < today) continue;
    if (category >= 0 && pCategory[i] !== category) continue;
    const pn = pNights[i]!;
    const los = nights ?? pn;
    let best = -1;
    let bestSell = Infinity;
    for (let j = planStart[i]!, end = planStart[i + 1]!; j < end; j++) {
      if (validFrom[j]! > day) break;
      if (validTo[j]! < day || (weekdayMask[j]! & bit) === 0 || rooms[j]! <= 0) continue;
      if (pn !== 0 && (minLos[j]! > los || maxLos[j]! < los)) continue;
      const sell = sellPrice[j]! + extraAdult[j]! * extraAdults + child[j]! * children;
      if (sell < bestSell) {
        best = j;
        bestSell = sell;
      }
    }
    if (best < 0 || (closedStart[i] !== closedStart[i + 1] && isClosed(i))) continue;
    const ref = refPrice[best]! + extraAdult[best]! * extraAdults + child[best]! * children;
    const stayNights = nights !== null ? (pn === 0 ? 0 : nights) : pn;
    const scaled = nights !== null && pn > 0;
    const single = (x: number) => (pn === 0 && stay.onePerson ? activityPartyPrice(x, { adults: 1, children: 0 }) : x);
    const price = single(scaled ? roundHalfUp((bestSell * stayNights) / pn) : bestSell);
    const k = out.n++;
    out.pkg[k] = i;
    out.hotel[k] = h;
    out.price[k] = price;
    out.refp[k] = Math.max(single(scaled ? roundHalfUp((ref * stayNights) / pn) : ref), price);
    out.rooms[k] = rooms[best]!;
    out.stayNights[k] = stayNights;
  }
  return kept(out);
}

/**
 * The undated candidates (search-sql.ts without check-in, supplement-free party or a gift): every
 * published package of the category (a gift: giftable ones) of an active hotel, not expired on
 * `today`, at its from price (packages.sell_price_cents) and reference price (at least the price);
 * the activity single price for one person on an activity-only package outside gifting. Rooms
 * are -1 (unknown without a day; page.ts answers null); stay nights are the package's.
 */
function undatedCandidates(index: DatedIndex, stay: Stay): Candidates {
  const { packages: P, hotels: H } = index;
  const np = P.id.length;
  const out = emptyCandidates(np);
  const today = dayNumber(stay.today);
  const { hotel: pHotel, published, expiration, category: pCategory, nights: pNights, fromPrice, refPrice, giftable } = P;
  const active = H.active;
  for (let i = 0; i < np; i++) {
    const h = pHotel[i]!;
    if (h < 0 || published[i] !== 1 || active[h] !== 1 || expiration[i]! < today) continue;
    if (stay.gift && giftable[i] !== 1) continue;
    if (stay.category >= 0 && pCategory[i] !== stay.category) continue;
    const pn = pNights[i]!;
    const single = pn === 0 && stay.onePerson;
    const price = single ? activityPartyPrice(fromPrice[i]!, { adults: 1, children: 0 }) : fromPrice[i]!;
    const ref = single ? activityPartyPrice(refPrice[i]!, { adults: 1, children: 0 }) : refPrice[i]!;
    const k = out.n++;
    out.pkg[k] = i;
    out.hotel[k] = h;
    out.price[k] = price;
    out.refp[k] = Math.max(ref, price);
    out.rooms[k] = -1;
    out.stayNights[k] = pn;
  }
  return kept(out);
}

/** The candidates kept for later searches of the stay: only the n rows used. */
function kept(out: Candidates): Candidates {
  return {
    n: out.n,
    pkg: out.pkg.slice(0, out.n),
    hotel: out.hotel.slice(0, out.n),
    price: out.price.slice(0, out.n),
    refp: out.refp.slice(0, out.n),
    rooms: out.rooms.slice(0, out.n),
    stayNights: out.stayNights.slice(0, out.n),
  };
}

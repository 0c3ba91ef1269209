/**
 * One page of hotels for offers.json from the dated index (spec 000 §3 "Hotel with packages", §5
 * sort and pagination, §7 POST offers.json): the same answer as `generalHotelPage`
 * (hotel-page.ts) — main package per hotel by ordering.ts's aggregate, hotels in the sort's order,
 * the hotel count and the map pins — computed in the isolate; the page's card texts come from D1
 * in one statement. Prices cents, page 0-based.
 */
import type { ContractSort } from "../../../shared/contract/common";
import { cardColumnsSql, cardJoinsSql, type CardColumns } from "../cards";
import type { HotelPage, MapRow, PageRequest, PageSearch, RankedRow } from "../hotel-page";
import type { SearchQuery } from "../search-query";
import { prepare } from "../sql";
import { indexCandidates, type Candidates } from "./candidates";
import { hotelFails, packageFails } from "./filters";
import { groupByHotel, type ByHotel } from "./group";
import type { DatedIndex } from "./data";

/** Map pins returned at most (hotel-page.ts). */
const MAP_LIMIT = 5000;

/** Card texts kept per index (most recent last), so a page of known cards needs no D1 round trip. */
export const CARDS_KEPT = 4000;

/** Card texts by `${lang}|${package id}`, per index: catalog data, as fresh as the index itself. */
const cardMemo = new WeakMap<DatedIndex, Map<string, CardColumns>>();

function cardsOf(index: DatedIndex): Map<string, CardColumns> {
  let cards = cardMemo.get(index);
  if (!cards) cardMemo.set(index, (cards = new Map()));
  return cards;
}

/** promo key of ordering.ts (PROMO): discount rate 0..1. */
const promoRate = (refp: number, price: number) => (refp - price) / Math.max(refp, 1);

/**
 * Is candidate a a better main package than b for `sort` (ordering.ts mainPackageAggregateSql)?
 * `pid` and `from` are the candidates' package ids and from prices.
 */
function betterMain(sort: ContractSort, c: Candidates, pid: Int32Array, from: Int32Array, a: number, b: number): boolean {
  const pa = pid[c.pkg[a]!]!;
  const pb = pid[c.pkg[b]!]!;
  switch (sort) {
    case "promo": {
      const ka = Math.trunc(promoRate(c.refp[a]!, c.price[a]!) * 10000);
      const kb = Math.trunc(promoRate(c.refp[b]!, c.price[b]!) * 10000);
      return ka > kb || (ka === kb && pa < pb);
    }
    case "svPriceAsc": {
      const fa = from[c.pkg[a]!]!;
      const fb = from[c.pkg[b]!]!;
      return fa < fb || (fa === fb && pa < pb);
    }
    case "svPriceDesc": {
      const fa = from[c.pkg[a]!]!;
      const fb = from[c.pkg[b]!]!;
      return fa > fb || (fa === fb && pa < pb);
    }
    default:
      return c.price[a]! < c.price[b]! || (c.price[a] === c.price[b] && pa < pb);
  }
}

/**
 * Sort keys of the main candidates for `sort` (ordering.ts hotelOrderSql): hotels compare by
 * key1 descending, then key2 ascending, then hotel id ascending. Same IEEE operations in the same
 * order as the SQL, so equal keys stay equal.
 */
function hotelKeys(sort: ContractSort, c: Candidates, index: DatedIndex, mains: Int32Array): { key1: Float64Array; key2: Float64Array } {
  const H = index.hotels;
  const P = index.packages;
  const n = mains.length;
  const key1 = new Float64Array(n);
  const key2 = new Float64Array(n);
  for (let m = 0; m < n; m++) {
    const k = mains[m]!;
    const h = c.hotel[k]!;
    const price = c.price[k]!;
    switch (sort) {
      case "priceAsc":
        key1[m] = -price;
        break;
      case "popularity":
        // reviews DESC, then score DESC with NULL (NaN) last, as SQLite orders NULL below every value.
        key1[m] = H.reviews[h]!;
        key2[m] = Number.isNaN(H.score[h]!) ? Infinity : -H.score[h]!;
        break;
      case "promo":
        key1[m] = promoRate(c.refp[k]!, price);
        key2[m] = price;
        break;
      case "svPriceAsc":
        key1[m] = -P.fromPrice[c.pkg[k]!]!;
        break;
      case "svPriceDesc":
        key1[m] = P.fromPrice[c.pkg[k]!]!;
        break;
      default: {
        // PRICE_QUALITY: (COALESCE(score, 7.5) + 0.3 * stars) * 100000.0 / (price * 1.0 / MAX(pnights, 1) + 5000)
        const score = Number.isNaN(H.score[h]!) ? 7.5 : H.score[h]!;
        key1[m] = ((score + 0.3 * H.stars[h]!) * 100000.0) / (price / Math.max(P.nights[c.pkg[k]!]!, 1) + 5000);
      }
    }
  }
  return { key1, key2 };
}

/** The `k` smallest of positions 0..n-1 under `cmp`, sorted; a full sort when k is a large part of n. */
export function firstInOrder(n: number, k: number, cmp: (a: number, b: number) => number): number[] {
  if (k <= 0 || n <= 0) return [];
  if (k * 4 >= n) return Array.from({ length: n }, (_, m) => m).sort(cmp).slice(0, k);
  const best: number[] = [];
  for (let m = 0; m < n; m++) {
    if (best.length === k && cmp(m, best[k - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(best[mid]!, m) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, m);
    if (best.length > k) best.pop();
  }
  return best;
}

/** Main candidate per hotel (hotel position order), matching package counts and sort keys. */
interface Ranking {
  mains: Int32Array;
  npk: Int32Array;
  key1: Float64Array;
  key2: Float64Array;
}

/** Rankings without a package filter, kept with the (kept) candidates of a stay, per sort. */
const rankingMemo = new WeakMap<Candidates, Map<ContractSort, Ranking>>();

/** The main candidate of every hotel with one passing the package filters (`pFails`), and the keys of `sort`. */
function ranking(index: DatedIndex, c: Candidates, groups: ByHotel, pFails: Uint8Array, sort: ContractSort): Ranking {
  const { id: pid, fromPrice } = index.packages;
  const mainList: number[] = [];
  const npk = new Int32Array(index.hotels.id.length);
  for (const h of groups.hotels) {
    let best = -1;
    let count = 0;
    for (let x = groups.start[h]!, end = groups.start[h + 1]!; x < end; x++) {
      const k = groups.order[x]!;
      if (pFails[k] !== 0) continue;
      count++;
      if (best < 0 || betterMain(sort, c, pid, fromPrice, k, best)) best = k;
    }
    if (best >= 0) {
      mainList.push(best);
      npk[h] = count;
    }
  }
  const mains = Int32Array.from(mainList);
  return { mains, npk, ...hotelKeys(sort, c, index, mains) };
}

/**
 * The matching hotels of `q`: each one's main candidate (`mains`), its matching package count
 * (`npk`, by hotel position) and the page order over `mains` positions. Without a package filter
 * (price, single-voucher price, activities) the ranking of a stay and sort is kept with its
 * candidates, and only the hotel filters are applied per search.
 */
export function rankedHotels(index: DatedIndex, q: SearchQuery, sort: ContractSort) {
  const c = indexCandidates(index, q);
  const groups = groupByHotel(index, c);
  const hFails = hotelFails(index, q, groups.hotels);
  const f = q.filters;
  const packageFilter = f.price !== null || f.svPrice !== null || f.tags.length > 0;
  let r: Ranking;
  if (packageFilter) {
    r = ranking(index, c, groups, packageFails(index, q, c), sort);
  } else {
    let bySort = rankingMemo.get(c);
    if (!bySort) rankingMemo.set(c, (bySort = new Map()));
    r = bySort.get(sort) ?? bySort.set(sort, ranking(index, c, groups, new Uint8Array(c.n), sort)).get(sort)!;
  }
  const kept: number[] = [];
  for (let m = 0; m < r.mains.length; m++) if (hFails[c.hotel[r.mains[m]!]!] === 0) kept.push(m);
  const { key1, key2 } = r;
  const hid = index.hotels.id;
  const mainOf = r.mains;
  const compare = (a: number, b: number) => {
    const x = kept[a]!;
    const y = kept[b]!;
    return (
      (key1[x]! > key1[y]! ? -1 : key1[x]! < key1[y]! ? 1 : 0) ||
      (key2[x]! < key2[y]! ? -1 : key2[x]! > key2[y]! ? 1 : 0) ||
      hid[c.hotel[mainOf[x]!]!]! - hid[c.hotel[mainOf[y]!]!]!
    );
  };
  return { c, mains: Int32Array.from(kept, (m) => mainOf[m]!), npk: r.npk, compare };
}

/** A page card whose texts D1 did not return (its package or hotel row is gone): an error, not a blank card. */
function missingCard(key: string): never {
  throw new Error(`No card texts for ${key}`);
}

/**
 * The page search of `q` (must be `indexEligible`, candidates.ts) as hotel-page.ts's PageSearch: the ranking
 * is done now, the statement reads the card texts of the page's packages not kept yet (CARDS_KEPT
 * per index); none when all are kept or the page is empty.
 */
export function indexHotelPage(db: D1Database, index: DatedIndex, q: SearchQuery, r: PageRequest): PageSearch {
  const { c, mains, npk, compare } = rankedHotels(index, q, r.sort);
  const page = firstInOrder(mains.length, Math.min(mains.length, (r.page + 1) * r.limit), compare)
    .slice(r.page * r.limit)
    .map((m) => mains[m]!);
  const H = index.hotels;
  const P = index.packages;
  const kept = cardsOf(index);
  const cardKey = (k: number) => `${q.lang}|${P.id[c.pkg[k]!]!}`;
  const missing = page.filter((k) => !kept.has(cardKey(k)));
  const ids = missing.map((k) => [P.id[c.pkg[k]!]!, H.id[c.hotel[k]!]!]);
  const map = r.map
    ? Array.from(mains, (k): MapRow => ({ hid: H.id[c.hotel[k]!]!, lat: H.lat[c.hotel[k]!]!, lng: H.lng[c.hotel[k]!]!, price: c.price[k]! }))
        .sort((a, b) => a.hid - b.hid)
        .slice(0, MAP_LIMIT)
    : undefined;
  const statements = ids.length
    ? [
        prepare(
          db,
          `WITH page AS (SELECT json_extract(value, '$[0]') AS pid, json_extract(value, '$[1]') AS hid, key AS hrank FROM json_each(?1))
           SELECT page.pid AS k_pid, ${cardColumnsSql(q.lang, "page.pid")} FROM page ${cardJoinsSql("page.pid", "page.hid")} ORDER BY page.hrank`,
          [JSON.stringify(ids)],
        ),
      ]
    : [];
  return {
    statements,
    read: async ([texts]): Promise<HotelPage> => {
      for (const { k_pid, ...card } of (texts ?? []) as (CardColumns & { k_pid: number })[]) kept.set(`${q.lang}|${k_pid}`, card);
      while (kept.size > CARDS_KEPT) kept.delete(kept.keys().next().value as string);
      const rows: RankedRow[] = page.map((k) => {
        const h = c.hotel[k]!;
        return {
          pid: P.id[c.pkg[k]!]!,
          hid: H.id[h]!,
          price: c.price[k]!,
          refp: c.refp[k]!,
          rooms: q.checkin === null ? null : c.rooms[k]!,
          dist: null,
          stay_nights: c.stayNights[k]!,
          from_price: P.fromPrice[c.pkg[k]!]!,
          lat: H.lat[h]!,
          lng: H.lng[h]!,
          npk: npk[h]!,
          rn: 1,
          ...(kept.get(cardKey(k)) ?? missingCard(cardKey(k))),
        };
      });
      return { rows, total: mains.length, map };
    },
  };
}

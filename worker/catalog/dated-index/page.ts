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
import { FACET_GROUPS } from "../search-sql";
import type { SearchQuery } from "../search-query";
import { prepare } from "../sql";
import { allOf, candidateTests, datedCandidates, type Candidates } from "./candidates";
import type { DatedIndex } from "./data";

/** Map pins returned at most (hotel-page.ts). */
const MAP_LIMIT = 5000;

/** promo key of ordering.ts (PROMO): discount rate 0..1. */
const promoRate = (refp: number, price: number) => (refp - price) / Math.max(refp, 1);

/** Is candidate a a better main package than b for `sort` (ordering.ts mainPackageAggregateSql)? */
function betterMain(sort: ContractSort, c: Candidates, index: DatedIndex, a: number, b: number): boolean {
  const pid = (k: number) => index.packages.id[c.pkg[k]!]!;
  const from = (k: number) => index.packages.fromPrice[c.pkg[k]!]!;
  switch (sort) {
    case "promo": {
      const ka = Math.trunc(promoRate(c.refp[a]!, c.price[a]!) * 10000);
      const kb = Math.trunc(promoRate(c.refp[b]!, c.price[b]!) * 10000);
      return ka > kb || (ka === kb && pid(a) < pid(b));
    }
    case "svPriceAsc":
      return from(a) < from(b) || (from(a) === from(b) && pid(a) < pid(b));
    case "svPriceDesc":
      return from(a) > from(b) || (from(a) === from(b) && pid(a) < pid(b));
    default:
      return c.price[a]! < c.price[b]! || (c.price[a] === c.price[b] && pid(a) < pid(b));
  }
}

/** Hotel comparator of `sort` over main candidates (ordering.ts hotelOrderSql). */
function hotelOrder(sort: ContractSort, c: Candidates, index: DatedIndex): (a: number, b: number) => number {
  const H = index.hotels;
  const P = index.packages;
  const hid = (k: number) => H.id[c.hotel[k]!]!;
  const byHid = (a: number, b: number) => hid(a) - hid(b);
  switch (sort) {
    case "priceAsc":
      return (a, b) => c.price[a]! - c.price[b]! || byHid(a, b);
    case "popularity": {
      // score DESC with NULL (NaN) last, as SQLite orders NULL below every value.
      const score = (k: number) => (Number.isNaN(H.score[c.hotel[k]!]!) ? -Infinity : H.score[c.hotel[k]!]!);
      return (a, b) => H.reviews[c.hotel[b]!]! - H.reviews[c.hotel[a]!]! || cmpDesc(score(a), score(b)) || byHid(a, b);
    }
    case "promo":
      return (a, b) => cmpDesc(promoRate(c.refp[a]!, c.price[a]!), promoRate(c.refp[b]!, c.price[b]!)) || c.price[a]! - c.price[b]! || byHid(a, b);
    case "svPriceAsc":
      return (a, b) => P.fromPrice[c.pkg[a]!]! - P.fromPrice[c.pkg[b]!]! || byHid(a, b);
    case "svPriceDesc":
      return (a, b) => P.fromPrice[c.pkg[b]!]! - P.fromPrice[c.pkg[a]!]! || byHid(a, b);
    default: {
      // PRICE_QUALITY, same operations in the same order (IEEE doubles give the same key).
      const pq = (k: number) => {
        const h = c.hotel[k]!;
        const score = Number.isNaN(H.score[h]!) ? 7.5 : H.score[h]!;
        return ((score + 0.3 * H.stars[h]!) * 100000.0) / (c.price[k]! / Math.max(P.nights[c.pkg[k]!]!, 1) + 5000);
      };
      const keys = new Map<number, number>();
      const key = (k: number) => keys.get(k) ?? keys.set(k, pq(k)).get(k)!;
      return (a, b) => cmpDesc(key(a), key(b)) || byHid(a, b);
    }
  }
}

const cmpDesc = (a: number, b: number) => (a > b ? -1 : a < b ? 1 : 0);

/** The hotels of `q` in page order: main candidate and matching package count of each. */
export function rankedHotels(index: DatedIndex, q: SearchQuery, sort: ContractSort): { c: Candidates; mains: number[]; npk: Map<number, number> } {
  const c = datedCandidates(index, q);
  const tests = candidateTests(index, q, c);
  const matches = allOf(FACET_GROUPS.map((g) => tests[g]));
  const main = new Map<number, number>();
  const npk = new Map<number, number>();
  for (let k = 0; k < c.n; k++) {
    if (!matches(k)) continue;
    const h = c.hotel[k]!;
    const current = main.get(h);
    npk.set(h, (npk.get(h) ?? 0) + 1);
    if (current === undefined || betterMain(sort, c, index, k, current)) main.set(h, k);
  }
  const mains = [...main.values()].sort(hotelOrder(sort, c, index));
  return { c, mains, npk };
}

/**
 * The page search of `q` (must be `datedIndexEligible`) as hotel-page.ts's PageSearch: the ranking
 * is done now, the statement reads the page's card texts (none when the page is empty).
 */
export function indexHotelPage(db: D1Database, index: DatedIndex, q: SearchQuery, r: PageRequest): PageSearch {
  const { c, mains, npk } = rankedHotels(index, q, r.sort);
  const page = mains.slice(r.page * r.limit, r.page * r.limit + r.limit);
  const H = index.hotels;
  const P = index.packages;
  const ids = page.map((k) => [P.id[c.pkg[k]!]!, H.id[c.hotel[k]!]!]);
  const map = r.map
    ? mains
        .map((k): MapRow => ({ hid: H.id[c.hotel[k]!]!, lat: H.lat[c.hotel[k]!]!, lng: H.lng[c.hotel[k]!]!, price: c.price[k]! }))
        .sort((a, b) => a.hid - b.hid)
        .slice(0, MAP_LIMIT)
    : undefined;
  const statements = ids.length
    ? [
        prepare(
          db,
          `WITH page AS (SELECT json_extract(value, '$[0]') AS pid, json_extract(value, '$[1]') AS hid, key AS hrank FROM json_each(?1))
           SELECT ${cardColumnsSql(q.lang, "page.pid")} FROM page ${cardJoinsSql("page.pid", "page.hid")} ORDER BY page.hrank`,
          [JSON.stringify(ids)],
        ),
      ]
    : [];
  return {
    statements,
    read: async ([texts]): Promise<HotelPage> => {
      const cards = (texts ?? []) as CardColumns[];
      const rows: RankedRow[] = page.map((k, i) => {
        const h = c.hotel[k]!;
        return {
          pid: P.id[c.pkg[k]!]!,
          hid: H.id[h]!,
          price: c.price[k]!,
          refp: c.refp[k]!,
          rooms: c.rooms[k]!,
          dist: null,
          stay_nights: c.stayNights[k]!,
          from_price: P.fromPrice[c.pkg[k]!]!,
          lat: H.lat[h]!,
          lng: H.lng[h]!,
          npk: npk.get(h)!,
          rn: 1,
          ...cards[i]!,
        };
      });
      return { rows, total: mains.length, map };
    },
  };
}

/**
 * One page of hotels for offers.json (spec 000 §3 "Hotel with packages", §5 sort and
 * pagination, §7 POST offers.json): each hotel with its main package and card texts, the number
 * of matching hotels, and optionally every hotel's map pin. Two ways, same answer:
 * - `generalHotelPage`: every matching package priced by search-sql.ts, grouped by hotel;
 * - `summaryHotelPage`: one search_hotels row per hotel (summary-sql.ts) when `summaryEligible`.
 * Both return the statements to send (the caller may batch them with others, e.g. the location
 * lookup, location-plan.ts) and a reader of their results. Prices cents, distances km, page 0-based.
 */
import type { SearchDetails } from "../../shared/contract/offers";
import { cardColumnsSql, cardJoinsSql, type CardRow } from "./cards";
import { totalHotelsSql, totalsEligible } from "./facet-totals";
import { hotelOrderSql, mainPackageAggregateSql } from "./ordering";
import type { SearchQuery } from "./search-query";
import { and, buildSearchSql, FACET_GROUPS } from "./search-sql";
import { first, prepare } from "./sql";
import { buildSummarySql } from "./summary-sql";

/** A main package row with its card texts and hotel position. */
export interface RankedRow extends CardRow {
  lat: number;
  lng: number;
  npk: number;
  /** 1 for the main package, 2.. for the others. */
  rn: number;
}

/** A hotel's map pin: id, position (degrees), main package price (cents). */
export interface MapRow {
  hid: number;
  lat: number;
  lng: number;
  price: number;
}

/** What a page search found. `map` only when asked for. */
export interface HotelPage {
  rows: RankedRow[];
  total: number;
  map?: MapRow[];
}

/** Statements of a page search and the reader of their results (in the same order). */
export interface PageSearch {
  statements: D1PreparedStatement[];
  read: (results: unknown[][]) => Promise<HotelPage>;
}

/** Page request: effective sort, 0-based page, page size, map pins wanted. */
export interface PageRequest {
  sort: SearchDetails["orderBy"];
  page: number;
  limit: number;
  map: boolean;
}

/**
 * The general page: packages priced and filtered by search-sql.ts, one row per hotel (its main
 * package: the bare columns of the MIN/MAX row), then the page. One statement for the page, one
 * for the map; past the last page `read` counts the hotels (one more query) so the pager still
 * knows the total.
 */
export function generalHotelPage(db: D1Database, q: SearchQuery, r: PageRequest): PageSearch {
  const sql = buildSearchSql(q);
  const all = and(FACET_GROUPS.map((g) => sql.predicates[g]));
  const p = sql.params.clone();
  const grouped = `WITH ${sql.ctes},
      m AS (SELECT * FROM cand WHERE ${all}),
      g AS (SELECT pid, hid, price, refp, rooms, dist, stay_nights, from_price, lat, lng, score, stars, pnights, reviews,
              COUNT(*) AS npk, ${mainPackageAggregateSql(r.sort)} AS k
            FROM m GROUP BY hid)`;
  const statements = [
    prepare(
      db,
      `${grouped},
        page AS (SELECT pid, hid, price, refp, rooms, dist, stay_nights, from_price, lat, lng, npk,
                   COUNT(*) OVER () AS total, ROW_NUMBER() OVER (ORDER BY ${hotelOrderSql(r.sort)}) AS hrank
                 FROM g ORDER BY ${hotelOrderSql(r.sort)} LIMIT ${p.add(r.limit)} OFFSET ${p.add(r.page * r.limit)})
        SELECT page.*, ${cardColumnsSql(q.lang, "page.pid")}
        FROM page ${cardJoinsSql("page.pid", "page.hid")}
        ORDER BY page.hrank`,
      p,
    ),
  ];
  if (r.map) statements.push(prepare(db, `${grouped} SELECT hid, lat, lng, price FROM g ORDER BY hid LIMIT 5000`, sql.params));
  return {
    statements,
    read: async ([found, mapRows]) => {
      const rows = (found as (RankedRow & { total: number })[]).map((row) => ({ ...row, rn: 1 }));
      const map = mapRows as MapRow[] | undefined;
      let total = rows[0]?.total ?? map?.length ?? 0;
      if (rows.length === 0 && r.page > 0 && !map) {
        const counted = await first<{ n: number }>(db, `WITH ${sql.ctes} SELECT COUNT(DISTINCT hid) AS n FROM cand WHERE ${all}`, sql.params);
        total = counted?.n ?? 0;
      }
      return { rows, total, map };
    },
  };
}

/**
 * The summary page: search_hotels rows in the sort's index order (no location) or sorted (with
 * one), LIMIT/OFFSET, their card texts; the number of matching hotels (the day's stored total
 * when nothing filters); the map pins. No grouping of packages, no extra query past the last page.
 */
export function summaryHotelPage(db: D1Database, q: SearchQuery, r: PageRequest): PageSearch {
  const sql = buildSummarySql(q, r.sort);
  const p = sql.params.clone();
  const statements = [
    prepare(
      db,
      `WITH ${sql.ctes},
        page AS (SELECT pid, hid, price, refp, rooms, dist, stay_nights, from_price, lat, lng, npk, pq, promo_rate, reviews, score
                 FROM cand WHERE ${sql.where} ORDER BY ${sql.pageOrder} LIMIT ${p.add(r.limit)} OFFSET ${p.add(r.page * r.limit)})
        SELECT page.pid, page.hid, page.price, page.refp, page.rooms, page.dist, page.stay_nights, page.from_price, page.lat, page.lng,
          page.npk, ${cardColumnsSql(q.lang, "page.pid")}
        FROM page ${cardJoinsSql("page.pid", "page.hid")}
        ORDER BY ${sql.order.replace(/\b(pq|promo_rate|price|from_price|reviews|score|dist|hid)\b/g, "page.$1")}`,
      p,
    ),
    // Without location or filter the day's total is stored (facet-totals.ts); else count the rows.
    totalsEligible(q) ? prepare(db, ...totalHotelsSql(q)) : prepare(db, `WITH ${sql.ctes} SELECT COUNT(*) AS n FROM cand WHERE ${sql.where}`, sql.params),
  ];
  if (r.map) statements.push(prepare(db, `WITH ${sql.ctes} SELECT hid, lat, lng, price FROM cand WHERE ${sql.where} ORDER BY hid LIMIT 5000`, sql.params));
  return {
    statements,
    read: async ([found, counted, mapRows]) => ({
      rows: (found as RankedRow[]).map((row) => ({ ...row, rn: 1 })),
      total: (counted as { n: number }[])[0]?.n ?? 0,
      map: mapRows as MapRow[] | undefined,
    }),
  };
}

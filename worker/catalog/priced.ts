/**
 * Priced package lists without hotel grouping (detail, quote, a hotel's other packages, spec 001
 * §2 "other offers at the same hotel", §3 Quote). Same pricing and availability rules as the
 * search (search-sql.ts); rows are cents, km.
 */
import type { PricedRow } from "./cards";
import type { SearchQuery } from "./search-query";
import { buildSearchSql, FACET_GROUPS, and } from "./search-sql";
import { all } from "./sql";

/**
 * Packages matching `q`, cheapest first, at most `limit`; `excludeIds` are left out.
 * One D1 query. An unknown location yields [].
 */
export async function pricedPackages(db: D1Database, q: SearchQuery, limit: number, excludeIds: number[] = []): Promise<PricedRow[]> {
  if (q.location.unknown) return [];
  const sql = buildSearchSql(q);
  const p = sql.params;
  const exclude = excludeIds.length ? `pid NOT IN ${p.list(excludeIds)}` : "1";
  const where = and([...FACET_GROUPS.map((g) => sql.predicates[g]), exclude]);
  return all<PricedRow>(
    db,
    `WITH ${sql.ctes},
     m AS (SELECT * FROM cand WHERE ${where})
     SELECT pid, hid, price, refp, rooms, dist, stay_nights, from_price, COUNT(*) OVER (PARTITION BY hid) AS npk
     FROM m ORDER BY price ASC, pid ASC LIMIT ${p.add(limit)}`,
    p,
  );
}

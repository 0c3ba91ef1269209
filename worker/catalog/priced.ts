/**
 * Priced package lists without hotel grouping (detail, quote, the other packages of a result
 * page's hotels; spec 001 §2 "other offers at the same hotel", §3 Quote). Same pricing and
 * availability rules as the search (search-sql.ts). Each row also carries its card texts
 * (cards.ts), so turning rows into cards needs no further query. Cents, km.
 */
import { cardColumnsSql, cardJoinsSql, type CardRow } from "./cards";
import type { SearchQuery } from "./search-query";
import { buildSearchSql, FACET_GROUPS, and } from "./search-sql";
import { all } from "./sql";

/**
 * Packages matching `q`, cheapest first, at most `limit`; `excludeIds` are left out.
 * One D1 query. An unknown location yields [].
 */
export async function pricedPackages(db: D1Database, q: SearchQuery, limit: number, excludeIds: number[] = []): Promise<CardRow[]> {
  if (q.location.unknown) return [];
  const sql = buildSearchSql(q);
  const p = sql.params;
  const exclude = excludeIds.length ? `pid NOT IN ${p.list(excludeIds)}` : "1";
  const where = and([...FACET_GROUPS.map((g) => sql.predicates[g]), exclude]);
  return all<CardRow>(
    db,
    `WITH ${sql.ctes},
     m AS (SELECT pid, hid, price, refp, rooms, dist, stay_nights, from_price, COUNT(*) OVER (PARTITION BY hid) AS npk
           FROM cand WHERE ${where} ORDER BY price ASC, pid ASC LIMIT ${p.add(limit)})
     SELECT m.*, ${cardColumnsSql(q.lang, "m.pid")}
     FROM m ${cardJoinsSql("m.pid", "m.hid")}
     ORDER BY m.price ASC, m.pid ASC`,
    p,
  );
}

/**
 * The one SQL statement of facets.json (spec 000 §3 "Filter facets (server)", §5 tiers, §7 GET
 * facets.json): every facet group's hotel counts as rows { g, v, n, n2, x1, x2 } (facets.ts
 * shapes them). Two sources, same rows:
 * - `facetSql`: every matching package priced by search-sql.ts (dates, party, package filters);
 * - `summaryFacetSql`: one search_hotels row per hotel (summary-sql.ts) when `summaryEligible`.
 * Each group ignores its own filter; counts are hotels; prices cents. The price row and the
 * buckets speak the budget's unit price (unit-price.ts: per night, or per person in the activity
 * flow): the range of the packages' unit prices, and each hotel in the one bucket of its lowest
 * unit price, so the buckets add up to the total (issue 25 item 11).
 */
import { bucketCaseSql, facilityFacetSql, SCORE_TIERS } from "./facet-tiers";
import type { SearchQuery } from "./search-query";
import { and, buildSearchSql, type FacetGroup } from "./search-sql";
import { giftableSql } from "./giftable";
import { unionAll } from "./sql";
import { unitParticipants, unitPriceSql } from "./unit-price";
import { buildSummarySql, HOTEL_GROUPS } from "./summary-sql";

/** One row of the facet statement: group, value, count(s), extra labels. */
export interface FacetRow {
  g: string;
  v: string | number | null;
  n: number | null;
  n2: number | null;
  x1: string | null;
  x2: string | null;
}

/**
 * Distances only matter to facets through a radius: without one the centre is dropped, so no
 * row computes a distance nobody reads.
 */
function withoutUnusedCentre(q: SearchQuery): SearchQuery {
  return q.location.radius ? q : { ...q, location: { ...q.location, sqlCentre: null } };
}

/** Hotel-level flags of the groups whose filter is set: names and AND of all but `skip`. */
function hotelFlags(pr: Record<FacetGroup, string>) {
  const groups = HOTEL_GROUPS.filter((g) => pr[g] !== "1");
  const flag = (g: FacetGroup) => `f_${g}`;
  return {
    columns: groups.map((g) => `(${pr[g]}) AS ${flag(g)}, `).join(""),
    all: (...skip: FacetGroup[]) => and(groups.filter((g) => !skip.includes(g)).map(flag)),
    /** The same hotel predicates, on the source's own columns. */
    where: and(groups.map((g) => pr[g])),
  };
}

/**
 * The hotel groups over `hf` (h_hid, h_stars, h_score, h_type, h_env, h_style, h_pets, any_pt and
 * the flags). CROSS JOIN keeps hf outer: facilities by primary key, not a scan of all of them.
 */
function hotelSelects(flags: ReturnType<typeof hotelFlags>): string[] {
  const f = flags.all;
  return [
    `SELECT 'total' AS g, NULL AS v, COUNT(*) AS n, NULL AS n2, NULL AS x1, NULL AS x2 FROM hf WHERE any_pt AND ${f()}`,
    `SELECT 'stars', h_stars, COUNT(*), NULL, NULL, NULL FROM hf WHERE any_pt AND ${f("stars")} GROUP BY h_stars`,
    `SELECT 'type', h_type, COUNT(*), NULL, NULL, NULL FROM hf WHERE any_pt AND ${f("type")} GROUP BY h_type`,
    `SELECT 'environment', h_env, COUNT(*), NULL, NULL, NULL FROM hf WHERE any_pt AND ${f("environment")} GROUP BY h_env`,
    `SELECT 'style', h_style, COUNT(*), NULL, NULL, NULL FROM hf WHERE any_pt AND ${f("style")} GROUP BY h_style`,
    ...SCORE_TIERS.map((t) => `SELECT 'score', ${t}, COUNT(*), NULL, NULL, NULL FROM hf WHERE any_pt AND h_score >= ${t} AND ${f("score")}`),
    `SELECT 'facility', fa.facility, COUNT(*), NULL, NULL, NULL FROM hf CROSS JOIN hotel_facilities fa ON fa.hotel_id = hf.h_hid
      WHERE any_pt AND ${f()} AND ${facilityFacetSql("fa.facility")} GROUP BY fa.facility`,
    `SELECT 'facility', 'pets', COUNT(*), NULL, NULL, NULL FROM hf WHERE any_pt AND ${f()} AND h_pets = 1`,
  ];
}

/** The general facet statement (every matching package): SQL text and its parameters. */
export function facetSql(query: SearchQuery): [string, unknown[]] {
  const q = withoutUnusedCentre(query);
  const sql = buildSearchSql(q);
  const pr = sql.predicates;
  const flags = hotelFlags(pr);
  const tagWhere = pr.tag.replace(/\bpid\b/g, "c.pid");
  const priceWhere = pr.price.replace(/\b(price|from_price|stay_nights|pnights)\b/g, "c.$1");
  const people = unitParticipants(q);
  const unit = unitPriceSql("c.price", "c.stay_nights", people === null ? null : String(people));
  // The package-level groups (tag, price, bucket) test the hotel predicates on c's own columns;
  // CROSS JOIN keeps c outer (activities by primary key).
  const selects = [
    ...hotelSelects(flags),
    `SELECT 'tag', a.id, COUNT(DISTINCT c.hid), NULL, a.group_name, a.label_${q.lang}
      FROM c CROSS JOIN package_activities pa ON pa.package_id = c.pid CROSS JOIN activities a ON a.id = pa.activity_id
      WHERE (${priceWhere}) AND ${flags.where} GROUP BY a.id`,
    `SELECT 'price', NULL, MIN(${unit}), MAX(${unit}), NULL, NULL FROM c WHERE (${tagWhere}) AND ${flags.where}`,
    `SELECT 'bucket', ${bucketCaseSql("u")}, COUNT(*), NULL, NULL, NULL FROM (SELECT MIN(${unit}) AS u FROM c WHERE (${tagWhere}) AND ${flags.where} GROUP BY c.hid) GROUP BY 2`,
  ];
  // `c` is materialised once: hf and the package-level groups all read it.
  const text = `WITH ${sql.ctes},
    c AS MATERIALIZED (SELECT * FROM cand),
    hf AS (
      SELECT hid AS h_hid, stars AS h_stars, score AS h_score, hotel_type AS h_type, environment AS h_env, style AS h_style,
        pets_allowed AS h_pets, ${flags.columns}MAX((${pr.price}) AND (${pr.tag})) AS any_pt
      FROM c GROUP BY hid
    )
    ${unionAll(selects)}`;
  return [text, sql.params.values];
}

/**
 * The summary facet statement for a `summaryEligible` query: hf is one search_hotels row per
 * hotel (every hotel has a package of the day, and no price or activity filter applies, so
 * any_pt is 1); the price row and the buckets come from the rows' lowest and highest unit prices and
 * lowest unit prices (summary-derive.ts); activities from the hotels' packages of the day. SQL
 * text and its parameters.
 */
export function summaryFacetSql(query: SearchQuery): [string, unknown[]] {
  const q = withoutUnusedCentre(query);
  const sql = buildSummarySql(q, "priceQuality");
  const p = sql.params;
  const flags = hotelFlags(sql.predicates);
  const f = flags.all;
  const selects = [
    ...hotelSelects(flags),
    `SELECT 'tag', a.id, COUNT(DISTINCT hf.h_hid), NULL, a.group_name, a.label_${q.lang}
      FROM hf CROSS JOIN packages pk ON pk.hotel_id = hf.h_hid CROSS JOIN package_activities pa ON pa.package_id = pk.id
        CROSS JOIN activities a ON a.id = pa.activity_id
      WHERE pk.item_category = ${p.add(q.category)} AND pk.published = 1 AND (pk.expiration IS NULL OR pk.expiration >= ${p.add(q.today)})${q.gift ? ` AND ${giftableSql("pk")}` : ""}
        AND ${f()} GROUP BY a.id`,
    `SELECT 'price', NULL, MIN(h_min_unit), MAX(h_max_unit), NULL, NULL FROM hf WHERE ${f()}`,
    `SELECT 'bucket', ${bucketCaseSql("h_min_unit")}, COUNT(*), NULL, NULL, NULL FROM hf WHERE ${f()} GROUP BY 2`,
  ];
  const text = `WITH ${sql.ctes},
    hf AS MATERIALIZED (
      SELECT hid AS h_hid, stars AS h_stars, score AS h_score, hotel_type AS h_type, environment AS h_env, style AS h_style,
        pets_allowed AS h_pets, min_unit_price AS h_min_unit, max_unit_price AS h_max_unit, ${flags.columns}1 AS any_pt
      FROM cand
    )
    ${unionAll(selects)}`;
  return [text, p.values];
}

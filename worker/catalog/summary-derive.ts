/**
 * The SQL that derives the search summary (migrations/0002_search_summary.sql; docs/decisions/
 * 012-catalog-search-summary.md) from the catalog rows: DELETEs, then INSERT … SELECT into
 * search_hotels, then into search_facet_totals. Run after every load of the catalog (the seed,
 * scripts/seed/build.ts; the test fixture, tests/workers/setup-global.ts), never by hand.
 *
 * The package order (main package of a hotel) and the sort keys are the search's own SQL
 * (ordering.ts), the price buckets and facility values the facets' (facet-tiers.ts), so the
 * summary picks the same packages and counts the same hotels as the general search (spec 000 §3,
 * §5) would for a request without dates, party supplement or package-level filter.
 * Prices are packages.sell_price_cents (cents, 2 adults); days are integers YYYYMMDD. Unit prices
 * (min_unit_price, max_unit_price; unit-price.ts) are per night, per person for two participants
 * on activity-only packages; a hotel's price bucket is the one of its lowest unit price, so the
 * buckets of the facets add up to the hotels counted (issue 25 item 11).
 */
import { bucketCaseSql, facilityFacetSql, PRICE_BUCKETS, SCORE_TIERS } from "./facet-tiers";
import { mainPackageAggregateSql, PRICE_QUALITY, PROMO } from "./ordering";
import { giftableSql } from "./giftable";
import { unionAll } from "./sql";
import { SUMMARY_PARTICIPANTS, unitPriceSql } from "./unit-price";

/** Day number used for "open" (no end). */
export const OPEN_DAY = 99991231;

/** Tables written here, in the order they are filled. */
export const SUMMARY_TABLES = ["search_hotels", "search_facet_totals"] as const;

/** 'YYYY-MM-DD' (or a SQL expression of it) → integer YYYYMMDD, in SQL. */
export const daySql = (iso: string) => `CAST(replace(${iso}, '-', '') AS INTEGER)`;

/** 'YYYY-MM-DD' → integer YYYYMMDD, the day columns' unit. */
export function dayNumber(iso: string): number {
  return Number(iso.slice(0, 10).replaceAll("-", ""));
}

/**
 * search_hotels: one row per active hotel, category and epoch (see the migration). Categories are
 * the packages' ('weekend', 'activity') plus 'gift': the weekend packages that can be given
 * (giftable.ts), which gift searches read (summary-sql.ts summaryCategory). An epoch ends
 * on each expiration date of the hotel's packages (and the last one is open); its packages are
 * the published ones that have not expired by then.
 */
function searchHotelsSql(): string {
  // Unit prices in a CTE of their own (units): SQLite takes the bare columns of mins and maxs from
  // the row of their one MIN()/MAX() aggregate, which a second aggregate there would break.
  const unit = `CASE WHEN cat = 'activity' THEN ${unitPriceSql("price", "pnights", String(SUMMARY_PARTICIPANTS))} ELSE ${unitPriceSql("price", "pnights", null)} END`;
  return `INSERT INTO search_hotels (item_category, hotel_id, valid_after, valid_until, destination_id, stars, score, reviews,
    latitude, longitude, hotel_type, environment, style, pets_allowed, packages, min_pid, min_price, min_ref, min_nights,
    price_quality, promo_pid, promo_price, promo_ref, promo_nights, promo_rate, max_pid, max_price, max_ref, max_nights, price_buckets,
    min_unit_price, max_unit_price)
  WITH live AS (
    SELECT p.id AS pid, p.hotel_id AS hid, p.item_category AS cat, p.nights AS pnights,
      CASE WHEN p.expiration IS NULL THEN NULL ELSE ${daySql("p.expiration")} END AS exp,
      p.sell_price_cents AS price, p.sell_price_cents AS from_price, MAX(p.ref_price_cents, p.sell_price_cents) AS refp
    FROM packages p JOIN hotels h ON h.id = p.hotel_id
    WHERE p.published = 1 AND h.active = 1
    UNION ALL
    SELECT p.id, p.hotel_id, 'gift', p.nights,
      CASE WHEN p.expiration IS NULL THEN NULL ELSE ${daySql("p.expiration")} END,
      p.sell_price_cents, p.sell_price_cents, MAX(p.ref_price_cents, p.sell_price_cents)
    FROM packages p JOIN hotels h ON h.id = p.hotel_id
    WHERE p.published = 1 AND h.active = 1 AND p.item_category = 'weekend' AND ${giftableSql()}
  ),
  bounds AS (SELECT hid, cat, exp AS b FROM live WHERE exp IS NOT NULL UNION SELECT hid, cat, ${OPEN_DAY} FROM live),
  epochs AS (SELECT hid, cat, COALESCE(LAG(b) OVER (PARTITION BY hid, cat ORDER BY b), 0) AS a, b FROM bounds),
  ep AS (
    SELECT e.hid, e.cat, e.a, e.b, l.pid, l.pnights, l.price, l.from_price, l.refp
    FROM epochs e JOIN live l ON l.hid = e.hid AND l.cat = e.cat AND (l.exp IS NULL OR l.exp >= e.b)
  ),
  mins AS (
    SELECT hid, cat, a, b, COUNT(*) AS n, ${mainPackageAggregateSql("priceAsc")} AS k, pid, price, refp, pnights
    FROM ep GROUP BY hid, cat, a, b
  ),
  ranked AS (
    SELECT m.*, ${PRICE_QUALITY} AS pq FROM (SELECT mins.*, h.review_average AS score, h.stars AS stars FROM mins JOIN hotels h ON h.id = mins.hid) m
  ),
  promos AS (
    SELECT x.*, ${PROMO} AS rate FROM (SELECT hid, cat, a, b, ${mainPackageAggregateSql("promo")} AS k, pid, price, refp, pnights FROM ep GROUP BY hid, cat, a, b) x
  ),
  maxs AS (SELECT hid, cat, a, b, ${mainPackageAggregateSql("svPriceDesc")} AS k, pid, price, refp, pnights FROM ep GROUP BY hid, cat, a, b),
  units AS (SELECT hid, cat, a, b, MIN(${unit}) AS min_unit, MAX(${unit}) AS max_unit FROM ep GROUP BY hid, cat, a, b)
  SELECT r.cat, r.hid, r.a, r.b, h.destination_id, h.stars, h.review_average, h.review_count, h.latitude, h.longitude,
    h.hotel_type, h.environment, h.style, h.pets_allowed, r.n, r.pid, r.price, r.refp, r.pnights, r.pq,
    pr.pid, pr.price, pr.refp, pr.pnights, pr.rate, x.pid, x.price, x.refp, x.pnights,
    1 << (${bucketCaseSql("u.min_unit")}), u.min_unit, u.max_unit
  FROM ranked r JOIN promos pr USING (hid, cat, a, b) JOIN maxs x USING (hid, cat, a, b) JOIN units u USING (hid, cat, a, b) JOIN hotels h ON h.id = r.hid
  ORDER BY r.cat, r.hid, r.b`;
}

/**
 * search_facet_totals: every (facet, value) a search_hotels row counts for, as +1 on the day its
 * span starts and -1 on the day it ends, summed into one row per value and span of constant count.
 */
function facetTotalsSql(): string {
  const tiers = unionAll(SCORE_TIERS.map((t) => `SELECT ${t} AS t`));
  const bits = unionAll(PRICE_BUCKETS.map((_, i) => `SELECT ${i} AS i`));
  const cols = "s.item_category AS cat, s.valid_after AS a, s.valid_until AS b";
  // unionAll: D1 accepts at most five terms per compound SELECT (sql.ts).
  const keys = unionAll([
    `SELECT ${cols}, 'total' AS facet, NULL AS value FROM search_hotels s`,
    `SELECT ${cols}, 'stars', s.stars FROM search_hotels s`,
    `SELECT ${cols}, 'type', s.hotel_type FROM search_hotels s`,
    `SELECT ${cols}, 'environment', s.environment FROM search_hotels s`,
    `SELECT ${cols}, 'style', s.style FROM search_hotels s`,
    `SELECT ${cols}, 'score', t.t FROM search_hotels s JOIN (${tiers}) t ON s.score >= t.t`,
    `SELECT ${cols}, 'facility', f.facility FROM search_hotels s JOIN hotel_facilities f ON f.hotel_id = s.hotel_id WHERE ${facilityFacetSql("f.facility")}`,
    `SELECT ${cols}, 'facility', 'pets' FROM search_hotels s WHERE s.pets_allowed = 1`,
    `SELECT ${cols}, 'bucket', k.i FROM search_hotels s JOIN (${bits}) k ON (s.price_buckets >> k.i) & 1`,
    `SELECT cat, a, b, 'tag', activity_id FROM (
      SELECT DISTINCT s.id, ${cols}, pa.activity_id
      FROM search_hotels s
      JOIN packages p ON p.hotel_id = s.hotel_id AND p.published = 1
        AND (p.item_category = s.item_category OR (s.item_category = 'gift' AND p.item_category = 'weekend' AND ${giftableSql()}))
        AND (p.expiration IS NULL OR ${daySql("p.expiration")} >= s.valid_until)
      JOIN package_activities pa ON pa.package_id = p.id)`,
  ]);
  return `INSERT INTO search_facet_totals (item_category, valid_after, valid_until, facet, value, hotels)
  WITH keys AS (${keys}),
  events AS (SELECT cat, facet, value, a AS day, 1 AS d FROM keys UNION ALL SELECT cat, facet, value, b, -1 FROM keys WHERE b < ${OPEN_DAY}),
  steps AS (SELECT cat, facet, value, day, SUM(d) AS d FROM events GROUP BY cat, facet, value, day HAVING SUM(d) != 0)
  SELECT cat, day, LEAD(day, 1, ${OPEN_DAY}) OVER w, facet, value, SUM(d) OVER (w ROWS UNBOUNDED PRECEDING)
  FROM steps WINDOW w AS (PARTITION BY cat, facet, value ORDER BY day)`;
}

/**
 * Statements that (re)compute the summary from the catalog rows, in order. Each is one SQL
 * statement without a trailing semicolon and without ';' inside, under D1's 100 KB limit.
 */
export function summaryStatements(): string[] {
  return [...[...SUMMARY_TABLES].reverse().map((t) => `DELETE FROM ${t}`), searchHotelsSql(), facetTotalsSql()];
}

/**
 * SQL of the package search shared by offers.json, facets.json, detail and quote
 * (spec 000 §3 server-side criteria, §5 rules; spec 001 §4 price type; migrations/0001_catalog.sql).
 *
 * `buildSearchSql` returns the text of two CTEs, `raw` and `cand`, plus one predicate per facet
 * group. `cand` holds one row per bookable package after the non-facet filters (category,
 * publication, location, theme, hotel, dates and availability) with these columns:
 *   pid, hid, dest, pnights, theme_id, from_price, stars, score, reviews, lat, lng, hotel_type,
 *   environment, style, pets_allowed, price (cents, whole stay and party), refp (cents),
 *   (the budget compares their unit price, per night or per person: unit-price.ts),
 *   rooms (rooms left on the check-in day, null without one), stay_nights, dist (km or null).
 * Predicates are SQL booleans over those columns ('1' when the filter is unset), so offers can
 * AND them all and facets can leave one group out. `locationSql` and `facetPredicates` are also
 * used by the search summary (summary-sql.ts), which has the same column names.
 *
 * Pricing (cents):
 * - gift: the package's single-voucher price = its from price (2 adults), no dates.
 * - no check-in: from price + the party supplements of the plan that makes the from price
 *   (extra adults beyond 2, children; babies free; one adult pays the double-room price).
 * - check-in: the cheapest rate plan covering that day (weekday mask, min_los <= nights <=
 *   max_los, rooms > 0, not a stop-sell day) with the party's supplements, scaled from the
 *   package's nights to the requested nights.
 * - an activity-only package (0 nights) for a party of one person, outside gifting: the activity
 *   single price, ACTIVITY_ONE_PERSON_PERCENT of the above rounded up to the cent
 *   (shared/pricing.ts activityPartyPrice, in integer arithmetic).
 */
import { boundingBox, sqlDistanceKm } from "./geo";
import { giftableSql } from "./giftable";
import { Params } from "./sql";
import { weekdayBit } from "./dates";
import { ACTIVITY_ONE_PERSON_PERCENT, isOnePerson } from "../../shared/pricing";
import type { ResolvedLocation } from "./location";
import type { SearchFilters, SearchQuery } from "./search-query";
import { minisiteScopeSql } from "./minisite-scope";
import { unitParticipants, unitPriceSql } from "./unit-price";

/** Facet groups, each with its own predicate (facets.json leaves a group's own out). */
export const FACET_GROUPS = ["stars", "type", "environment", "style", "score", "facility", "price", "tag"] as const;
/** One facet group. */
export type FacetGroup = (typeof FACET_GROUPS)[number];

/** The built search: CTE text, bound values and per-group predicates. */
export interface SearchSql {
  params: Params;
  /** "raw AS (…), cand AS (…)" — prefix with WITH. */
  ctes: string;
  predicates: Record<FacetGroup, string>;
  /** True when the query can match nothing (unknown location id). */
  empty: boolean;
}

/** AND of SQL booleans, '1' when empty. */
export function and(parts: readonly string[]): string {
  const real = parts.filter((p) => p !== "1");
  return real.length ? real.map((p) => `(${p})`).join(" AND ") : "1";
}

function rangeSql(params: Params, column: string, r: { min: number | null; max: number | null } | null): string {
  if (!r) return "1";
  const parts: string[] = [];
  if (r.min !== null) parts.push(`${column} >= ${params.add(r.min)}`);
  if (r.max !== null) parts.push(`${column} <= ${params.add(r.max)}`);
  return and(parts);
}

/** The location part of a search, over the column names given (search-query.ts location). */
export interface LocationSql {
  /** WHERE terms on the hotel id column (subqueries of hotel ids), ANDed. */
  where: string[];
  /** SQL boolean: the hotel lies in the named area (for the union with a radius); "0" without one. */
  inArea: string;
  /** SQL km from the search centre (geo.ts), "NULL" without one. */
  distSql: string;
  /** SQL boolean over `dist` and `in_area` (the radius test), "1" without one. */
  distWhere: string;
}

/**
 * Location filter SQL (spec 000 §3 location, §5 distance): the matching hotels as an id subquery
 * on `hotelId` (so SQLite drives the search from the hotels index), `in_area` on `destination`
 * for the union with a radius, and the exact distance over `lat`/`lng` after a bounding-box
 * prefilter. With `areasOnDestination`, an admin area or resort without radius tests the
 * `destination` column itself (a source that holds it, read in index order: summary-sql.ts).
 * Column names are code constants.
 */
export function locationSql(
  params: Params,
  loc: ResolvedLocation,
  hotelId: string,
  destination: string,
  lat: string,
  lng: string,
  areasOnDestination = false,
): LocationSql {
  const where: string[] = [];
  // The area test on a destination id column (bound once, used twice).
  let areaDest: ((column: string) => string) | null = null;
  if (loc.cityId) {
    const id = params.add(loc.cityId);
    areaDest = (column) => `${column} = ${id}`;
  } else if (loc.admin?.column === "member") {
    const id = params.add(loc.admin.id);
    areaDest = (column) => `${column} IN (SELECT destination_id FROM destination_areas WHERE area_id = ${id})`;
  } else if (loc.admin) {
    const sub = `(SELECT id FROM destinations WHERE ${loc.admin.column} = ${params.add(loc.admin.id)})`;
    areaDest = (column) => `${column} IN ${sub}`;
  }
  const areaHotels = areaDest ? `SELECT id FROM hotels WHERE ${areaDest("destination_id")}` : null;
  let distSql = "NULL";
  let distWhere = "1";
  if (loc.sqlCentre) distSql = sqlDistanceKm(params, loc.sqlCentre, lat, lng);
  if (loc.radius && loc.centre) {
    const { min, max } = loc.radius;
    const box = max !== null ? boundingBox(loc.centre, max) : null;
    const boxHotels = box
      ? `SELECT id FROM hotels WHERE latitude BETWEEN ${params.add(box.minLat)} AND ${params.add(box.maxLat)} AND longitude BETWEEN ${params.add(box.minLng)} AND ${params.add(box.maxLng)}`
      : null;
    const near = max !== null ? `dist <= ${params.add(max)}` : "1";
    const far = min !== null && min > 0 ? `dist >= ${params.add(min)}` : "1";
    if (loc.radius.union && areaHotels) {
      where.push(`${hotelId} IN (${boxHotels ? `${areaHotels} UNION ${boxHotels}` : areaHotels})`);
      distWhere = and([max !== null ? `in_area OR (${near})` : "in_area", far]);
    } else {
      if (boxHotels) where.push(`${hotelId} IN (${boxHotels})`);
      distWhere = and([near, far]);
    }
  } else if (areaDest && areasOnDestination && !loc.cityId) {
    where.push(areaDest(destination));
  } else if (areaHotels) {
    where.push(`${hotelId} IN (${areaHotels})`);
  }
  return { where, inArea: areaDest ? areaDest(destination) : "0", distSql, distWhere };
}

/**
 * One SQL boolean per facet group over the `cand` columns (search-sql.ts module comment), '1'
 * when the group's filter is unset (spec 000 §3 facets, §5 rules). The price ranges compare the
 * unit price the cards show (unit-price.ts: per night, or per person for `participants`): the
 * stay's price over its nights, the single-voucher (from) price over the package's nights.
 */
export function facetPredicates(params: Params, f: SearchFilters, participants: number | null): Record<FacetGroup, string> {
  // Bound only when a range reads it.
  const people = participants !== null && (f.price || f.svPrice) ? params.add(participants) : null;
  return {
    stars: f.stars.length ? `stars IN ${params.list(f.stars)}` : "1",
    type: f.hotelTypes.length ? `hotel_type IN ${params.list(f.hotelTypes)}` : "1",
    environment: f.environments.length ? `environment IN ${params.list(f.environments)}` : "1",
    style: f.styles.length ? `style IN ${params.list(f.styles)}` : "1",
    score: f.minScore !== null && f.minScore > 0 ? `score >= ${params.add(f.minScore)}` : "1",
    facility: and([
      f.facilities.length
        ? `(SELECT COUNT(*) FROM hotel_facilities hfa WHERE hfa.hotel_id = hid AND hfa.facility IN ${params.list(f.facilities)}) = ${params.add(f.facilities.length)}`
        : "1",
      f.petsAllowed ? "pets_allowed = 1" : "1",
    ]),
    price: and([
      rangeSql(params, unitPriceSql("price", "stay_nights", people), f.price),
      rangeSql(params, unitPriceSql("from_price", "pnights", people), f.svPrice),
    ]),
    tag: f.tags.length
      ? `EXISTS (SELECT 1 FROM package_activities pa WHERE pa.package_id = pid AND pa.activity_id IN ${params.list(f.tags)})`
      : "1",
  };
}

/** Builds the search CTEs and facet predicates for `q`. Never touches the database. */
export function buildSearchSql(q: SearchQuery): SearchSql {
  const params = new Params();
  const where: string[] = [];
  const loc = q.location;
  const today = params.add(q.today);

  if (!q.includeInactive) where.push("p.published = 1", "h.active = 1", `(p.expiration IS NULL OR p.expiration >= ${today})`);
  // Unary + keeps SQLite from walking the category index: nearly every package matches, and a
  // plain scan (or the packages-by-hotel index when a location narrows the hotels) is cheaper.
  if (q.category) where.push(`+p.item_category = ${params.add(q.category)}`);
  // A gift search shows only stays that can be given (migrations/0010: a package with a price list;
  // last-minute stays have none): its cards are the stays the gift setup can sell.
  if (q.gift) where.push(giftableSql());
  if (q.hotelId) where.push(`p.hotel_id = ${params.add(q.hotelId)}`);
  if (q.hotelIds) where.push(`p.hotel_id IN ${params.list(q.hotelIds)}`);
  if (q.packageIds) where.push(`p.id IN ${params.list(q.packageIds)}`);
  if (q.excludedHotelIds.length) where.push(`p.hotel_id NOT IN ${params.list(q.excludedHotelIds)}`);
  // A partner's selection (decision 048): country, themes and price ceiling of its minisite.
  if (q.minisite) where.push(...minisiteScopeSql(params, q.minisite));
  const location = locationSql(params, loc, "p.hotel_id", "h.destination_id", "lat", "lng");
  where.push(...location.where);
  if (q.themeIds.length) {
    // A package has the theme as its own or as a secondary one. With a location or hotel, the few
    // hotels drive the search and each package is tested; without, the theme's packages are read
    // as one id list from both theme indexes (packages_theme, package_themes_theme) instead of
    // testing every package of the catalog (decision 015).
    const themes = params.list(q.themeIds);
    const narrow = location.where.length > 0 || q.hotelId !== null || q.hotelIds !== null || q.packageIds !== null;
    where.push(
      narrow
        ? `(p.theme_id IN ${themes} OR p.id IN (SELECT package_id FROM package_themes WHERE theme_id IN ${themes}))`
        : `p.id IN (SELECT id FROM packages WHERE theme_id IN ${themes} UNION SELECT package_id FROM package_themes WHERE theme_id IN ${themes})`,
    );
  }
  const { inArea, distSql, distWhere } = location;

  // Prices.
  const extraAdults = Math.max(0, q.party.adults - 2);
  const children = q.party.children;
  const supp = (r: string) =>
    extraAdults === 0 && children === 0 ? "0" : `(${r}.extra_adult_cents * ${params.add(extraAdults)} + ${r}.child_cents * ${params.add(children)})`;
  let join = "";
  let groupBy = "";
  let sellSql: string;
  let refSql: string;
  let roomsSql = "NULL";
  let suppSql = "0";
  let stayNightsSql = "p.nights";
  if (q.gift) {
    sellSql = "p.sell_price_cents";
    refSql = "p.ref_price_cents";
  } else if (q.checkin) {
    const day = params.add(q.checkin);
    const nightsParam = q.nights !== null ? params.add(q.nights) : null;
    stayNightsSql = nightsParam ? `CASE WHEN p.nights = 0 THEN 0 ELSE ${nightsParam} END` : "p.nights";
    const losSql = nightsParam
      ? `AND (p.nights = 0 OR (r.min_los <= ${nightsParam} AND r.max_los >= ${nightsParam}))`
      : "AND (p.nights = 0 OR (r.min_los <= p.nights AND r.max_los >= p.nights))";
    join = `JOIN rate_plans r ON r.package_id = p.id AND r.valid_from <= ${day} AND r.valid_to >= ${day}
        AND (r.weekday_mask & ${params.add(weekdayBit(q.checkin))}) != 0 AND r.rooms > 0 ${losSql}`;
    where.push(`NOT EXISTS (SELECT 1 FROM closed_days cd WHERE cd.package_id = p.id AND cd.day = ${day})`);
    where.push(`${day} >= ${today}`);
    // One MIN() aggregate: SQLite takes the bare r.* columns from the cheapest plan's row.
    const s = supp("r");
    sellSql = `MIN(r.sell_price_cents + ${s})`;
    refSql = `r.ref_price_cents + ${s}`;
    roomsSql = "r.rooms";
    groupBy = "GROUP BY p.id";
  } else {
    // Supplements of the plan that makes the from price (packages.sell_price_cents is the
    // cheapest plan's price); evaluated once per package in `raw`.
    const s = supp("r");
    if (s !== "0") {
      suppSql = `COALESCE(
        (SELECT ${s} FROM rate_plans r WHERE r.package_id = p.id AND r.sell_price_cents = p.sell_price_cents LIMIT 1),
        (SELECT ${s} FROM rate_plans r WHERE r.package_id = p.id ORDER BY r.sell_price_cents LIMIT 1), 0)`;
    }
    sellSql = "p.sell_price_cents";
    refSql = "p.ref_price_cents";
  }
  // Scale a check-in price from the package's nights to the stay's nights.
  const scale = (col: string) =>
    q.checkin && q.nights !== null ? `CASE WHEN pnights > 0 THEN CAST(ROUND((${col}) * 1.0 * stay_nights / pnights) AS INTEGER) ELSE ${col} END` : col;

  // One person on an activity-only package: the activity single price (integers: ceil(x * p / 100)).
  const single = (col: string) =>
    !q.gift && isOnePerson(q.party) ? `CASE WHEN pnights = 0 THEN ((${col}) * ${ACTIVITY_ONE_PERSON_PERCENT} + 99) / 100 ELSE ${col} END` : col;

  const ctes = `raw AS ${suppSql === "0" ? "" : "MATERIALIZED "}(
    SELECT p.id AS pid, p.hotel_id AS hid, h.destination_id AS dest, p.nights AS pnights, p.theme_id AS theme_id,
      p.sell_price_cents AS from_price, h.stars AS stars, h.review_average AS score, h.review_count AS reviews,
      h.latitude AS lat, h.longitude AS lng, h.hotel_type AS hotel_type, h.environment AS environment,
      h.style AS style, h.pets_allowed AS pets_allowed, (${inArea}) AS in_area,
      ${sellSql} AS sell0, ${refSql} AS ref0, ${suppSql} AS supp, ${roomsSql} AS rooms, ${stayNightsSql} AS stay_nights
    FROM packages p JOIN hotels h ON h.id = p.hotel_id ${join}
    WHERE ${and(where)}
    ${groupBy}
  ),
  cand AS (
    SELECT pid, hid, dest, pnights, theme_id, from_price, stars, score, reviews, lat, lng, hotel_type,
      environment, style, pets_allowed, in_area, rooms, stay_nights,
      ${single(scale("sell0 + supp"))} AS price, MAX(${single(scale("ref0 + supp"))}, ${single(scale("sell0 + supp"))}) AS refp, ${distSql} AS dist
    FROM raw
  )`;
  // The distance test needs the computed `dist`, so it wraps cand.
  const candFinal =
    distWhere === "1" ? ctes : `${ctes.replace(/\n  cand AS \(/, "\n  cand0 AS (")},
  cand AS (SELECT * FROM cand0 WHERE ${distWhere})`;

  const predicates = facetPredicates(params, q.filters, unitParticipants(q));
  return { params, ctes: candFinal, predicates, empty: loc.unknown };
}

/** AND of every facet predicate except `skip`. */
export function predicatesExcept(sql: SearchSql, ...skip: FacetGroup[]): string {
  return and(FACET_GROUPS.filter((g) => !skip.includes(g)).map((g) => sql.predicates[g]));
}

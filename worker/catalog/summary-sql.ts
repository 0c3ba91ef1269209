/**
 * Hotel search over the search summary (migrations/0002_search_summary.sql, derived by
 * summary-derive.ts; docs/decisions/012-catalog-search-summary.md): the same hotels, main packages,
 * order and counts as offers.json's general SQL (search-sql.ts, spec 000 §3, §5) for the requests
 * whose answer does not depend on dates or party — `summaryEligible` — read from one row per hotel
 * instead of grouping every package.
 *
 * `buildSummarySql` returns a `cand` CTE with one row per hotel (its main package for the sort)
 * and the columns of search-sql.ts's `cand` that offers.json reads: pid, hid, dest, pnights,
 * from_price, stars, score, reviews, lat, lng, hotel_type, environment, style, pets_allowed,
 * in_area, rooms (NULL), stay_nights, price, refp (cents), dist (km or NULL), plus npk (matching
 * packages of the hotel), the stored sort keys pq and promo_rate, and for facets min_price,
 * max_price (cents) and min_unit_price, max_unit_price (the hotel's lowest and highest unit
 * prices, cents, unit-price.ts; a hotel's price bucket is its lowest's). Without a location the
 * order is an index of search_hotels, so a page reads LIMIT + OFFSET rows, not the catalog.
 */
import { isOnePerson } from "../../shared/pricing";
import type { ContractSort } from "../../shared/contract/common";
import { dayNumber } from "./summary-derive";
import { hotelOrderSql } from "./ordering";
import type { SearchQuery } from "./search-query";
import { and, facetPredicates, locationSql, type FacetGroup } from "./search-sql";
import { Params } from "./sql";
import { SUMMARY_PARTICIPANTS, unitParticipants } from "./unit-price";

/** The facet groups that test hotel columns only (the others need packages). */
export const HOTEL_GROUPS: readonly FacetGroup[] = ["stars", "type", "environment", "style", "score", "facility"];

/**
 * True when the summary gives exactly the general search's answer for `q`: a category search
 * without check-in (prices are then packages.sell_price_cents), without party supplement
 * (adults <= 2, no child; babies are free) or gift pricing, and without package-level criteria
 * (themes, activities, price or single-voucher price, package or hotel-list restrictions,
 * unpublished packages). Location, hotel, excluded hotels and hotel-level filters are fine.
 * Activity-only searches only for the summary's party of two: its per-person unit prices
 * (facets' price range and buckets; unit-price.ts) are for two participants.
 */
export function summaryEligible(q: SearchQuery): boolean {
  const f = q.filters;
  const supplementFree = q.gift || (q.party.adults <= 2 && q.party.children === 0);
  // One person on an activity pays the single price (ACTIVITY_ONE_PERSON_PERCENT), which the stored
  // two-person prices do not hold: the general search prices it (decision 061).
  const activitySingle = !q.gift && q.category === "activity" && isOnePerson(q.party);
  return (
    q.category !== null &&
    q.checkin === null &&
    (unitParticipants(q) ?? SUMMARY_PARTICIPANTS) === SUMMARY_PARTICIPANTS &&
    supplementFree &&
    !activitySingle &&
    !q.includeInactive &&
    q.hotelIds === null &&
    q.packageIds === null &&
    q.minisite === null &&
    q.themeIds.length === 0 &&
    f.tags.length === 0 &&
    f.price === null &&
    f.svPrice === null &&
    !q.location.unknown
  );
}

/**
 * The search_hotels / search_facet_totals category that answers `q`: 'gift' (the giftable stays,
 * summary-derive.ts) for a gift search, else the search's category.
 */
export function summaryCategory(q: SearchQuery): string | null {
  return q.gift ? "gift" : q.category;
}

/** Which stored package is a hotel's main package for each sort (ordering.ts mainPackageAggregateSql). */
function mainOf(sort: ContractSort): "min" | "promo" | "max" {
  return sort === "promo" ? "promo" : sort === "svPriceDesc" ? "max" : "min";
}

/**
 * Hotel order over the summary `cand`: hotelOrderSql (ordering.ts) with the stored keys for the
 * two computed orders (pq, promo_rate hold the very values those expressions give).
 */
export function summaryOrderSql(sort: ContractSort): string {
  if (sort === "priceQuality") return "pq DESC, hid ASC";
  if (sort === "promo") return "promo_rate DESC, price ASC, hid ASC";
  return hotelOrderSql(sort);
}

/** The summary search: CTE text, bound values, predicate and order. */
export interface SummarySql {
  params: Params;
  /** "cand0 AS (…), cand AS (…)" — prefix with WITH. */
  ctes: string;
  /** AND of the hotel-level facet predicates over `cand`. */
  where: string;
  /** Each facet group's predicate over `cand` (the package-level ones are '1': eligibility). */
  predicates: Record<FacetGroup, string>;
  /** ORDER BY terms over `cand` (ends with hid). */
  order: string;
  /**
   * ORDER BY terms for the page: `order`, or with a unary + on its first term when a city, radius
   * or hotel narrows the search to a few hotels — they are then sorted rather than found by
   * walking the sort's index over the whole catalog (without a location, or for an admin area,
   * the walk stops after LIMIT + OFFSET matching rows).
   */
  pageOrder: string;
}

/** Builds the summary search of an eligible `q` for `sort` (the effective sort). No I/O. */
export function buildSummarySql(q: SearchQuery, sort: ContractSort): SummarySql {
  if (!summaryEligible(q)) throw new Error("buildSummarySql: query needs the general search");
  const params = new Params();
  const today = params.add(dayNumber(q.today));
  // Unary + keeps the day tests off the indexes: nearly every row is of the day, and without a
  // location the index of the sort (category first) reads the page in order instead.
  const where = [`s.item_category = ${params.add(summaryCategory(q))}`, `+s.valid_after < ${today}`, `+s.valid_until >= ${today}`];
  if (q.hotelId) where.push(`s.hotel_id = ${params.add(q.hotelId)}`);
  if (q.excludedHotelIds.length) where.push(`s.hotel_id NOT IN ${params.list(q.excludedHotelIds)}`);
  // Areas test s.destination_id: a count reads search_hotels_filter alone, a page walks the sort's index.
  const location = locationSql(params, q.location, "s.hotel_id", "s.destination_id", "s.latitude", "s.longitude", true);
  where.push(...location.where);
  const m = mainOf(sort);
  const ctes = `cand0 AS (
    SELECT s.hotel_id AS hid, s.destination_id AS dest, s.stars AS stars, s.score AS score, s.reviews AS reviews,
      s.latitude AS lat, s.longitude AS lng, s.hotel_type AS hotel_type, s.environment AS environment, s.style AS style,
      s.pets_allowed AS pets_allowed, (${location.inArea}) AS in_area, NULL AS rooms,
      s.${m}_pid AS pid, s.${m}_price AS price, s.${m}_price AS from_price, s.${m}_ref AS refp,
      s.${m}_nights AS pnights, s.${m}_nights AS stay_nights, s.packages AS npk,
      s.price_quality AS pq, s.promo_rate AS promo_rate, s.min_price AS min_price, s.max_price AS max_price,
      s.min_unit_price AS min_unit_price, s.max_unit_price AS max_unit_price, ${location.distSql} AS dist
    FROM search_hotels s WHERE ${and(where)}
  ),
  cand AS (SELECT * FROM cand0 WHERE ${location.distWhere})`;
  const predicates = facetPredicates(params, q.filters, unitParticipants(q));
  const order = summaryOrderSql(sort);
  const narrow = q.hotelId !== null || q.location.cityId !== null || q.location.radius !== null;
  return { params, ctes, where: and(HOTEL_GROUPS.map((g) => predicates[g])), predicates, order, pageOrder: narrow ? `+${order}` : order };
}

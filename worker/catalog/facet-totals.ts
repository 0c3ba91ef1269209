/**
 * facets.json without location or filter (the search results page before any choice; spec 000
 * §3 "Filter facets (server)", §7 GET facets.json) read from search_facet_totals, the counts of
 * the day derived at seed time (migrations/0002_search_summary.sql, summary-derive.ts), instead
 * of grouping every package of the catalog.
 *
 * `facetTotalsSql` gives the rows of facets.ts's statement (FacetRow: g, v, n, n2, x1, x2) for
 * such a request: the same values and counts except score tiers with no hotel (facets.ts shapes
 * a missing tier as 0). A price range that no price of the day falls outside of filters nothing,
 * so it may be set too: `priceRangeFilters` tells, from the answer's price row, whether the range
 * did filter something, in which case the caller must use the general statement instead.
 */
import type { Lang } from "./locale";
import type { PriceRange, SearchQuery } from "./search-query";
import { Params } from "./sql";
import { dayNumber } from "./summary-derive";
import { summaryCategory, summaryEligible } from "./summary-sql";

/**
 * True when the totals answer `q` (maybe up to its price ranges, see `priceRangeFilters`): a
 * search the summary can answer (summary-sql.ts) with no location, hotel or hotel-level filter.
 */
export function totalsEligible(q: SearchQuery): boolean {
  const f = q.filters;
  const l = q.location;
  const noLocation = l.cityId === null && l.admin === null && l.radius === null && l.sqlCentre === null && !l.unknown;
  const noHotelFilter =
    f.stars.length === 0 && f.hotelTypes.length === 0 && f.environments.length === 0 && f.styles.length === 0 &&
    (f.minScore === null || f.minScore <= 0) && f.facilities.length === 0 && !f.petsAllowed;
  return noLocation && noHotelFilter && q.hotelId === null && q.excludedHotelIds.length === 0 && summaryEligible({ ...q, filters: { ...f, price: null, svPrice: null } });
}

/**
 * True when the price ranges of `q` (cents; price and single-voucher price, both on the
 * package's from price here, as unit prices: unit-price.ts) leave out a price between `min` and
 * `max`, the day's lowest and highest package unit prices (null: no package, nothing to leave out).
 */
export function priceRangeFilters(q: SearchQuery, min: number | null, max: number | null): boolean {
  if (min === null || max === null) return false;
  const outside = (r: PriceRange | null) => r !== null && ((r.min !== null && r.min > min) || (r.max !== null && r.max < max));
  return outside(q.filters.price) || outside(q.filters.svPrice);
}

/**
 * SQL of the day's number of hotels (one row, column `n`) for a `q` with `totalsEligible` and no
 * price range: offers.json's count without reading every hotel row (hotel-page.ts).
 */
export function totalHotelsSql(q: SearchQuery): [string, unknown[]] {
  if (!totalsEligible(q) || q.filters.price !== null || q.filters.svPrice !== null) throw new Error("totalHotelsSql: query needs a count");
  const p = new Params();
  const day = p.add(dayNumber(q.today));
  const text = `SELECT COALESCE((SELECT hotels FROM search_facet_totals t WHERE t.item_category = ${p.add(summaryCategory(q))}
    AND t.valid_after < ${day} AND t.valid_until >= ${day} AND t.facet = 'total' AND t.value IS NULL), 0) AS n`;
  return [text, p.values];
}

/** The totals statement of an eligible `q`: SQL text and its parameters. */
export function facetTotalsSql(q: SearchQuery, lang: Lang): [string, unknown[]] {
  if (!totalsEligible(q)) throw new Error("facetTotalsSql: query needs the general facets");
  const p = new Params();
  const cat = p.add(summaryCategory(q));
  const day = p.add(dayNumber(q.today));
  const on = (t: string) => `${t}.item_category = ${cat} AND ${t}.valid_after < ${day} AND ${t}.valid_until >= ${day}`;
  const total = (facet: string, value: string) =>
    `COALESCE((SELECT hotels FROM search_facet_totals t WHERE ${on("t")} AND t.facet = '${facet}' AND t.value ${value}), 0)`;
  const price = (col: string, dir: string) => `(SELECT ${col} FROM search_hotels s WHERE ${on("s")} ORDER BY ${col} ${dir} LIMIT 1)`;
  const text = `SELECT t.facet AS g, t.value AS v, t.hotels AS n, NULL AS n2, NULL AS x1, NULL AS x2 FROM search_facet_totals t
      WHERE ${on("t")} AND t.hotels > 0 AND t.facet NOT IN ('total', 'tag') AND NOT (t.facet = 'facility' AND t.value = 'pets')
    UNION ALL SELECT 'tag', a.id, t.hotels, NULL, a.group_name, a.label_${lang} FROM search_facet_totals t JOIN activities a ON a.id = t.value
      WHERE ${on("t")} AND t.hotels > 0 AND t.facet = 'tag'
    UNION ALL SELECT 'total', NULL, ${total("total", "IS NULL")}, NULL, NULL, NULL
    UNION ALL SELECT 'facility', 'pets', ${total("facility", "= 'pets'")}, NULL, NULL, NULL
    UNION ALL SELECT 'price', NULL, ${price("min_unit_price", "ASC")}, ${price("max_unit_price", "DESC")}, NULL, NULL`;
  return [text, p.values];
}

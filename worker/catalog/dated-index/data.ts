/**
 * The dated search index: the catalog rows a dated search without location reads (and an undated
 * one with a budget, activities or themes, decision 091), held in typed
 * arrays in the isolate (docs/decisions/018-dated-search-index.md; spec 000 §3 server-side
 * criteria, §5 rules). Loaded from D1 by plain SQL (`loadDatedIndex`), never written by hand, so
 * D1 stays the only source of truth; search-sql.ts keeps the same rules in SQL and the index is
 * checked against it (dated-index.test.ts).
 *
 * Days are whole days since 1970-01-01 (UTC calendar arithmetic on the catalog's Europe/Paris
 * dates, worker/catalog/dates.ts). Prices in cents, for 2 adults, whole package (rate_plans).
 * Rows are addressed by their position ("index"), not their id.
 */
import { daysBetween } from "../dates";

/** Hotels: one position per hotels row. */
export interface HotelColumns {
  id: Int32Array;
  active: Uint8Array;
  stars: Int32Array;
  /** review_average; NaN when NULL. */
  score: Float64Array;
  reviews: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  hotelType: string[];
  environment: string[];
  style: string[];
  /** The same three as codes into typeKeys, environmentKeys, styleKeys (counting without strings). */
  typeCode: Int32Array;
  environmentCode: Int32Array;
  styleCode: Int32Array;
  typeKeys: string[];
  environmentKeys: string[];
  styleKeys: string[];
  pets: Uint8Array;
  /** Facility keys of each hotel (hotel_facilities), including eco_* and 'pets'. */
  facilities: string[][];
  /** The same as numbers: hotel h has facilityIds[facilityStart[h]] .. [facilityStart[h + 1] - 1], keys in `facilityKeys`. */
  facilityStart: Int32Array;
  facilityIds: Int32Array;
  facilityKeys: string[];
}

/** Packages: one position per packages row; `hotel` is a hotel position. */
export interface PackageColumns {
  id: Int32Array;
  hotel: Int32Array;
  /** 0 = weekend, 1 = activity, 2 = anything else. */
  category: Uint8Array;
  themeId: Int32Array;
  nights: Int32Array;
  /** packages.sell_price_cents: the from price. */
  fromPrice: Int32Array;
  /** packages.ref_price_cents: the from price's reference (an undated search's refPrice). */
  refPrice: Int32Array;
  /** 1 when the package can be given (giftable.ts: it has a single-voucher price list). */
  giftable: Uint8Array;
  published: Uint8Array;
  /** Last day of the offer; +Infinity when open. */
  expiration: Float64Array;
  /** Every theme of the package: its own and package_themes. */
  themes: number[][];
  /** package_activities ids. */
  activities: number[][];
  /** The same as positions in DatedIndex.activityIds: package i has activityPos[activityStart[i]] .. [activityStart[i + 1] - 1]. */
  activityStart: Int32Array;
  activityPos: Int32Array;
  /** Stop-sell days of package i: closedDays[closedStart[i]] .. [closedStart[i + 1] - 1]. */
  closedStart: Int32Array;
  closedDays: Int32Array;
  /** Rate plans of package i are positions planStart[i] .. planStart[i + 1] - 1 of `plans`. */
  planStart: Int32Array;
}

/** Rate plans ordered by package, valid_from, valid_to, id (the rate_plans_package index order). */
export interface PlanColumns {
  validFrom: Int32Array;
  validTo: Int32Array;
  weekdayMask: Uint8Array;
  sellPrice: Int32Array;
  refPrice: Int32Array;
  extraAdult: Int32Array;
  child: Int32Array;
  minLos: Int32Array;
  maxLos: Int32Array;
  rooms: Int32Array;
}

/** An activity's facet texts (activities.group_name and labels). */
export interface ActivityText {
  group: string;
  label: Record<"es" | "fr" | "nl" | "it", string>;
}

/** The whole index. */
export interface DatedIndex {
  hotels: HotelColumns;
  packages: PackageColumns;
  plans: PlanColumns;
  activities: Map<number, ActivityText>;
  /** Activity ids by position (activities rows; a package's unknown activity ids have no position). */
  activityIds: Int32Array;
  /** When it was loaded (ms since epoch) and how long it took (ms). */
  loadedAt: number;
  loadMs: number;
}

/** Days since 1970-01-01 of 'YYYY-MM-DD' (dates.ts calendar arithmetic). */
export function dayNumber(iso: string): number {
  return daysBetween("1970-01-01", iso);
}

/**
 * Sort orders of the search (spec 000 §5 sort options; §4 "one main offer, then others sorted by
 * price ascending"). SQL ORDER BY fragments over the `cand` columns of search-sql.ts; every
 * order ends with an id so pagination is stable.
 *
 * - priceQuality: review points (plus a little for stars) per euro per night, damped so that very
 *   cheap offers do not win on price alone; hotels without reviews count as 7.5/10.
 * - priceAsc: cheapest first. popularity: most reviews first. promo: largest discount first.
 * - distance: nearest to the search centre (priceQuality without a centre).
 * - svPriceAsc / svPriceDesc: single-voucher (from) price.
 */
import type { ContractSort } from "../../shared/contract/common";

/** priceQuality key over the columns score (/10 or NULL), stars, price (cents), pnights. */
export const PRICE_QUALITY = "(COALESCE(score, 7.5) + 0.3 * stars) * 100000.0 / (price * 1.0 / MAX(pnights, 1) + 5000)";
/** promo key (discount rate 0..1) over the columns refp and price (cents). */
export const PROMO = "(refp - price) * 1.0 / MAX(refp, 1)";

/** The sort actually applied: distance needs a centre. */
export function effectiveSort(sort: ContractSort, hasCentre: boolean): ContractSort {
  return sort === "distance" && !hasCentre ? "priceQuality" : sort;
}

/** Order of hotels (by their main package's columns). */
export function hotelOrderSql(sort: ContractSort): string {
  switch (sort) {
    case "priceAsc":
      return "price ASC, hid ASC";
    case "popularity":
      return "reviews DESC, score DESC, hid ASC";
    case "promo":
      return `${PROMO} DESC, price ASC, hid ASC`;
    case "distance":
      return "dist ASC, hid ASC";
    case "svPriceAsc":
      return "from_price ASC, hid ASC";
    case "svPriceDesc":
      return "from_price DESC, hid ASC";
    default:
      return `${PRICE_QUALITY} DESC, hid ASC`;
  }
}

/** 2^31: ids are below it, so `key * ID_SPAN + id` breaks ties by id without collisions. */
const ID_SPAN = 2147483648;

/**
 * Aggregate picking a hotel's main package in a GROUP BY hid: a single MIN()/MAX() over a key
 * that ends with the package id, so SQLite takes the other (bare) columns from that package's row
 * and ties are broken by id. Same order as `comparePackages`.
 */
export function mainPackageAggregateSql(sort: ContractSort): string {
  switch (sort) {
    case "promo":
      return `MAX(CAST(${PROMO} * 10000 AS INTEGER) * ${ID_SPAN} - pid)`;
    case "svPriceAsc":
      return `MIN(from_price * ${ID_SPAN} + pid)`;
    case "svPriceDesc":
      return `MAX(from_price * ${ID_SPAN} - pid)`;
    default:
      return `MIN(price * ${ID_SPAN} + pid)`;
  }
}

/** Columns `comparePackages` reads. */
export interface PackageSortColumns {
  pid: number;
  price: number;
  refp: number;
  from_price: number;
}

/** Order of one hotel's packages (the first is the main package), as a JS comparator. */
export function comparePackages(sort: ContractSort): (a: PackageSortColumns, b: PackageSortColumns) => number {
  const promo = (x: PackageSortColumns) => Math.trunc(((x.refp - x.price) / Math.max(x.refp, 1)) * 10000);
  switch (sort) {
    case "promo":
      return (a, b) => promo(b) - promo(a) || a.pid - b.pid;
    case "svPriceAsc":
      return (a, b) => a.from_price - b.from_price || a.pid - b.pid;
    case "svPriceDesc":
      return (a, b) => b.from_price - a.from_price || a.pid - b.pid;
    default:
      return (a, b) => a.price - b.price || a.pid - b.pid;
  }
}

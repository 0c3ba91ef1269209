/**
 * A partner minisite's scope for the search (spec 001 §2 "search and product pages scoped to a
 * minisite (the `minisite` and `client msite` parameters)", §3 Partner minisite; decision 048).
 *
 * A partner's selection is stored with its minisite in D1 (`minisites`, migrations/0012):
 * live stay packages of hotels in `country`, with one of `theme_ids` (package_themes), at most
 * `max_price_cents` (the package's from price, 2 adults). The same rule serves the minisite page
 * (content-minisites.ts), offers.json, facets.json, the stay detail and its quotes, so a partner's
 * customer never leaves the selection between search, product and booking.
 */
import { CatalogError } from "./http";
import { first, Params } from "./sql";

/** The partner's selection: money in cents. */
export interface MinisiteScope {
  minisiteId: number;
  /** The minisite's slug (minisiteUrl). */
  url: string;
  /** ISO country of the hotels: 'ES' | 'FR' | 'BE'. */
  country: string;
  /** Theme ids; a package matches when it has any of them. */
  themeIds: number[];
  /** The package's from price (2 adults) at most this. */
  maxPriceCents: number;
}

/**
 * Loads the scope of minisite `slug` for point of sale `locale` (both already validated by the
 * contract); undefined slug → null (no scope). Throws CatalogError 404 for an unknown minisite or
 * one of another point of sale (a partner belongs to one market, decision 035).
 */
export async function minisiteScope(db: D1Database, slug: string | undefined, locale: string): Promise<MinisiteScope | null> {
  if (slug === undefined) return null;
  const row = await first<{ id: number; url: string; country: string; theme_ids: string; max_price_cents: number }>(
    db,
    "SELECT id, url, country, theme_ids, max_price_cents FROM minisites WHERE url = ?1 AND locale = ?2",
    [slug, locale],
  );
  if (!row) throw new CatalogError(404, `Unknown minisite ${slug}`);
  return {
    minisiteId: row.id,
    url: row.url,
    country: row.country,
    themeIds: row.theme_ids.split(",").map(Number).filter((n) => Number.isSafeInteger(n) && n > 0),
    maxPriceCents: row.max_price_cents,
  };
}

/**
 * WHERE terms of the scope over `packages p JOIN hotels h` (search-sql.ts), bound in `params`.
 * An empty theme list matches nothing (a partner always names its themes).
 */
export function minisiteScopeSql(params: Params, scope: MinisiteScope): string[] {
  const themes = scope.themeIds.length ? params.list(scope.themeIds) : "(NULL)";
  return [
    "p.item_category = 'weekend'",
    `h.destination_id IN (SELECT id FROM destinations WHERE country = ${params.add(scope.country)})`,
    `p.sell_price_cents <= ${params.add(scope.maxPriceCents)}`,
    `p.id IN (SELECT package_id FROM package_themes WHERE theme_id IN ${themes})`,
  ];
}

/** Whether package `packageId` is in the partner's selection (published or not: the detail of an expired offer). */
export async function inMinisiteScope(db: D1Database, scope: MinisiteScope, packageId: number): Promise<boolean> {
  const params = new Params();
  const id = params.add(packageId);
  const where = minisiteScopeSql(params, scope).join(" AND ");
  const row = await first<{ ok: number }>(db, `SELECT 1 AS ok FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.id = ${id} AND ${where}`, params);
  return row !== null;
}

/**
 * The stay detail and quotes of a partner's customer (spec 001 §7 detail.json and quote.json
 * `minisite`): without a slug, null; otherwise the scope, after checking that package
 * `packageId` belongs to it. Throws CatalogError 404 for an unknown minisite or a package outside
 * the partner's selection, so a booking never leaves the scope unnoticed.
 */
export async function packageMinisiteScope(db: D1Database, slug: string | undefined, locale: string, packageId: number): Promise<MinisiteScope | null> {
  const scope = await minisiteScope(db, slug, locale);
  if (scope && !(await inMinisiteScope(db, scope, packageId))) throw new CatalogError(404, `Package ${packageId} is not in minisite ${scope.url}`);
  return scope;
}

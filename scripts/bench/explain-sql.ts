/**
 * Bench-only: prints the offers and facets search SQL exactly as the embedded catalog builds it
 * (worker/catalog/offers.ts, facets.ts over search-sql.ts), with the bound values inlined as
 * literals, so `EXPLAIN QUERY PLAN` can run through `wrangler d1 execute --command`.
 * It drives the real handlers with a stand-in D1 that records statements and answers only the
 * city lookup (location.ts) with the coordinates given here; nothing touches a database.
 * The requests are the first call of each bench case (catalog-cases.mjs) with that city.
 *
 *   tsx scripts/bench/explain-sql.ts CITY_ID LAT LNG [TODAY]   → JSON { name: sql } on stdout
 */
import { handleFacets } from "../../worker/catalog/facets";
import { handleOffers } from "../../worker/catalog/offers";
import { casesContext, CATALOG_CASES } from "./catalog-cases.mjs";

const [cityId = 0, lat = 0, lng = 0] = process.argv.slice(2, 5).map(Number);
const today = process.argv[5] ?? new Date().toISOString().slice(0, 10);

function recorder() {
  const seen: { sql: string; values: unknown[] }[] = [];
  const rowsFor = (sql: string) =>
    /FROM destinations d\b/.test(sql)
      ? [{ id: cityId, slug: "city", label: "City", latitude: lat, longitude: lng, dep_id: null, dep_label: null, reg_id: null, reg_label: null, c_id: null, c_label: null }]
      : [];
  const stmt = (sql: string, values: unknown[] = []): any => ({
    sql,
    values,
    bind: (...v: unknown[]) => stmt(sql, v),
    all: async () => (seen.push({ sql, values }), { results: rowsFor(sql) }),
    first: async () => (seen.push({ sql, values }), rowsFor(sql)[0] ?? null),
  });
  const db = { prepare: (sql: string) => stmt(sql), batch: async (list: any[]) => list.map((s) => (seen.push(s), { results: rowsFor(s.sql) })) };
  return { db: db as unknown as D1Database, seen };
}

const literal = (v: unknown) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
const inline = (s: { sql: string; values: unknown[] }) => s.sql.replace(/\?(\d+)/g, (_, n) => literal(s.values[Number(n) - 1])).replace(/\s+/g, " ").trim();

/** Statements of the search itself: not the place and theme lookups (location.ts, themes.ts). */
const isSearch = (s: { sql: string }) => !/FROM (destinations d|areas a|themes)\b/.test(s.sql);

/** The search statements a request sends, inlined, named `name`, `name #2`, … */
function named(name: string, seen: { sql: string; values: unknown[] }[]): Record<string, string> {
  const list = seen.filter(isSearch);
  return Object.fromEntries(list.map((s, i) => [i === 0 ? name : `${name} #${i + 1}`, inline(s)]));
}

async function offersSql(name: string, body: object): Promise<Record<string, string>> {
  const { db, seen } = recorder();
  const req = new Request("https://catalog.internal/offers.json", { method: "POST", body: JSON.stringify({ locale: "fr_FR", ...body }) });
  await handleOffers(db, req);
  return named(name, seen);
}

async function facetsSql(name: string, query: Record<string, string>): Promise<Record<string, string>> {
  const { db, seen } = recorder();
  await handleFacets(db, { locale: "fr_FR", ...query });
  return named(name, seen);
}

// The first call of every bench case, with the city given.
const ctx = casesContext([cityId], today);
const out: Record<string, string> = {};
for (const [name, kind, make] of CATALOG_CASES) {
  const criteria = make(0, ctx);
  Object.assign(out, kind === "offers" ? await offersSql(name, criteria) : await facetsSql(name, criteria));
}
console.log(JSON.stringify(out));

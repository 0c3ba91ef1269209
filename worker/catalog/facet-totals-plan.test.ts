/**
 * facets.json without location or filter reads the day's totals (facet-totals.ts); its price row
 * takes the day's lowest and highest unit price from search_hotels. Those two bounds must walk
 * the unit-price indexes of migration 0026 and stop at the first row of the day, not read every
 * hotel of the day and sort it (16 ms each at 10× the seeded catalog; issue 28 goal 6). The plan
 * is SQLite's own (EXPLAIN QUERY PLAN on the statement facets.json really sends, with its values).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { computeFacets } from "./facets";
import * as v from "valibot";
import { FacetsQuerySchema } from "../../shared/contract/facets";

/** A D1 that keeps every statement it binds (text and values) and runs it on the test database. */
function keeping(): { db: D1Database; bound: { text: string; values: unknown[] }[] } {
  const bound: { text: string; values: unknown[] }[] = [];
  const db = {
    prepare: (text: string) => {
      const stmt = env.DB.prepare(text);
      return Object.assign(Object.create(stmt), { bind: (...values: unknown[]) => (bound.push({ text, values }), stmt.bind(...values)) });
    },
    batch: (list: D1PreparedStatement[]) => env.DB.batch(list),
  };
  return { db: db as unknown as D1Database, bound };
}

async function planOf(s: { text: string; values: unknown[] }): Promise<string> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${s.text}`).bind(...s.values).all<{ detail: string }>();
  return results.map((r) => r.detail).join("\n");
}

describe("facets.json totals: the day's price bounds", () => {
  for (const category of ["weekend", "activity"] as const) {
    it(`${category}: read by the unit-price indexes, without a sort`, async () => {
      const { db, bound } = keeping();
      const fq = v.parse(FacetsQuerySchema, { locale: "fr_FR", ...(category === "activity" ? { flow: "activity" } : {}) });
      const facets = await computeFacets(db, fq);
      expect(facets.price.min).toBeGreaterThan(0);
      const totals = bound.find((s) => /\bsearch_facet_totals\b/.test(s.text));
      expect(totals, "the totals statement answered").toBeDefined();
      const plan = await planOf(totals!);
      expect(plan).toMatch(/search_hotels_min_unit/);
      expect(plan).toMatch(/search_hotels_max_unit/);
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    });
  }
});

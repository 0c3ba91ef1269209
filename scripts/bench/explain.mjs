/**
 * EXPLAIN QUERY PLAN of the offers and facets SQL of every bench case (catalog-cases.mjs) (as built by worker/catalog, see
 * explain-sql.ts) on a local D1, through wrangler. Returns [{ name, plan }] where `plan` is the
 * indented plan text (two spaces per level, SQLite's own wording).
 */
import { execFileSync } from "node:child_process";
import { WRANGLER_ENV } from "../dev/env.mjs";
import { d1Query } from "./d1.mjs";

function tree(rows) {
  const depth = new Map([[0, -1]]);
  return rows
    .map((r) => {
      const d = (depth.get(r.parent) ?? -1) + 1;
      depth.set(r.id, d);
      return "  ".repeat(d) + r.detail;
    })
    .join("\n");
}

/** `today`: the catalog's first day ('YYYY-MM-DD'); the dated cases' check-in counts from it. */
export function explainPlans({ dir, cityId, today }) {
  const [[c]] = d1Query(`SELECT latitude, longitude FROM destinations WHERE id = ${Number(cityId)}`, dir);
  const sql = JSON.parse(
    execFileSync("npx", ["tsx", "scripts/bench/explain-sql.ts", String(cityId), String(c.latitude), String(c.longitude), today], { env: WRANGLER_ENV, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 }),
  );
  // One wrangler call per statement: several in one --command lost a result (wrangler 4.86).
  // A failed call is retried once, then recorded as the plan, so one flaky call (wrangler under
  // load) does not cost the section's timings.
  const plan = (name) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return tree(d1Query(`EXPLAIN QUERY PLAN ${sql[name]}`, dir)[0]);
      } catch (err) {
        if (attempt >= 2) return `(EXPLAIN failed: ${String(err.stderr || err.message).trim().split("\n").slice(-3).join(" ")})`;
      }
    }
  };
  return Object.keys(sql).map((name) => ({ name, plan: plan(name) }));
}

/**
 * Loads .seed/catalog.statements.json into the local D1 (binding DB of wrangler.toml, state in
 * .wrangler/state/v3/d1) as `wrangler d1 execute DB --local --file .seed/catalog.sql` does: a
 * Miniflare with the same D1 persistence and database id, and one atomic `batch` of every statement
 * (the seed's DELETEs come first). The statements are catalog.sql's, already split by
 * scripts/seed/build.ts, so wrangler's SQL splitter (most of its ~50 s on the 43 MB file) is
 * skipped. They travel in one request body to a tiny worker holding the binding (Miniflare's
 * synchronous D1 proxy, one round trip per prepare(), once failed an assertion under load).
 * Used by scripts/seed/apply.sh; docs/decisions/060.
 *
 *   node scripts/seed/load-local.mjs            load the seed; exits 1 with D1's error (nothing applied)
 *   node scripts/seed/load-local.mjs --count    print the number of hotels (0 without the table)
 */
import { readFileSync } from "node:fs";
import { Miniflare } from "miniflare";

const DATABASE_ID = /database_id\s*=\s*"([^"]+)"/.exec(readFileSync("wrangler.toml", "utf8"))?.[1];
if (!DATABASE_ID) throw new Error("wrangler.toml: no d1 database_id");

const LOADER = `export default {
  async fetch(request, env) {
    try {
      if (request.method === "GET") return Response.json(await env.DATABASE.prepare("SELECT count(*) AS n FROM hotels").first("n"));
      const statements = await request.json();
      await env.DATABASE.batch(statements.map((s) => env.DATABASE.prepare(s)));
      return new Response("ok");
    } catch (e) {
      return new Response(String(e?.cause?.message ?? e?.message ?? e), { status: 500 });
    }
  },
};`;

const mf = new Miniflare({ modules: true, script: LOADER, compatibilityDate: "2026-01-01", d1Persist: ".wrangler/state/v3/d1", d1Databases: { DATABASE: DATABASE_ID } });
let code = 0;
try {
  if (process.argv.includes("--count")) {
    const res = await mf.dispatchFetch("http://loader/");
    console.log(res.ok ? await res.json() : 0);
  } else {
    const res = await mf.dispatchFetch("http://loader/", { method: "POST", body: readFileSync(".seed/catalog.statements.json"), headers: { "content-type": "application/json" } });
    const text = await res.text();
    if (!res.ok) {
      console.error(`seed: loading the local D1 failed: ${text}`);
      code = 1;
    }
  }
} finally {
  await mf.dispose();
}
process.exit(code);

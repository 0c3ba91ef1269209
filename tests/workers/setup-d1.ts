/**
 * Per-file setup of the worker tests (runs in workerd before each test file): makes sure the D1
 * binding `DB` holds the catalog. Applies the migrations and the seed statements provided by
 * tests/workers/setup-global.ts only when `hotels` is missing or empty, so with a shared runner
 * (vitest.workers.config.ts: isolate false) the ~14 MB seed loads once per run, not per file.
 */
/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inject } from "vitest";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
    }
  }
}

/** Statements per D1 batch while seeding (each ~30-50 KB). */
const BATCH = 25;

async function hotelCount(db: D1Database): Promise<number> {
  try {
    return (await db.prepare("SELECT COUNT(*) AS n FROM hotels").first<number>("n")) ?? 0;
  } catch {
    return 0;
  }
}

const db = env.DB;
if ((await hotelCount(db)) === 0) {
  const started = Date.now();
  await applyD1Migrations(db, inject("catalogMigrations"));
  const { statements, source } = inject("catalogSeed");
  const data = statements.filter((s) => !/^\s*(BEGIN|COMMIT|PRAGMA|CREATE|DROP)\b/i.test(s));
  for (let i = 0; i < data.length; i += BATCH) {
    await db.batch(data.slice(i, i + BATCH).map((s) => db.prepare(s)));
  }
  console.log(`[catalog tests] loaded ${source} (${data.length} statements) in ${Date.now() - started} ms`);
}

/**
 * Per-file setup of the worker tests (runs in workerd before each test file): makes sure the D1
 * binding `DB` holds the catalog. Applies the migrations and the seed statements provided by
 * tests/workers/setup-global.ts only when `hotels` is missing or empty, so with a shared runner
 * (vitest.workers.config.ts: isolate false) the ~40 MB seed loads once per run, not per file.
 * The statements arrive gzipped in base64 (setup-global.ts `ProvidedSeed`).
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

/** The seed statements from the provided gzipped base64 JSON. */
async function unpack(gzipBase64: string): Promise<string[]> {
  const bytes = Uint8Array.from(atob(gzipBase64), (c) => c.charCodeAt(0));
  const text = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
  return JSON.parse(text) as string[];
}

const db = env.DB;
if ((await hotelCount(db)) === 0) {
  const started = Date.now();
  await applyD1Migrations(db, inject("catalogMigrations"));
  const { gzipBase64, source } = inject("catalogSeed");
  const statements = await unpack(gzipBase64);
  const data = statements.filter((s) => !/^\s*(BEGIN|COMMIT|PRAGMA|CREATE|DROP)\b/i.test(s));
  for (let i = 0; i < data.length; i += BATCH) {
    await db.batch(data.slice(i, i + BATCH).map((s) => db.prepare(s)));
  }
  console.log(`[catalog tests] loaded ${source} (${data.length} statements) in ${Date.now() - started} ms`);
}

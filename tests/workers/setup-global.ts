/**
 * Global setup of the worker tests (runs once, in Node): reads the D1 migrations and the catalog
 * seed and hands both to the workerd side through `provide` (tests/workers/setup-d1.ts applies
 * them). The seed is `.seed/catalog.statements.json` (an array of SQL statements) built by
 * `npx tsx scripts/seed/build.ts`, run here every time (it is a no-op when its inputs and the
 * date are unchanged); its last statements derive the search summary tables. Without a seed
 * script the hand-written fixture worker/catalog/test-fixture.sql is used instead, with a warning
 * (CATALOG_REQUIRE_SEED=1 turns that into an error; CATALOG_FIXTURE=1 forces the fixture for
 * quick runs).
 *
 * The statements travel gzipped and base64-encoded (`ProvidedSeed`): provided values reach workerd
 * in one WebSocket message, and workerd refuses messages over 32 MiB ("Message is too large");
 * the seed's JSON is ~40 MB since the supplementary hotels (decision 041), ~5 MB gzipped.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, resolve } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-pool-workers";
import type { TestProject } from "vitest/node";
import { summaryStatements } from "../../worker/catalog/summary-derive";

const root = resolve(import.meta.dirname, "../..");
const SEED_JSON = join(root, ".seed/catalog.statements.json");
const SEED_SCRIPT = join(root, "scripts/seed/build.ts");
const FIXTURE = join(root, "worker/catalog/test-fixture.sql");

export interface CatalogSeed {
  source: "seed" | "fixture";
  statements: string[];
}

/** What reaches workerd: the statements as gzipped JSON in base64 (tests/workers/setup-d1.ts unpacks them). */
export interface ProvidedSeed {
  source: CatalogSeed["source"];
  gzipBase64: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    catalogSeed: ProvidedSeed;
    catalogMigrations: { name: string; queries: string[] }[];
  }
}

/** Runs the seed build (it skips the work when its input fingerprint is unchanged). */
function buildSeed(): void {
  if (!existsSync(SEED_SCRIPT)) return;
  const res = spawnSync("npx", ["tsx", "scripts/seed/build.ts"], { cwd: root, stdio: "inherit" });
  if (res.status !== 0) throw new Error(`Seed build failed with exit code ${res.status}`);
}

/**
 * Splits the fixture file into statements (it has no ';' inside strings at line ends), then adds
 * the search summary derived from its rows, as the seed does (worker/catalog/summary-derive.ts).
 */
function fixtureStatements(): string[] {
  const rows = readFileSync(FIXTURE, "utf8")
    .split(/;\s*\n/)
    .map((s: string) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter((s: string) => s.length > 0);
  return [...rows, ...summaryStatements()];
}

function loadSeed(): CatalogSeed {
  if (process.env.CATALOG_FIXTURE === "1") return { source: "fixture", statements: fixtureStatements() };
  buildSeed();
  if (existsSync(SEED_JSON)) {
    const statements = JSON.parse(readFileSync(SEED_JSON, "utf8")) as string[];
    return { source: "seed", statements };
  }
  if (process.env.CATALOG_REQUIRE_SEED === "1") throw new Error(`${SEED_JSON} is missing and CATALOG_REQUIRE_SEED=1`);
  console.warn("[catalog tests] .seed/catalog.statements.json missing: using the small fixture worker/catalog/test-fixture.sql");
  return { source: "fixture", statements: fixtureStatements() };
}

export default async function setup(project: TestProject): Promise<void> {
  const seed = loadSeed();
  const bytes = seed.statements.reduce((n, s) => n + s.length, 0);
  console.log(`[catalog tests] ${seed.source}: ${seed.statements.length} statements, ${(bytes / 1e6).toFixed(1)} MB`);
  const gzipBase64 = gzipSync(JSON.stringify(seed.statements)).toString("base64");
  console.log(`[catalog tests] provided gzipped: ${(gzipBase64.length / 1e6).toFixed(1)} MB in base64`);
  project.provide("catalogSeed", { source: seed.source, gzipBase64 });
  project.provide("catalogMigrations", await readD1Migrations(join(root, "migrations")));
}

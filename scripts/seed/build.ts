/**
 * Entry point: write the embedded catalog as SQL for D1.
 *
 *   tsx scripts/seed/build.ts [--today YYYY-MM-DD] [--seed TEXT] [--out-dir .seed] [--force]
 *
 * Outputs (gitignored):
 *   .seed/catalog.sql              DELETEs then multi-row INSERTs, one statement per line group, ';' separated
 *   .seed/catalog.statements.json  the same statements as a JSON array (for the workerd test pool)
 *   .seed/catalog.sql.hash         fingerprint of the inputs (see hash.ts); an equal fingerprint skips the work
 *   .seed/migrations.hash          fingerprint of migrations/ (apply.sh recreates the DB when it changes)
 * `--today` defaults to the current Europe/Paris date, so 12 months of availability always lie ahead.
 */
import { existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { isDay, parisToday } from "./dates";
import { DEFAULT_SEED, generateCatalog } from "./generate";
import { migrationsHash, seedInputsHash } from "./hash";
import { insertStatements } from "./sql";
import { catalogTables, deleteStatements } from "./tables";
import type { Catalog } from "./types";
import { summaryStatements } from "../../worker/catalog/summary-derive";

/** Repository root (two levels above this file). */
export const ROOT = resolve(import.meta.dirname, "..", "..");

/** Parsed command line. */
export interface BuildArgs {
  today: string;
  seed: string;
  outDir: string;
  force: boolean;
}

/** Parse argv (without node and script). Throws on an invalid --today. */
export function parseArgs(argv: readonly string[]): BuildArgs {
  const value = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const today = value("--today") ?? parisToday();
  if (!isDay(today)) throw new Error(`--today must be YYYY-MM-DD, got ${today}`);
  return { today, seed: value("--seed") ?? DEFAULT_SEED, outDir: resolve(ROOT, value("--out-dir") ?? ".seed"), force: argv.includes("--force") };
}

/**
 * All SQL statements of a catalog: DELETEs (children first), INSERTs (parents first), then the
 * search summary derived from those rows by SQL (worker/catalog/summary-derive.ts).
 */
export function catalogStatements(catalog: Catalog): string[] {
  const tables = catalogTables(catalog);
  return [...deleteStatements(tables), ...tables.flatMap((t) => insertStatements(t)), ...summaryStatements()];
}

/** Row counts per table, for logs and tests. */
export function tableCounts(catalog: Catalog): Record<string, number> {
  return Object.fromEntries(catalogTables(catalog).map((t) => [t.table, t.rows.length]));
}

function main(): void {
  const started = performance.now();
  const args = parseArgs(process.argv.slice(2));
  const sqlFile = join(args.outDir, "catalog.sql");
  const jsonFile = join(args.outDir, "catalog.statements.json");
  const hashFile = join(args.outDir, "catalog.sql.hash");
  const hash = seedInputsHash(ROOT, args.seed, args.today);
  // Always refreshed, even when the seed is up to date: a new migration alone must make apply.sh
  // recreate the local database (it compares this file with the applied one).
  mkdirSync(args.outDir, { recursive: true });
  writeFileSync(join(args.outDir, "migrations.hash"), migrationsHash(ROOT) + "\n");
  if (!args.force && existsSync(sqlFile) && existsSync(jsonFile) && existsSync(hashFile) && readFileSync(hashFile, "utf8").trim() === hash) {
    // Touch the outputs so tools that compare modification times (tests/workers/setup-global.ts) agree.
    const now = new Date();
    for (const file of [sqlFile, jsonFile, hashFile]) utimesSync(file, now, now);
    console.log(`seed: up to date (${hash.slice(0, 12)}, today ${args.today})`);
    return;
  }
  const catalog = generateCatalog({ seed: args.seed, today: args.today, dataDir: join(ROOT, "data") });
  const statements = catalogStatements(catalog);
  writeFileSync(sqlFile, statements.join(";\n") + ";\n");
  writeFileSync(jsonFile, JSON.stringify(statements));
  writeFileSync(hashFile, hash + "\n");
  const counts = tableCounts(catalog);
  const weekend = catalog.packages.filter((p) => p.itemCategory === "weekend").length;
  const largest = Math.max(...statements.map((s) => Buffer.byteLength(s)));
  console.log(
    `seed: wrote ${statements.length} statements, ${(statSync(sqlFile).size / 1e6).toFixed(1)} MB (largest ${Math.round(largest / 1000)} KB) ` +
      `in ${Math.round(performance.now() - started)} ms; today ${args.today}, seed ${args.seed}\n` +
      `  ${Object.entries(counts).map(([t, n]) => `${t} ${n}`).join(", ")}; weekend packages ${weekend}, activity packages ${catalog.packages.length - weekend}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();

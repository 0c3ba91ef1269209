/**
 * Fingerprint of everything the seed depends on: the pipeline's scripts (tests excluded), the
 * committed data files, the migrations, the worker files of the derived search summary, the installed versions of the data packages, the seed
 * and the `today` date. Same fingerprint → same catalog.sql.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { packageVersion, SOURCE_PACKAGES } from "../data/sources";

function listFiles(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** Worker files whose SQL the seed runs: the search summary derivation and what it imports. */
export const SEED_WORKER_FILES = ["worker/catalog/summary-derive.ts", "worker/catalog/ordering.ts", "worker/catalog/facet-tiers.ts", "worker/catalog/sql.ts", "worker/catalog/unit-price.ts", "worker/catalog/giftable.ts", "worker/catalog/boxes.ts"];

/** Input files of the seed under `root` (the repository), sorted. */
export function seedInputFiles(root: string): string[] {
  const isSource = (p: string): boolean => p.endsWith(".ts") && !p.endsWith(".test.ts");
  return [
    ...listFiles(join(root, "scripts", "data"), isSource),
    ...listFiles(join(root, "scripts", "seed"), isSource),
    ...listFiles(join(root, "data"), (p) => p.endsWith(".json")),
    ...listFiles(join(root, "migrations"), (p) => p.endsWith(".sql")),
    ...SEED_WORKER_FILES.map((f) => join(root, f)),
  ];
}

/** Hex SHA-256 over the input files (path + content), data package versions, seed and today. */
export function seedInputsHash(root: string, seed: string, today: string): string {
  const hash = createHash("sha256");
  for (const file of seedInputFiles(root)) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  for (const name of SOURCE_PACKAGES) hash.update(`${name}@${packageVersion(name)}\0`);
  hash.update(`seed=${seed}\0today=${today}`);
  return hash.digest("hex");
}

/** Hex SHA-256 of the migration files only (a change there means the local DB must be recreated). */
export function migrationsHash(root: string): string {
  const hash = createHash("sha256");
  for (const file of listFiles(join(root, "migrations"), (p) => p.endsWith(".sql"))) hash.update(relative(root, file)).update("\0").update(readFileSync(file));
  return hash.digest("hex");
}

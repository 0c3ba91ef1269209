/**
 * Bench-only: writes a catalog FACTOR times the seeded one (default 10) as SQL for a separate
 * local D1 (`--persist-to`), reusing the seed pipeline (scripts/seed): the same generators with
 * every generated size multiplied — hotels and activity packages ×FACTOR, reviews ×FACTOR; weekend
 * packages, rate plans, closed days and facilities follow the hotels. Ids stay sequential, so all
 * are new rows; destinations and areas are the real ones (not multiplied). The supplementary pass
 * (scripts/seed/supplement.ts) tops up the ×FACTOR first pass to the same minimums, so it adds
 * far fewer hotels there than at 1×.
 *
 *   tsx scripts/bench/catalog-x10.ts --out-dir .bench/catalog-x10 [--factor 10] [--today YYYY-MM-DD]
 *
 * Writes OUT/catalog.sql and OUT/catalog.sql.hash (skipped when the inputs' fingerprint is equal);
 * prints one JSON line { hash, counts, mb, ms }. Sizes in rows, file size in MB (10^6 bytes).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { catalogStatements, ROOT, tableCounts } from "../seed/build";
import { parisToday } from "../seed/dates";
import { DEFAULT_SEED, DEFAULT_SIZES, generateCatalog } from "../seed/generate";
import { seedInputsHash } from "../seed/hash";

const arg = (flag: string) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const factor = Number(arg("--factor") ?? 10);
const today = arg("--today") ?? parisToday();
const outDir = resolve(ROOT, arg("--out-dir") ?? ".bench/catalog-x10");
const sqlFile = join(outDir, "catalog.sql");
const hashFile = join(outDir, "catalog.sql.hash");

const started = performance.now();
const hash = seedInputsHash(ROOT, `${DEFAULT_SEED}-x${factor}`, today);
if (existsSync(sqlFile) && existsSync(hashFile) && readFileSync(hashFile, "utf8").trim() === hash) {
  console.log(JSON.stringify({ hash, cached: true, mb: Math.round(statSync(sqlFile).size / 1e5) / 10 }));
} else {
  const sizes = {
    hotels: DEFAULT_SIZES.hotels * factor,
    activityPackages: DEFAULT_SIZES.activityPackages * factor,
    reviews: DEFAULT_SIZES.reviews * factor,
    supplementReviewsPerHotel: DEFAULT_SIZES.supplementReviewsPerHotel,
  };
  const catalog = generateCatalog({ seed: DEFAULT_SEED, today, dataDir: join(ROOT, "data"), sizes });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(sqlFile, catalogStatements(catalog).join(";\n") + ";\n");
  writeFileSync(hashFile, hash + "\n");
  const counts = tableCounts(catalog);
  console.log(JSON.stringify({ hash, counts, mb: Math.round(statSync(sqlFile).size / 1e5) / 10, ms: Math.round(performance.now() - started) }));
}

/**
 * Local D1 through wrangler (the bench never opens the SQLite files itself): `d1Query(sql, dir)`
 * runs one or more ';'-separated statements with `wrangler d1 execute DB --local --json` against
 * the default local state (dir null) or `--persist-to dir`, and returns one row array per statement.
 * `prepareCatalog(dir, sqlFile, hash)` migrates that D1 and loads a catalog SQL file into it, unless
 * it already holds the file with that hash (kept in dir/applied.hash). Times in s.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { WRANGLER_ENV } from "../dev/env.mjs";

const persist = (dir) => (dir ? ["--persist-to", dir] : []);

export function d1Query(sql, dir = null) {
  const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", ...persist(dir), "--json", "--command", sql], {
    env: WRANGLER_ENV,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 << 20,
    timeout: 120_000,
  });
  return JSON.parse(out).map((r) => r.results ?? []);
}

function wrangler(args) {
  // WRANGLER_LOG=warn: wrangler 4.86 has no --log-level for d1 (as in scripts/seed/apply.sh).
  execFileSync("npx", ["wrangler", ...args], { env: { ...WRANGLER_ENV, WRANGLER_LOG: "warn" }, stdio: ["ignore", "ignore", "inherit"], timeout: 30 * 60_000 });
}

function migrationsHash() {
  const h = createHash("sha256");
  for (const f of readdirSync("migrations").sort()) h.update(f).update(readFileSync(join("migrations", f)));
  return h.digest("hex");
}

export function prepareCatalog(dir, sqlFile, hash) {
  const stamp = join(dir, "applied.hash");
  const want = `${migrationsHash()} ${hash}`;
  if (existsSync(stamp) && readFileSync(stamp, "utf8").trim() === want) return { loadedS: null };
  rmSync(join(dir, "state"), { recursive: true, force: true });
  const started = Date.now();
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", join(dir, "state")]);
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", join(dir, "state"), "--file", sqlFile, "-y"]);
  writeFileSync(stamp, want + "\n");
  return { loadedS: Math.round((Date.now() - started) / 1000) };
}

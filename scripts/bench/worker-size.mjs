/**
 * Upload and gzip size (KiB) of the deployable worker, from `wrangler deploy --dry-run` (offline),
 * which also leaves the bundle (index.js) in `outdir` (a temporary directory unless given).
 * `minify: false` overrides wrangler.toml's `minify = true` (the profile's module names).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WRANGLER_ENV } from "../dev/env.mjs";

export function workerSize(outdir = mkdtempSync(join(tmpdir(), "pasea-dry-")), { minify = true } = {}) {
  const text = execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, ...(minify ? [] : ["--minify=false"])], { env: WRANGLER_ENV, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 5 * 60_000 });
  const m = /Total Upload:\s*([\d.]+\s*KiB)\s*\/\s*gzip:\s*([\d.]+\s*KiB)/.exec(text);
  return m ? { upload: m[1], gzip: m[2] } : { upload: "?", gzip: "?", raw: text.slice(-400) };
}

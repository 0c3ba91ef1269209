/**
 * A frozen copy of the app for one bench run, under .bench/snapshot/: the deployable worker bundle
 * (`wrangler deploy --dry-run`, worker-size.mjs, which also gives its size in KiB), a copy of
 * public/ and a wrangler config like wrangler.toml that serves them without bundling. Other
 * engineers' edits and builds in the shared checkout then neither reload the bench's worker nor
 * replace its assets mid-run. Returns { config (path for `wrangler dev -c`), size }.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { workerSize } from "./worker-size.mjs";

export const SNAPSHOT_DIR = ".bench/snapshot";

/** `minify`: false builds the worker unminified (`--minify=false` over wrangler.toml's `minify = true`). */
export function takeSnapshot({ minify = true } = {}) {
  rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const size = workerSize(join(SNAPSHOT_DIR, "worker"), { minify });
  cpSync("public", join(SNAPSHOT_DIR, "public"), { recursive: true });
  const toml = readFileSync("wrangler.toml", "utf8");
  if (!/^main = .*$/m.test(toml) || !/^directory = "public"$/m.test(toml)) throw new Error("wrangler.toml: expected `main = …` and `directory = \"public\"`");
  // Paths in a wrangler config are relative to the config file: worker/index.js and public/ here.
  writeFileSync(join(SNAPSHOT_DIR, "wrangler.toml"), toml.replace(/^main = .*$/m, 'main = "worker/index.js"\nno_bundle = true'));
  return { config: join(SNAPSHOT_DIR, "wrangler.toml"), size };
}

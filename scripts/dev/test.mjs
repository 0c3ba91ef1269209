/**
 * `npm test`: every test. Installs Debian Chromium when missing, then runs the stages below, each
 * as soon as the stages it needs have passed, two lanes at once (the machine has 2 cores and no
 * stage keeps both busy; docs/decisions/060):
 *
 *   lane 1:  build ── typecheck ── lint ── unit ── workers 1/2 ── workers 2/2   (workers also waits for seed: it reads .seed/)
 *   lane 2:  seed ─────────── e2e                     (e2e also waits for build)
 *
 * - build: Panda codegen + Vite client build (scripts/dev/build.mjs);
 * - seed: the catalog seed built and loaded into the local D1 (scripts/seed/apply.sh);
 * - typecheck: `tsc -p tsconfig.json`;
 * - lint: ESLint, zero warnings (`npm run lint`; eslint.config.js: hooks, typescript-eslint, the
 *   direction of the house and no import circles; docs/decisions/069);
 * - unit: vitest in Node (vitest.node.config.ts);
 * - workers: vitest in workerd with D1 (vitest.workers.config.ts; its own in-memory D1, not the
 *   local one the e2e server uses), in two halves one after the other (`--shard`): the files share
 *   one isolate, and in one run of all 80 every request of the last third was 3-12× slower (its
 *   test time 214 s alone against 132 s for the two halves; docs/NOTES.md "Tests and tooling");
 * - e2e: Playwright in Chromium against wrangler dev (tests/e2e/run.mjs).
 *
 * typecheck, lint, unit and workers run niced (`nice -n 10`): seed then e2e is the longest path, so
 * lane 1 takes the CPU it leaves. Each line a stage prints is prefixed with its name. The first
 * failing stage stops the others (their process groups get SIGTERM; run.mjs stops its wrangler
 * then) and the run exits 1. `TEST_SERIAL=1` runs the stages one after the other, unprefixed:
 * build, seed, typecheck, lint, unit, workers (both halves), e2e (the old behaviour).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { run } from "./run.mjs";
import { WRANGLER_ENV } from "./env.mjs";

/**
 * Command, args, the stages it waits for; `nice`: run at a lower CPU priority in the parallel run
 * (the lane beside seed and e2e, the longest path: e2e's browser timings stay as when alone).
 */
const STAGES = [
  { name: "build", cmd: "node", args: ["scripts/dev/build.mjs"], after: [] },
  { name: "seed", cmd: "bash", args: ["scripts/seed/apply.sh"], after: [] },
  { name: "typecheck", cmd: "npx", args: ["tsc", "-p", "tsconfig.json"], after: ["build"], nice: true },
  { name: "lint", cmd: "npx", args: ["eslint", "--max-warnings", "0", "."], after: ["typecheck"], nice: true },
  { name: "unit", cmd: "npx", args: ["vitest", "run", "-c", "vitest.node.config.ts"], after: ["lint"], nice: true },
  { name: "e2e", cmd: "node", args: ["tests/e2e/run.mjs"], after: ["build", "seed"] },
  { name: "workers-1", cmd: "npx", args: ["vitest", "run", "-c", "vitest.workers.config.ts", "--shard=1/2"], after: ["unit", "seed"], nice: true },
  { name: "workers-2", cmd: "npx", args: ["vitest", "run", "-c", "vitest.workers.config.ts", "--shard=2/2"], after: ["workers-1"], nice: true },
];

const started = Date.now();
const secs = (t) => ((Date.now() - t) / 1000).toFixed(1);
if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  console.log("Installing Debian Chromium for the end-to-end tests…");
  await run("bash", ["-c", "(apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"]);
}

const children = new Map();
let failed = false;

/** Stops every running stage (its whole process group) and exits with `code`. */
function abort(code) {
  failed = true;
  for (const child of children.values()) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  process.exit(code);
}
for (const [signal, n] of [["SIGINT", 2], ["SIGTERM", 15], ["SIGHUP", 1]]) process.on(signal, () => abort(128 + n));

/** Runs one stage in its own process group, its output prefixed; resolves when it passed. */
function runStage(stage, parallel) {
  return new Promise((resolve, reject) => {
    const t = Date.now();
    console.log(`=== ${stage.name} started at +${secs(started)} s ===`);
    const [cmd, args] = parallel && stage.nice ? ["nice", ["-n", "10", stage.cmd, ...stage.args]] : [stage.cmd, stage.args];
    const child = spawn(cmd, args, { env: WRANGLER_ENV, stdio: ["ignore", "pipe", "pipe"], detached: true });
    children.set(stage.name, child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(parallel ? `[${stage.name}] ${line}` : line));
    }
    child.on("error", reject);
    child.on("close", (code) => {
      children.delete(stage.name);
      if (code === 0) {
        console.log(`=== ${stage.name} ok in ${secs(t)} s ===`);
        resolve();
      } else reject(new Error(`${stage.name} failed (exit ${code}) after ${secs(t)} s`));
    });
  });
}

try {
  if (process.env.TEST_SERIAL === "1") {
    for (const name of ["build", "seed", "typecheck", "lint", "unit", "workers-1", "workers-2", "e2e"]) await runStage(STAGES.find((s) => s.name === name), false);
  } else {
    const done = new Map();
    const start = (stage) => {
      if (!done.has(stage.name)) {
        done.set(stage.name, Promise.all(stage.after.map((n) => start(STAGES.find((s) => s.name === n)))).then(() => (failed ? undefined : runStage(stage, true))));
      }
      return done.get(stage.name);
    };
    await Promise.all(STAGES.map(start));
  }
} catch (error) {
  console.error(`\n${error.message}`);
  abort(1);
}
console.log(`\nAll suites passed in ${secs(started)} s`);

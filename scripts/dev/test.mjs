/**
 * `npm test`: every test. Installs Debian Chromium when missing, builds, seeds the local D1, then
 * runs unit tests (Node), worker tests (workerd + D1) and end-to-end tests (Playwright in
 * Chromium against wrangler dev). Stops at the first failing suite.
 */
import { existsSync } from "node:fs";
import { run } from "./run.mjs";

const started = Date.now();
if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  console.log("Installing Debian Chromium for the end-to-end tests…");
  await run("bash", ["-c", "(apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"]);
}
const suites = [
  ["build", "node", ["scripts/dev/build.mjs"]],
  ["seed", "bash", ["scripts/seed/apply.sh"]],
  ["typecheck", "npx", ["tsc", "-p", "tsconfig.json"]],
  ["unit", "npx", ["vitest", "run", "-c", "vitest.node.config.ts"]],
  ["workers", "npx", ["vitest", "run", "-c", "vitest.workers.config.ts"]],
  ["e2e", "node", ["tests/e2e/run.mjs"]],
];
for (const [name, cmd, args] of suites) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  await run(cmd, args);
  console.log(`=== ${name} ok in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
}
console.log(`\nAll suites passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

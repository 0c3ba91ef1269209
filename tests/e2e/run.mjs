/**
 * Runs the Playwright suite against a freshly started wrangler dev (seeded local D1).
 * Assumes the build and the seed are done (scripts/dev/test.mjs does both).
 *
 *   E2E_PORT=8834 node tests/e2e/run.mjs [playwright args, e.g. tests/e2e/stay-book.spec.ts]
 *
 * Spec files named on the command line run alone: `--no-deps` is added, so naming
 * stay-book.spec.ts (project 'rates-moved', which depends on the whole 'shop' project) no longer
 * runs every other spec first. The wrangler dev it started is stopped however this script ends:
 * normal exit, an exception, or SIGINT/SIGTERM/SIGHUP (e.g. `timeout`), so the port is freed.
 */
import { spawn } from "node:child_process";
import { startServer } from "./server.mjs";

const port = process.env.E2E_PORT ?? "8788";
const args = process.argv.slice(2);
const namesFiles = args.some((a) => /\.spec\.ts(:\d+)?$/.test(a));
if (namesFiles && !args.includes("--no-deps")) args.push("--no-deps");

let child = null;
// server.mjs stops its servers on 'exit'; a signal must end in process.exit() for that to run.
process.on("exit", () => {
  if (child && child.exitCode === null) child.kill("SIGTERM");
});
for (const [signal, n] of [["SIGINT", 2], ["SIGTERM", 15], ["SIGHUP", 1]]) process.on(signal, () => process.exit(128 + n));

const server = await startServer(port);
let code = 1;
try {
  code = await new Promise((resolve) => {
    child = spawn("npx", ["playwright", "test", ...args], { stdio: "inherit", env: { ...process.env, E2E_PORT: port } });
    child.on("exit", (c) => resolve(c ?? 1));
  });
} finally {
  server.stop();
}
process.exit(code);

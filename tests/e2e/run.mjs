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
import { healthy, startServer } from "./server.mjs";

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

/** Milliseconds between two health checks of the server during the run, and failures in a row that count as down. */
const WATCH_EVERY_MS = 3_000;
const DOWN_AFTER = 2;

let server = await startServer(port);
/** What happened to the servers of this run: each one's report when it was replaced. */
const restarts = [];
let restarting = false;

/**
 * Watchdog: wrangler dev has been lost mid-run (its process gone, or alive and answering nothing:
 * "Network connection lost" in its proxy, docs/NOTES.md), and then every later test failed in a
 * few seconds (CI, session 18: 70 tests). When /healthz fails DOWN_AFTER times in a row, the
 * server is stopped and started again on the same port, so the failed tests' retries run against
 * a live worker; the run still prints what happened, whatever its result.
 */
const watchdog = setInterval(async () => {
  if (restarting) return;
  let failures = 0;
  for (let i = 0; i < DOWN_AFTER; i++) {
    if (await healthy(port, 10_000)) return;
    failures++;
    if (i < DOWN_AFTER - 1) await new Promise((r) => setTimeout(r, 1_000));
  }
  if (failures < DOWN_AFTER || restarting) return;
  restarting = true;
  const report = server.report();
  console.log(`\n!!! e2e: the worker on ${port} stopped answering /healthz; restarting it\n${report}\n`);
  restarts.push(`${new Date().toISOString()}\n${report}`);
  server.stop();
  await new Promise((r) => setTimeout(r, 1_000));
  try {
    server = await startServer(port);
    console.log(`!!! e2e: the worker on ${port} is back`);
  } catch (error) {
    console.log(`!!! e2e: the worker on ${port} did not come back: ${error.message}`);
  }
  restarting = false;
}, WATCH_EVERY_MS);

let code = 1;
try {
  code = await new Promise((resolve) => {
    child = spawn("npx", ["playwright", "test", ...args], { stdio: "inherit", env: { ...process.env, E2E_PORT: port } });
    child.on("exit", (c) => resolve(c ?? 1));
  });
} finally {
  clearInterval(watchdog);
  // Printed last, where CI's tail shows it: a restart (even when the retries then passed), and on
  // a failed run the server's state and last lines (when wrangler dies, every later test fails and
  // its own message is far above).
  for (const r of restarts) console.log(`\ne2e: the worker was restarted during the run at ${r}`);
  if (code !== 0) console.log(`\n${server.report()}`);
  server.stop();
}
process.exit(code);

/**
 * Starts wrangler dev for tests on a port and waits for /healthz; returns a stop() function.
 * Every server started here is also stopped when the Node process exits (its process group gets
 * SIGTERM from an 'exit' handler), so a caller that dies without calling stop() does not leave
 * wrangler holding the port. A caller handling SIGINT/SIGTERM must end with process.exit() for the
 * handler to run (tests/e2e/run.mjs does).
 */
import { spawn } from "node:child_process";
import { WRANGLER_ENV } from "../../scripts/dev/env.mjs";

/** Stop functions of the servers still running. */
const running = new Set();
process.on("exit", () => {
  for (const stop of running) stop();
});

/** Whether the worker on `port` answers /healthz with a 2xx within `timeoutMs`. */
export function healthy(port, timeoutMs = 5_000) {
  return fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(timeoutMs) }).then((r) => r.ok, () => false);
}

/** Resolves true once the worker on `port` answers /healthz, false after `waitMs` without an answer. */
export async function waitUntilHealthy(port, waitMs) {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (await healthy(port)) return true;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  return false;
}

/** How many of wrangler's last output lines a server keeps for `report()`. */
const TAIL_LINES = 60;

/**
 * `vars`: settings overriding wrangler.toml's for this server (`--var KEY:VALUE`), e.g. a feature
 * flag a spec needs on. Returns `stop()`, the child, and `report()`: a few lines saying whether
 * wrangler is still running (or when and how it ended) and its last output lines, for a run that
 * failed (CI shows the tail of the output, where wrangler's own message had scrolled away).
 * The worker is minified as deployed (`--minify`, decision 090): the tests see the edge's bundle.
 */
export async function startServer(port, { timeoutMs = 60_000, vars = {} } = {}) {
  const varArgs = Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const child = spawn("npx", ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1", "--log-level", "warn", "--show-interactive-dev-session=false", "--minify", ...varArgs], {
    env: WRANGLER_ENV,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const startedAt = Date.now();
  const tail = [];
  let ended = null;
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = "";
    stream.on("data", (chunk) => {
      out.write(chunk);
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        tail.push(`+${((Date.now() - startedAt) / 1000).toFixed(0)} s ${line}`);
        if (tail.length > TAIL_LINES) tail.shift();
      }
    });
  }
  child.on("exit", (code, signal) => {
    ended = { code, signal, at: (Date.now() - startedAt) / 1000 };
  });
  const report = () =>
    [
      ended
        ? `wrangler dev on ${port} ENDED ${ended.at.toFixed(0)} s after its start (code ${ended.code}, signal ${ended.signal})`
        : `wrangler dev on ${port} still running after ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
      `its last ${tail.length} output lines:`,
      ...tail.map((l) => `  ${l}`),
    ].join("\n");
  const stop = () => {
    running.delete(stop);
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  running.add(stop);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    if (await healthy(port)) return { stop, child, report };
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`wrangler dev did not answer on ${port} within ${timeoutMs} ms`);
}

/**
 * Starts `wrangler dev` for the bench on 127.0.0.1:PORT, with the snapshot's config (`-c`,
 * snapshot.mjs) and the bench's own D1 (`--persist-to DIR`, catalog.mjs), and waits for /healthz. Returns { stop(), child, workerdPid() }: workerdPid() is the
 * pid of the workerd process under this wrangler (for RSS samples, rss.mjs), or null.
 * Like tests/e2e/server.mjs, which the bench does not own, plus extra wrangler arguments and the pid.
 */
import { spawn } from "node:child_process";
import { WRANGLER_ENV } from "../dev/env.mjs";
import { descendants } from "./rss.mjs";

export async function startBenchServer(port, { config = null, persistTo = null, timeoutMs = 90_000 } = {}) {
  const args = ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1", "--log-level", "warn", "--show-interactive-dev-session=false"];
  if (config) args.push("-c", config);
  if (persistTo) args.push("--persist-to", persistTo);
  // Pages compressed as the edge sends them (Lighthouse judges transfer sizes); requests that
  // ask for identity (the streaming section) still get the uncompressed stream. Decision 004.
  args.push("--var", "DEV_PAGE_ENCODING:compressed");
  const child = spawn("npx", args, { env: WRANGLER_ENV, stdio: ["ignore", "inherit", "inherit"], detached: true });
  const stop = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return; // already gone
    }
    // Bounded wait for the port to close, so a following server can take it.
    for (let i = 0; i < 40 && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 250));
  };
  const workerdPid = () => descendants(child.pid).find((p) => p.comm === "workerd")?.pid ?? null;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { stop, child, workerdPid };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer on ${port} within ${timeoutMs} ms`);
}

/**
 * Serves the bench's frozen app (snapshot.mjs) on 127.0.0.1:PORT with the bench's own D1
 * (`persistTo`, catalog.mjs), and waits for /healthz. Returns { stop(), workerdPid(), heap? }:
 * workerdPid() is the pid of the workerd process serving it (for RSS samples, rss.mjs), or null;
 * heap() (workerd harness only) connects to the worker isolate's inspector (heap.mjs); inspector()
 * (workerd only) gives its URL and the worker's name (profile.mjs).
 * `wrangler dev` runs two workerd processes, its proxy's (listening on PORT) and the worker's;
 * workerdPid() there is the worker's.
 *
 * Two harnesses (decision 019):
 * - "workerd" (default): the deployable bundle in workerd through Miniflare's API, with the options
 *   wrangler itself derives from the config (`unstable_getMiniflareWorkerOptions`: bindings, vars,
 *   D1, assets, compatibility date and flags) and wrangler's state layout under `persistTo`
 *   (v3/d1, v3/cache). What the edge runs: one workerd, no development proxy in front.
 * - "wrangler-dev": `wrangler dev -c CONFIG --persist-to DIR`, as `npm start` serves the shop. Its
 *   proxy worker and development middleware add 3–8 ms to every call on this host (decision 019);
 *   kept to compare the two.
 * Pages are compressed as the edge sends them (`DEV_PAGE_ENCODING=compressed`; Lighthouse judges
 * transfer sizes); requests that ask for identity (the streaming section) still get the
 * uncompressed stream. Decision 004. Like tests/e2e/server.mjs, which the bench does not own.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { WRANGLER_ENV } from "../dev/env.mjs";
import { connectHeap } from "./heap.mjs";
import { descendants } from "./rss.mjs";

/** The bench's servers (`--harness=`): the bundle in workerd (default), or behind `wrangler dev`. */
export const HARNESSES = ["workerd", "wrangler-dev"];

async function waitForHealth(port, deadline, alive) {
  while (Date.now() < deadline) {
    alive();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** The snapshot's bundle in workerd through Miniflare (see the module comment). */
async function startWorkerd(port, { config, persistTo, timeoutMs }) {
  const { Miniflare, Log, LogLevel } = await import("miniflare");
  const { unstable_getMiniflareWorkerOptions, unstable_readConfig } = await import("wrangler");
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  const name = unstable_readConfig({ config }).name ?? "worker";
  const mf = new Miniflare({
    ...workerOptions,
    name,
    inspectorPort: 0, // any free port: getInspectorURL() tells which
    bindings: { ...workerOptions.bindings, DEV_PAGE_ENCODING: "compressed" },
    modules: true,
    scriptPath: main,
    host: "127.0.0.1",
    port,
    // BENCH_LOG=debug: workerd's own messages too (isolate restarts, memory, connections).
    log: new Log(process.env.BENCH_LOG === "debug" ? LogLevel.DEBUG : LogLevel.WARN),
    cf: false, // placeholder Request.cf; the default fetches one from Cloudflare (no network here)
    ...(persistTo ? { d1Persist: join(persistTo, "v3", "d1"), cachePersist: join(persistTo, "v3", "cache") } : {}),
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await mf.dispose();
  };
  const workerdPid = () => descendants(process.pid).find((p) => p.comm === "workerd")?.pid ?? null;
  try {
    await mf.ready;
    if (await waitForHealth(port, Date.now() + timeoutMs, () => {})) return { stop, workerdPid, heap: async () => connectHeap(await mf.getInspectorURL(), name), inspector: async () => ({ url: await mf.getInspectorURL(), name }) };
  } catch (err) {
    await stop();
    throw err;
  }
  await stop();
  throw new Error(`workerd did not answer on ${port} within ${timeoutMs} ms`);
}

/** `wrangler dev` with the snapshot's config, as `npm start` serves the shop. */
async function startWranglerDev(port, { config, persistTo, timeoutMs }) {
  const args = ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1", "--log-level", "warn", "--show-interactive-dev-session=false"];
  if (config) args.push("-c", config);
  if (persistTo) args.push("--persist-to", persistTo);
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
  // Two workerd processes: the proxy's listens on PORT (its entry socket), the worker's elsewhere.
  const workerdPid = () => {
    const all = descendants(child.pid).filter((p) => p.comm === "workerd");
    const listensOnPort = (pid) => {
      try {
        return new RegExp(`entry=(localhost|127\\.0\\.0\\.1):${port}\\b`).test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
      } catch {
        return false;
      }
    };
    return (all.find((p) => !listensOnPort(p.pid)) ?? all[0])?.pid ?? null;
  };
  const alive = () => {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
  };
  try {
    if (await waitForHealth(port, Date.now() + timeoutMs, alive)) return { stop, workerdPid };
  } catch (err) {
    await stop(); // wrangler exited early: its process group (workerd) may still run
    throw err;
  }
  await stop();
  throw new Error(`wrangler dev did not answer on ${port} within ${timeoutMs} ms`);
}

/**
 * Starts the bench server. `config`: the snapshot's wrangler config (required for "workerd");
 * `persistTo`: the D1 state directory; `harness`: "workerd" (default) or "wrangler-dev".
 * Returns { stop, workerdPid, heap? }: `heap()` (workerd only) connects to the worker isolate's
 * inspector (heap.mjs). Throws when it does not answer /healthz within `timeoutMs`.
 */
export async function startBenchServer(port, { config = null, persistTo = null, timeoutMs = 90_000, harness = "workerd" } = {}) {
  if (!HARNESSES.includes(harness)) throw new Error(`Unknown bench harness "${harness}" (${HARNESSES.join(", ")})`);
  return harness === "workerd" ? startWorkerd(port, { config, persistTo, timeoutMs }) : startWranglerDev(port, { config, persistTo, timeoutMs });
}

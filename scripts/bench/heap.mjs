/**
 * The worker isolate's JavaScript heap, read over the V8 inspector of the bench's workerd
 * (server.mjs passes Miniflare an inspector port; decision 019). RSS of the workerd process also
 * holds the runtime's own memory (HTTP, the local D1 and Cache API), which grows under load even
 * for the static floor; the isolate's heap is what the worker's code keeps, and what the edge's
 * per-isolate memory limit counts.
 *
 * `connectHeap(inspectorUrl, workerName)` → { sample(): { usedMiB, totalMiB }, afterFullGc():
 * usedMiB after a full collection, close() }. `inspectorUrl`: Miniflare's `getInspectorURL()`
 * (ws://host:port/). Throws when no inspector target of that worker exists; each call rejects
 * when the inspector answers an error, closes, or does not answer in time. workerd's inspector does not answer HeapProfiler.collectGarbage; a heap snapshot
 * (discarded, ~0.3 s and ~8 MB of chunks at 25 MiB used) collects everything first, so
 * `afterFullGc` takes one.
 */
import WebSocket from "ws";
import { roundMiB } from "./rss.mjs";

export async function connectHeap(inspectorUrl, workerName) {
  const listing = new URL("/json", String(inspectorUrl).replace(/^ws/, "http"));
  const targets = await (await fetch(listing, { signal: AbortSignal.timeout(5000) })).json();
  // Miniflare names the user worker's target "workerd: worker core:user:NAME".
  const target = targets.find((t) => t.title.endsWith(`core:user:${workerName}`));
  if (!target) throw new Error(`No inspector target for worker ${workerName} (${targets.map((t) => t.title).join(", ")})`);
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  /** Calls waiting for their answer: id → { method, settle(error, result) }. */
  const pending = new Map();
  const failAll = (why) => {
    for (const call of pending.values()) call.settle(new Error(`${call.method}: ${why}`));
    pending.clear();
  };
  // Snapshot chunks (HeapProfiler.addHeapSnapshotChunk) carry no id and are dropped here.
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data));
    const call = msg.id ? pending.get(msg.id) : undefined;
    if (!call) return;
    pending.delete(msg.id);
    call.settle(msg.error ? new Error(`${call.method}: ${msg.error.message ?? JSON.stringify(msg.error)}`) : null, msg.result ?? {});
  });
  ws.on("close", () => failAll("inspector closed"));
  ws.on("error", (err) => failAll(`inspector error ${err.message}`));
  const send = (method, params = {}, ms = 10_000) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      const timer = setTimeout(() => {
        pending.delete(n);
        reject(new Error(`${method}: no answer within ${ms} ms`));
      }, ms);
      timer.unref(); // a sample still pending at the end of a run does not hold the process
      pending.set(n, {
        method,
        settle: (error, result) => {
          clearTimeout(timer);
          if (error) reject(error);
          else resolve(result);
        },
      });
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  const sample = async () => {
    const h = await send("Runtime.getHeapUsage");
    if (!Number.isFinite(h.usedSize) || !Number.isFinite(h.totalSize)) throw new Error("Runtime.getHeapUsage: no sizes in the answer");
    return { usedMiB: roundMiB(h.usedSize), totalMiB: roundMiB(h.totalSize) };
  };
  return {
    sample,
    async afterFullGc() {
      await send("HeapProfiler.takeHeapSnapshot", { reportProgress: false, captureNumericValue: false }, 60_000);
      return (await sample()).usedMiB;
    },
    close: () => ws.close(),
  };
}

/**
 * The worker isolate's JavaScript heap, read over the V8 inspector of the bench's workerd
 * (server.mjs passes Miniflare an inspector port; decision 019). RSS of the workerd process also
 * holds the runtime's own memory (HTTP, the local D1 and Cache API), which grows under load even
 * for the static floor; the isolate's heap is what the worker's code keeps, and what the edge's
 * per-isolate memory limit counts.
 *
 * `connectHeap(inspectorPort, workerName)` → { sample(): { usedMiB, totalMiB }, afterFullGc():
 * usedMiB after a full collection, close() }. Throws when no inspector target of that worker
 * exists. workerd's inspector does not answer HeapProfiler.collectGarbage; a heap snapshot
 * (discarded, ~0.3 s and ~8 MB of chunks at 25 MiB used) collects everything first, so
 * `afterFullGc` takes one.
 */
import WebSocket from "ws";

const mib = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

export async function connectHeap(inspectorPort, workerName) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`, { signal: AbortSignal.timeout(5000) })).json();
  // Miniflare names the user worker's target "workerd: worker core:user:NAME".
  const target = targets.find((t) => t.title.endsWith(`core:user:${workerName}`));
  if (!target) throw new Error(`No inspector target for worker ${workerName} (${targets.map((t) => t.title).join(", ")})`);
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  const pending = new Map();
  // Snapshot chunks (HeapProfiler.addHeapSnapshotChunk) carry no id and are dropped here.
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg.result ?? {});
      pending.delete(msg.id);
    }
  });
  const send = (method, params = {}, ms = 10_000) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      const timer = setTimeout(() => {
        pending.delete(n);
        reject(new Error(`${method}: no answer within ${ms} ms`));
      }, ms);
      timer.unref(); // a sample still pending at the end of a run does not hold the process
      pending.set(n, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  const sample = async () => {
    const h = await send("Runtime.getHeapUsage");
    return { usedMiB: mib(h.usedSize), totalMiB: mib(h.totalSize) };
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

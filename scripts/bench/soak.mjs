/**
 * Soak: `connections` connections for `duration` s, every connection alternating the given pages
 * (search, product), while the workerd process's resident memory (VmRSS, MiB) is sampled every
 * `everyS` s and, when `heap` is given (heap.mjs, workerd harness), the worker isolate's
 * JavaScript heap every second. The heap is also read after a full collection before and after
 * the load: what the worker still holds once the load is over ("memory steady"; a leak shows as
 * growth, garbage does not).
 * Returns { load (errors must be 0), rss: { samples, start, end, max } (MiB, null without a
 * process), heap: { samples (t s, usedMiB, totalMiB; in time order), startMiB, endMiB, growthMiB,
 * maxTotalMiB (null without samples) } | null }.
 */
import { load } from "./load.mjs";
import { roundMiB, rssMiB } from "./rss.mjs";

export async function soak(pages, { port, pid, heap = null, connections = 50, duration = 60, everyS = 5 }) {
  const host = `${pages[0].host}:${port}`;
  const inspector = heap ? await heap() : null;
  try {
    const startMiB = inspector ? await inspector.afterFullGc() : null;
    const samples = [{ t: 0, mib: rssMiB(pid) }];
    const heapSamples = [];
    const started = Date.now();
    const seconds = () => Math.round((Date.now() - started) / 100) / 10;
    const timer = setInterval(() => samples.push({ t: Math.round(seconds()), mib: rssMiB(pid) }), everyS * 1000);
    const heapTimer = inspector
      ? setInterval(() => {
          const t = seconds();
          inspector
            .sample()
            .then((h) => heapSamples.push({ t, ...h }))
            .catch(() => undefined);
        }, 1000)
      : null;
    let result;
    try {
      result = await load({ port, host, paths: pages.map((p) => p.path), connections, duration });
    } finally {
      clearInterval(timer);
      if (heapTimer) clearInterval(heapTimer);
    }
    samples.push({ t: Math.round(seconds()), mib: rssMiB(pid) });
    const values = samples.map((s) => s.mib).filter((v) => v !== null);
    let heapResult = null;
    if (inspector) {
      const endMiB = await inspector.afterFullGc();
      heapSamples.sort((a, b) => a.t - b.t);
      const maxTotalMiB = heapSamples.length ? Math.max(...heapSamples.map((h) => h.totalMiB)) : null;
      heapResult = { samples: heapSamples, startMiB, endMiB, growthMiB: roundMiB((endMiB - startMiB) * 1048576), maxTotalMiB };
    }
    const rss = values.length ? { samples, start: values[0], end: values.at(-1), max: Math.max(...values) } : { samples, start: null, end: null, max: null };
    return { load: result, rss, heap: heapResult };
  } finally {
    inspector?.close();
  }
}

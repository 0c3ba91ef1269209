/**
 * Soak: `connections` connections for `duration` s, every connection alternating the given pages
 * (search, product), while the workerd process's resident memory (VmRSS, MiB) is sampled every
 * `everyS` s and, when `heap` is given (heap.mjs, workerd harness), the worker isolate's
 * JavaScript heap every half second.
 * The heap's low-water mark (least used MiB, right after a collection) in the first and in the
 * last third of the run tells whether the worker keeps memory: a leak lifts it, garbage does not.
 * Returns { load (errors must be 0), rss: { samples, start, end, max }, heap: { samples (t s,
 * usedMiB, totalMiB), lowFirstMiB, lowLastMiB, growthMiB, maxTotalMiB } | null }.
 */
import { load } from "./load.mjs";
import { rssMiB } from "./rss.mjs";

const round1 = (x) => Math.round(x * 10) / 10;

export async function soak(pages, { port, pid, heap = null, connections = 50, duration = 60, everyS = 5 }) {
  const host = `${pages[0].host}:${port}`;
  const inspector = heap ? await heap() : null;
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
      }, 500)
    : null;
  let result;
  try {
    result = await load({ port, host, paths: pages.map((p) => p.path), connections, duration });
  } finally {
    clearInterval(timer);
    if (heapTimer) clearInterval(heapTimer);
  }
  samples.push({ t: Math.round(seconds()), mib: rssMiB(pid) });
  inspector?.close();
  const values = samples.map((s) => s.mib).filter((v) => v !== null);
  let heapResult = null;
  if (heapSamples.length >= 12) {
    const third = duration / 3;
    const low = (list) => Math.min(...list.map((h) => h.usedMiB));
    const lowFirstMiB = low(heapSamples.filter((h) => h.t <= third));
    const lowLastMiB = low(heapSamples.filter((h) => h.t >= duration - third));
    heapResult = { samples: heapSamples, lowFirstMiB, lowLastMiB, growthMiB: round1(lowLastMiB - lowFirstMiB), maxTotalMiB: Math.max(...heapSamples.map((h) => h.totalMiB)) };
  }
  return { load: result, rss: { samples, start: values[0], end: values.at(-1), max: Math.max(...values) }, heap: heapResult };
}

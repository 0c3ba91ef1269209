/**
 * Soak: `connections` connections for `duration` s, every connection alternating the given pages
 * (search, product), while the workerd process's resident memory (VmRSS, MiB) is sampled every
 * `everyS` s. Returns { load: load result (errors must be 0), rss: { samples, start, end, max } }.
 */
import { load } from "./load.mjs";
import { rssMiB } from "./rss.mjs";

export async function soak(pages, { port, pid, connections = 50, duration = 60, everyS = 5 }) {
  const host = `${pages[0].host}:${port}`;
  const samples = [{ t: 0, mib: rssMiB(pid) }];
  const started = Date.now();
  const timer = setInterval(() => samples.push({ t: Math.round((Date.now() - started) / 1000), mib: rssMiB(pid) }), everyS * 1000);
  let result;
  try {
    result = await load({ port, host, paths: pages.map((p) => p.path), connections, duration });
  } finally {
    clearInterval(timer);
  }
  samples.push({ t: Math.round((Date.now() - started) / 1000), mib: rssMiB(pid) });
  const values = samples.map((s) => s.mib).filter((v) => v !== null);
  return { load: result, rss: { samples, start: values[0], end: values.at(-1), max: Math.max(...values) } };
}

/**
 * Streaming check: time to the first body byte (the streamed shell) versus the whole response, in
 * ms, median (p50) and p90 over `runs` sequential requests after two warm-ups, with a browser user
 * agent (the router does not stream to bots) and `accept-encoding: identity` (a compressed local
 * answer arrives in one piece, docs/decisions/004). `shellShare` = ttfb p50 / total p50;
 * `firstChunkBytes` and `bytes` = medians of the first chunk's and the whole body's size in bytes.
 * Warm rows repeat the same URL (upstream answers from the Cache API). For a destination search
 * path (`/search/…-cID`) a second row asks a different city each time (`cities`), so the upstream
 * call is a cache miss, as for the first visitor of a destination.
 */
import { quantile, request } from "./http.mjs";

const round = (x) => Math.round(x * 10) / 10;

async function measure(label, port, host, pathOf, runs) {
  const first = [];
  const total = [];
  const chunk = [];
  const size = [];
  for (let i = 0; i < runs; i++) {
    const r = await request({ port, host, path: pathOf(i) });
    if (r.status !== 200) throw new Error(`${pathOf(i)} answered ${r.status}`);
    first.push(r.ttfbMs);
    total.push(r.totalMs);
    chunk.push(r.firstChunkBytes);
    size.push(r.bytes);
  }
  const t50 = quantile(first, 0.5);
  const a50 = quantile(total, 0.5);
  return { label, runs, ttfbP50: round(t50), ttfbP90: round(quantile(first, 0.9)), totalP50: round(a50), totalP90: round(quantile(total, 0.9)), shellShare: Math.round((t50 / a50) * 100) / 100, firstChunkBytes: quantile(chunk, 0.5), bytes: quantile(size, 0.5) };
}

export async function ttfb(pages, { port, runs = 20, cities = [] }) {
  const rows = [];
  const offset = Math.floor(Math.random() * Math.max(1, cities.length - runs));
  for (const p of pages) {
    for (let i = 0; i < 2; i++) await request({ port, host: p.host, path: p.path });
    rows.push(await measure(`${p.label}, same URL (cache warm)`, port, p.host, () => p.path, runs));
    const dest = /^(\/search\/)[a-z0-9-]*-c\d+/.exec(p.path);
    if (dest && cities.length >= runs) {
      const rest = p.path.slice(dest[0].length);
      rows.push(await measure(`${p.label}, city varies (upstream miss)`, port, p.host, (i) => `${dest[1]}c${cities[offset + i]}${rest}`, runs));
    }
  }
  return rows;
}

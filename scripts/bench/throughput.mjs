/**
 * Server throughput of the dynamic pages beside the static floor, in the same run: for each page,
 * its body size N (bytes, one GET), then `rounds` alternations of `connections` connections for
 * `duration` s on the page and on `/__floor?bytes=N` (the same worker answering N bytes from
 * memory, worker/routes/floor.ts). Alternating evens out other work on the same cores.
 * Returns rows { label, path, bytes, page, floor, ratio }: page/floor hold req/s (mean of rounds),
 * p50 ms (mean of rounds), p99 ms (worst round), errors and requests (sums); ratio = page/floor req/s.
 * The page's upstream calls are Cache API hits after the warm-up, as in steady production traffic.
 */
import { request } from "./http.mjs";
import { load } from "./load.mjs";

function combine(runs) {
  const mean = (k) => Math.round(runs.reduce((a, r) => a + r[k], 0) / runs.length);
  return { rps: mean("rps"), p50: mean("p50"), p99: Math.max(...runs.map((r) => r.p99)), errors: runs.reduce((a, r) => a + r.errors, 0), requests: runs.reduce((a, r) => a + r.requests, 0) };
}

export async function throughput(pages, { port, connections, duration, rounds = 2 }) {
  const rows = [];
  for (const p of pages) {
    const host = `${p.host}:${port}`;
    const { bytes, status } = await request({ port, host: p.host, path: p.path });
    if (status !== 200) throw new Error(`${p.path} answered ${status}`);
    await load({ port, host, path: p.path, connections: 4, duration: 2 }); // warm-up
    const pageRuns = [];
    const floorRuns = [];
    for (let i = 0; i < rounds; i++) {
      pageRuns.push(await load({ port, host, path: p.path, connections, duration }));
      floorRuns.push(await load({ port, host, path: `/__floor?bytes=${bytes}`, connections, duration }));
    }
    const page = combine(pageRuns);
    const floor = combine(floorRuns);
    rows.push({ label: p.label, path: p.path, bytes, rounds, page, floor, ratio: Math.round((page.rps / Math.max(1, floor.rps)) * 100) / 100 });
    process.stdout.write(`load ${p.label}: ${page.rps} req/s vs floor ${floor.rps} (rounds: ${pageRuns.map((r) => r.rps).join("/")} vs ${floorRuns.map((r) => r.rps).join("/")})\n`);
    for (const r of [...pageRuns, ...floorRuns]) if (r.errors) process.stdout.write(`load ${p.label} ${r.path}: ${r.errors} errors: ${r.errorKinds || "(autocannon gave no detail)"}\n`);
  }
  return rows;
}

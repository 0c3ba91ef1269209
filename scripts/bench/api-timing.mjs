/**
 * Catalog API latency through the worker: p50 and p90 (ms, client wall time on loopback, so about
 * 3-4 ms of local HTTP and D1 overhead included) of `calls` sequential calls per case of
 * catalog-cases.mjs (POST /api/offers.json, GET /api/facets.json; with and without check-in).
 * Calls differ (city, page, Friday, theme or price bound; the Fridays and themes repeat) and each
 * carries its own nonce (offers: `searchProvider`, facets: an ignored query key), so the upstream
 * Cache API never answers; `misses` counts the calls that really reached the catalog
 * (x-upstream-cache: miss); `errors` counts failed calls (non-200, over 10 s, or no hotel found:
 * every variant searches places and pages that have hotels), left out of the percentiles.
 * `cities`: destination ids, most hotels first; `today`: the catalog's first day ('YYYY-MM-DD'),
 * from which the dated cases take their check-in (a Friday about 3 weeks ahead).
 * Dated searches without location are answered by the isolate's dated index once it is loaded
 * (decision 018; it loads in the background of the first such search, SQL answers meanwhile):
 * `waitForDatedIndex` times that load before the cases run, and each row counts in `index` the
 * calls the index answered (Server-Timing `catalog;desc="dated-index"`).
 */
import { casesContext, CATALOG_CASES } from "./catalog-cases.mjs";
import { quantile, request } from "./http.mjs";

/**
 * Sends a dated search without location until the dated index answers one (at most `maxMs`).
 * Returns { readyMs: ms from the first call to the first index answer, or null when it never
 * came, calls: how many searches that took }.
 */
export async function waitForDatedIndex({ port, host, today, maxMs = 120_000 }) {
  const ctx = casesContext([], today);
  const body = { pagination: { page: 0, limit: 20 }, searchCriterias: { filters: { offer: { checkin: ctx.checkin(0), nights: 2 } } } };
  const started = performance.now();
  for (let i = 0; performance.now() - started < maxMs; i++) {
    const r = await request({ port, host, path: "/api/offers.json", method: "POST", body: JSON.stringify({ searchProvider: `warm-index-${Date.now()}-${i}`, ...body }) });
    if (String(r.headers["server-timing"] ?? "").includes("dated-index")) return { readyMs: Math.round(performance.now() - started), calls: i + 1 };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { readyMs: null, calls: 0 };
}

/**
 * The floor of a catalog call through the worker in this run: p50/p90 ms of `calls` GET
 * /api/themes.json, each its own Cache API miss (the catalog answers from its per-isolate memo:
 * no D1 round trip, no search).
 */
export async function floorTiming({ port, host, calls = 50 }) {
  const times = [];
  for (let i = 0; i < calls + 1; i++) {
    const r = await request({ port, host, path: `/api/themes.json?locale=fr_FR&bench=floor-${Date.now()}-${i}` });
    if (i > 0 && r.status === 200) times.push(r.totalMs);
  }
  const round = (x) => Math.round(x * 10) / 10;
  return { calls: times.length, p50: round(quantile(times, 0.5)), p90: round(quantile(times, 0.9)) };
}

export async function apiTiming({ port, host, cities, today, calls = 50 }) {
  const nonce = `bench-${Date.now().toString(36)}`;
  const offers = (body) => (tag) => ({ path: "/api/offers.json", method: "POST", body: JSON.stringify({ searchProvider: tag, ...body }) });
  const facets = (query) => (tag) => ({ path: `/api/facets.json?${new URLSearchParams({ ...query, bench: tag })}`, method: "GET" });
  const ctx = casesContext(cities, today);
  const variants = CATALOG_CASES.map(([name, kind, make]) => [name, (i) => (kind === "offers" ? offers : facets)(make(i, ctx))]);
  const rows = [];
  for (const [name, make] of variants) {
    await request({ port, host, ...make(0)(`${nonce}-warm`) }); // warm-up: same request, its own cache key
    const times = [];
    let misses = 0;
    let index = 0;
    const errors = [];
    for (let i = 0; i < calls; i++) {
      try {
        const r = await request({ port, host, ...make(i)(`${nonce}-${i}`), timeoutMs: 10_000 });
        if (r.status !== 200) throw new Error(`status ${r.status} ${r.body.slice(0, 120)}`);
        // An empty answer is fast for the wrong reason (e.g. a search table left unfilled).
        const body = JSON.parse(r.body);
        if (!((body.resultsCount ?? body.totalCount) > 0)) throw new Error(`empty answer ${r.body.slice(0, 120)}`);
        times.push(r.totalMs);
        if (r.headers["x-upstream-cache"] === "miss") misses++;
        if (String(r.headers["server-timing"] ?? "").includes("dated-index")) index++;
      } catch (err) {
        errors.push(err.message);
      }
    }
    if (errors.length) process.stdout.write(`${name}: ${errors.length} failed calls, first: ${errors[0]}\n`);
    const round = (x) => Math.round(x * 10) / 10;
    rows.push({ name, calls, misses, index, errors: errors.length, p50: round(quantile(times, 0.5)), p90: round(quantile(times, 0.9)) });
  }
  return rows;
}

/**
 * Catalog API latency through the worker: p50 and p90 (ms, client wall time on loopback, so about
 * 3-4 ms of local HTTP and D1 overhead included) of `calls` sequential calls per variant of
 * POST /api/offers.json and GET /api/facets.json. Every call differs (city, page or price floor)
 * and carries a per-run nonce (offers: `searchProvider`, facets: an ignored query key), so the
 * upstream Cache API never answers; `misses` counts the calls that really reached the catalog
 * (x-upstream-cache: miss); `errors` counts failed calls (non-200, over 10 s, or no hotel found:
 * every variant searches places and pages that have hotels), left out of the percentiles.
 * `cities`: destination ids, most hotels first.
 */
import { quantile, request } from "./http.mjs";

export async function apiTiming({ port, host, cities, calls = 50 }) {
  const nonce = `bench-${Date.now().toString(36)}`;
  const offers = (body) => (tag) => ({ path: "/api/offers.json", method: "POST", body: JSON.stringify({ searchProvider: tag, ...body }) });
  const facets = (query) => (tag) => ({ path: `/api/facets.json?${new URLSearchParams({ ...query, bench: tag })}`, method: "GET" });
  const city = (i) => cities[i % cities.length];
  const variants = [
    ["offers, city (city varies)", (i) => offers({ searchCriterias: { filters: { property: { location: { cityId: city(i) } } } }, pagination: { page: 0, limit: 20 } })],
    ["offers, no location (page varies)", (i) => offers({ pagination: { page: i, limit: 20 } })],
    ["facets, city (city varies)", (i) => facets({ city: String(city(i)) })],
    ["facets, no location (price floor varies)", (i) => facets({ priceMin: String(i * 100) })],
  ];
  const rows = [];
  for (const [name, make] of variants) {
    await request({ port, host, ...make(0)(`${nonce}-warm`) }); // warm-up: same request, its own cache key
    const times = [];
    let misses = 0;
    const errors = [];
    for (let i = 0; i < calls; i++) {
      try {
        const r = await request({ port, host, ...make(i)(nonce), timeoutMs: 10_000 });
        if (r.status !== 200) throw new Error(`status ${r.status} ${r.body.slice(0, 120)}`);
        // An empty answer is fast for the wrong reason (e.g. a search table left unfilled).
        const body = JSON.parse(r.body);
        if (!((body.resultsCount ?? body.totalCount) > 0)) throw new Error(`empty answer ${r.body.slice(0, 120)}`);
        times.push(r.totalMs);
        if (r.headers["x-upstream-cache"] === "miss") misses++;
      } catch (err) {
        errors.push(err.message);
      }
    }
    if (errors.length) process.stdout.write(`${name}: ${errors.length} failed calls, first: ${errors[0]}\n`);
    const round = (x) => Math.round(x * 10) / 10;
    rows.push({ name, calls, misses, errors: errors.length, p50: round(quantile(times, 0.5)), p90: round(quantile(times, 0.9)) });
  }
  return rows;
}

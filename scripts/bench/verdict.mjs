/**
 * Compares a run's results with budgets.mjs. Returns [{ what, value, target, by, fails }]: every
 * missed target with the gap in the target's unit; `fails` marks the ones that make the bench exit
 * non-zero (the JS budgets, and the map library loaded before the map opens).
 */
import { JS_BUDGET_KB, TARGETS } from "./budgets.mjs";

const r2 = (x) => Math.round(x * 100) / 100;

export function verdict(results) {
  const out = [];
  const miss = (what, value, target, by, fails = false) => out.push({ what, value, target, by, fails });
  const lt = TARGETS.lighthouse;
  for (const p of results.lighthouse ?? []) {
    for (const c of ["performance", "accessibility", "best-practices", "seo"]) {
      if (p.scores[c] < lt[c]) miss(`Lighthouse ${c}, ${p.label}`, p.scores[c], `>= ${lt[c]}`, `${lt[c] - p.scores[c]} points`);
    }
    if (p.lcpS > lt.lcpS) miss(`LCP, ${p.label}`, `${p.lcpS} s`, `<= ${lt.lcpS} s`, `+${r2(p.lcpS - lt.lcpS)} s`);
    if (p.tbtMs > lt.tbtMs) miss(`TBT, ${p.label}`, `${p.tbtMs} ms`, `<= ${lt.tbtMs} ms`, `+${p.tbtMs - lt.tbtMs} ms`);
    if (p.cls > lt.cls) miss(`CLS, ${p.label}`, p.cls, `<= ${lt.cls}`, `+${r2(p.cls - lt.cls)}`);
  }
  for (const w of results.js ?? []) {
    const budget = JS_BUDGET_KB[w.name];
    if (budget !== undefined && w.kb > budget) miss(`JS by network idle without interaction, ${w.label}`, `${w.kb} KB`, `<= ${budget} KB`, `+${r2(w.kb - budget)} KB`, true);
    if (w.mapLibrary) miss(`map library before interaction, ${w.label}`, "loaded", "only when the map opens", "loaded at page load", true);
  }
  for (const t of results.throughput ?? []) {
    if (t.ratio < TARGETS.floorRatio) miss(`req/s vs static floor, ${t.label}`, t.ratio, `>= ${TARGETS.floorRatio}`, `${r2(TARGETS.floorRatio - t.ratio)} short (${r2(TARGETS.floorRatio / Math.max(t.ratio, 0.01))}× needed)`);
    if (t.page.errors > 0) miss(`errors under load, ${t.label}`, t.page.errors, "0", `+${t.page.errors}`);
  }
  const peer = results.peer?.summary;
  if (peer) {
    const t = TARGETS.peer;
    if (peer.uncachedVsPeer.min < t.uncachedVsPeer) miss("uncached results render vs Next.js peer, req/s", `${peer.uncachedVsPeer.min}-${peer.uncachedVsPeer.max}×`, `>= ${t.uncachedVsPeer}×`, `${r2(t.uncachedVsPeer - peer.uncachedVsPeer.min)}× short`);
    if (peer.uncachedP99OverP50.max > t.p99OverP50) miss("uncached results render p99 / p50", peer.uncachedP99OverP50.max, `<= ${t.p99OverP50}`, `+${r2(peer.uncachedP99OverP50.max - t.p99OverP50)}`);
    if (peer.cachedVsFloor.min < t.cachedVsFloor) miss("cached results page vs static floor", peer.cachedVsFloor.min, `>= ${t.cachedVsFloor}`, `${r2(t.cachedVsFloor - peer.cachedVsFloor.min)} short`);
    for (const x of results.peer.rounds) if (x.shopUncached.errors) miss("errors under load, shop uncached", x.shopUncached.errors, "0", `+${x.shopUncached.errors}`);
  }
  if (results.soak && results.soak.load.errors > TARGETS.soakErrors) miss("soak errors", results.soak.load.errors, `${TARGETS.soakErrors}`, `+${results.soak.load.errors}`);
  const heap = results.soak?.heap;
  if (heap && !(heap.growthMiB <= TARGETS.soakHeapGrowthMiB)) miss("soak heap growth after full GC", `${heap.growthMiB} MiB`, `<= ${TARGETS.soakHeapGrowthMiB} MiB`, `+${r2(heap.growthMiB - TARGETS.soakHeapGrowthMiB)} MiB`);
  for (const a of results.catalog?.x10 ?? []) {
    if (a.p50 > TARGETS.apiP50Ms) miss(`${a.name}, 10× catalog p50`, `${a.p50} ms`, `< ${TARGETS.apiP50Ms} ms`, `+${r2(a.p50 - TARGETS.apiP50Ms)} ms (${r2(a.p50 / TARGETS.apiP50Ms)}×)`);
  }
  return out;
}

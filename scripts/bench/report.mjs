/**
 * Markdown of one bench run: one table per section (units in the column heads), the failing
 * Lighthouse audits grouped by audit, the EXPLAIN plans and the missed targets. `record(markdown)`
 * keeps it under `.bench/runs/` (git-ignored).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { JS_BUDGET_KB, TARGETS } from "./budgets.mjs";
import { machineLine } from "./machine.mjs";

const table = (head, rows) => [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
/** Value, bolded when it misses its target. */
const mark = (value, ok) => (ok ? String(value) : `**${value}**`);

function lighthouseSection(rows) {
  const t = TARGETS.lighthouse;
  const cats = ["performance", "accessibility", "best-practices", "seo"];
  const main = table(
    ["page", "path", "perf", "a11y", "best pr.", "SEO", "LCP s", "TBT ms (each run)", "CLS", "CPU index"],
    rows.map((p) => [p.label, `\`${p.path}\``, ...cats.map((c) => mark(p.scores[c], p.scores[c] >= t[c])), mark(p.lcpS, p.lcpS <= t.lcpS), mark(p.tbtMs, p.tbtMs <= t.tbtMs) + (p.tbtRuns?.length > 1 ? ` (${p.tbtRuns.join(", ")})` : ""), mark(p.cls, p.cls <= t.cls), p.benchmarkIndex]),
  );
  const byAudit = new Map();
  for (const p of rows) for (const f of p.failing) {
    const key = `${f.category}|${f.id}`;
    const e = byAudit.get(key) ?? { ...f, pages: [] };
    e.pages.push(f.value ? `${p.label} (${f.value})` : p.label);
    byAudit.set(key, e);
  }
  const audits = [...byAudit.values()].sort((a, b) => a.category.localeCompare(b.category) || b.pages.length - a.pages.length);
  const failing = audits.length
    ? table(["category", "audit id", "title", "pages"], audits.map((a) => [a.category, `\`${a.id}\``, a.title.replace(/\|/g, "\\|"), a.pages.join("; ")]))
    : "No failing audits.";
  const lcp = rows.filter((p) => p.lcpElement || p.lcpPhases).map((p) => `- ${p.label}: ${p.lcpS} s, \`${p.lcpElement || "?"}\` (${p.lcpPhases || "no phases"}, ms)`);
  const warnings = rows.flatMap((p) => [...(p.runtimeError ? [`- ${p.label}: runtime error ${p.runtimeError}`] : []), ...p.warnings.map((w) => `- ${p.label}: ${w}`)]);
  return [
    `### Lighthouse (mobile, simulated throttling; targets: performance >= ${t.performance}, others ${t.accessibility}, LCP <= ${t.lcpS} s, TBT <= ${t.tbtMs} ms, CLS <= ${t.cls}; misses in bold)`,
    main,
    "Scores: the run with the median performance score. LCP, TBT and CLS: the median over the runs, with every run's TBT in brackets. CPU index: Lighthouse's benchmark of the machine during that page's kept run (higher is faster; it drops when other work shares the cores, and simulated TBT grows with it).",
    "Failing audits (score < 0.9) of every category under 100:",
    failing,
    ...(lcp.length ? ["LCP element and phases (simulated, kept run):", lcp.join("\n")] : []),
    ...(warnings.length ? ["Lighthouse warnings:", ...warnings] : []),
  ].join("\n\n");
}

function jsSection(rows) {
  return [
    "### JavaScript fetched without interaction (fresh browser; gzip -9 of every script response, KB = 1024 bytes): by hydration (initial) and by network idle (no new script for 6 s after hydration; the budget is on this one)",
    table(
      ["page", "initial files", "initial KB", "network-idle files", "network-idle KB", "budget KB", "loaded after hydration", "map library loaded"],
      rows.map((w) => [w.label, w.initialFiles, w.initialKb, w.files, mark(w.kb, !(JS_BUDGET_KB[w.name] < w.kb)), JS_BUDGET_KB[w.name] ?? "—", w.late?.length ? w.late.map((f) => f.replace(/-[\w-]{8}\.js$/, "")).join(", ") : "—", mark(w.mapLibrary ? "yes" : "no", !w.mapLibrary)]),
    ),
  ].join("\n\n");
}

function throughputSection(rows, opts) {
  return [
    `### Server: page versus static floor of the same size (${opts.connections} connections, ${rows[0]?.rounds ?? 2} alternating rounds of ${opts.duration} s each, target ratio >= ${TARGETS.floorRatio})`,
    table(
      ["page", "body bytes", "page req/s", "p50 ms", "p99 ms (worst round)", "errors", "floor req/s", "floor p50 ms", "floor p99 ms", "ratio"],
      rows.map((t) => [t.label, t.bytes, t.page.rps, t.page.p50, t.page.p99, t.page.errors, t.floor.rps, t.floor.p50, t.floor.p99, mark(t.ratio, t.ratio >= TARGETS.floorRatio)]),
    ),
  ].join("\n\n");
}

function peerSection(p) {
  const t = TARGETS.peer;
  const s = p.summary;
  const run = (x) => `${x.rps} / ${x.p50} / ${x.p99}${x.errors ? ` (**${x.errors} errors**)` : ""}`;
  const kb = (h) => `${Math.round(h.bytes / 102.4) / 10} KB, ${Math.round(h.gzip / 102.4) / 10} KB gzip`;
  const r = (m) => (m.min === m.max ? String(m.min) : `${m.min}-${m.max}`);
  return [
    `### Side by side with the Next.js 16 peer (\`${p.path}\`, ${p.connections} connections, ${p.duration} s per run, ${p.rounds.length} rounds one after the other; req/s / p50 ms / p99 ms)`,
    table(
      ["round", "load avg", "shop uncached (care host)", "peer (Next.js 16)", "ratio", "shop cached (fr host)", "static floor, same bytes", "cached / floor"],
      p.rounds.map((x, i) => [i + 1, x.load, run(x.shopUncached), run(x.peer), Math.round((x.shopUncached.rps / Math.max(1, x.peer.rps)) * 100) / 100, run(x.shopCached), run(x.floor), Math.round((x.shopCached.rps / Math.max(1, x.floor.rps)) * 100) / 100]),
    ),
    `Spread over the rounds: shop uncached ${r(s.shopUncachedRps)} req/s, peer ${r(s.peerRps)} req/s; uncached / peer ${mark(r(s.uncachedVsPeer), s.uncachedVsPeer.min >= t.uncachedVsPeer)} (target >= ${t.uncachedVsPeer}); uncached p99 / p50 ${mark(r(s.uncachedP99OverP50), s.uncachedP99OverP50.max <= t.p99OverP50)} (target <= ${t.p99OverP50}); cached / floor ${mark(r(s.cachedVsFloor), s.cachedVsFloor.min >= t.cachedVsFloor)} (target >= ${t.cachedVsFloor}).`,
    ...(s.peerCpuMs ? [`CPU per request (the serving processes, every thread, from /proc; the load tool apart): shop uncached ${r(s.shopUncachedCpuMs)} ms, peer ${r(s.peerCpuMs)} ms; the peer's over the shop's ${r(s.peerCpuOverShop)} (what the throughput ratio would be if each had the cores to itself).`] : []),
    `Results HTML: shop ${kb(p.html.shopCached)} (fr host; care host ${kb(p.html.shopUncached)}), peer ${kb(p.html.peer)}.`,
  ].join("\n\n");
}

function profileSection(p) {
  return [
    `### CPU profile of the uncached results render (care host, ${p.requests} sequential requests, ${p.bytes} bytes each; ms per request)`,
    `CPU per request: **${p.cpuMsPerRequest} ms** (isolate samples, idle excluded).`,
    table(["stage (inclusive)", "ms"], p.byStage.map((s) => [s.stage, s.inclusiveMs])),
    table(["module (self)", "ms", "share %"], p.byModule.map((m) => [`\`${m.module}\``, m.selfMs, m.share])),
    table(["function (self)", "module", "ms"], p.byFunction.map((f) => [`\`${f.fn}\``, `\`${f.module}\``, f.selfMs])),
  ].join("\n\n");
}

function ttfbSection(rows) {
  return [
    "### Streaming: first body byte (the shell) versus whole page, sequential requests, browser user agent, identity encoding",
    table(
      ["page", "runs", "first byte p50 ms", "p90 ms", "whole page p50 ms", "p90 ms", "first / whole time", "first chunk bytes", "body bytes"],
      rows.map((r) => [r.label, r.runs, r.ttfbP50, r.ttfbP90, r.totalP50, r.totalP90, r.shellShare, r.firstChunkBytes, r.bytes]),
    ),
  ].join("\n\n");
}

/** The first sample (in time order) of every 5-second slot. */
function everyFive(samples) {
  const seen = new Set();
  return samples.filter((x) => {
    const slot = Math.floor(x.t / 5);
    if (seen.has(slot)) return false;
    seen.add(slot);
    return true;
  });
}

function soakSection(s, opts) {
  const l = s.load;
  const h = s.heap;
  return [
    `### Soak: ${opts.soakS} s, ${opts.connections} connections alternating ${l.path}; workerd RSS every 5 s${h ? ", the worker isolate's heap every second" : ""}`,
    table(
      ["requests", "req/s", "p50 ms", "p99 ms", "errors", "heap after full GC MiB, before → after", "heap max total MiB", "RSS start MiB", "RSS end MiB", "RSS max MiB"],
      [
        [
          l.requests,
          l.rps,
          l.p50,
          l.p99,
          mark(l.errors, l.errors <= TARGETS.soakErrors),
          h ? mark(`${h.startMiB} → ${h.endMiB} (${h.growthMiB >= 0 ? "+" : ""}${h.growthMiB})`, h.growthMiB <= TARGETS.soakHeapGrowthMiB) : "—",
          h?.maxTotalMiB ?? "—",
          s.rss.start,
          s.rss.end,
          s.rss.max,
        ],
      ],
    ),
    ...(h ? [`Target: the heap after a full collection grows at most ${TARGETS.soakHeapGrowthMiB} MiB over the run (budgets.mjs). RSS is the whole workerd process: it also holds the runtime's HTTP buffers and the local D1 and Cache API, and grows under load for the static floor too (decision 019).`] : []),
    `RSS samples (s: MiB): ${s.rss.samples.map((x) => `${x.t}: ${x.mib}`).join(", ")}`,
    ...(h ? [`Heap used MiB, the first sample of every 5 s (s: MiB): ${everyFive(h.samples).map((x) => `${Math.round(x.t)}: ${x.usedMiB}`).join(", ")}`] : []),
  ].join("\n\n");
}

/** The seeded catalog's timing alone (--catalog-x1). */
function catalogX1Section(c) {
  const api = table(
    ["call (~50 calls each, all Cache API misses)", "1× p50 ms", "1× p90 ms", "cache misses / calls", "dated index / calls"],
    c.x1.map((a) => [a.name, mark(a.p50, a.p50 < TARGETS.apiP50Ms), a.p90, `${a.misses}/${a.calls}${a.errors ? `, **${a.errors} failed**` : ""}`, `${a.index ?? 0}/${a.calls}`]),
  );
  const ready = c.index1?.readyMs == null ? "never (SQL only)" : `${c.index1.readyMs} ms after the first dated search`;
  return [`### Seeded catalog (1×, local D1 ${X1_LABEL})`, `Latency through the worker (client wall time on loopback; target p50 < ${TARGETS.apiP50Ms} ms):`, api, `Dated index (decision 018) ready: ${ready}.`].join("\n\n");
}
const X1_LABEL = ".bench/catalog-x1";

function catalogSection(c) {
  const sizes = table(
    ["table", "seeded (1×) rows", "10× rows"],
    Object.keys(c.sizes1).map((k) => [k, c.sizes1[k], c.sizes10[k]]),
  );
  const api = table(
    ["call (~50 calls each, all Cache API misses)", "1× p50 ms", "1× p90 ms", "10× p50 ms", "10× p90 ms", "10× cache misses / calls", "10× dated index / calls"],
    c.x10.map((a, i) => [
      a.name,
      c.x1?.[i]?.p50 ?? "—",
      c.x1?.[i]?.p90 ?? "—",
      mark(a.p50, a.p50 < TARGETS.apiP50Ms),
      a.p90,
      `${a.misses}/${a.calls}${a.errors ? `, **${a.errors} failed**` : ""}`,
      `${a.index ?? 0}/${a.calls}`,
    ]),
  );
  const ready = (r) => (r?.readyMs == null ? "never (SQL only)" : `${r.readyMs} ms after the first dated search (${r.calls} searches answered meanwhile by SQL)`);
  const plans = c.plans.map((p) => `${p.name}:\n\n\`\`\`\n${p.plan}\n\`\`\``).join("\n\n");
  return [
    `### Catalog at ten times the seeded size (local D1 ${c.dir}, SQL ${c.mb} MB${c.loadedS ? `, loaded in ${c.loadedS} s` : ", already loaded"})`,
    sizes,
    `Latency through the worker (client wall time on loopback; target p50 < ${TARGETS.apiP50Ms} ms on the 10× catalog):`,
    api,
    `Dated index (decision 018) ready: seeded catalog ${ready(c.index1)}; 10× catalog ${ready(c.index10)}.`,
    c.floor10 ? `Floor of a catalog call in the same run (GET themes.json: Cache API misses, answered from the catalog's memo without a D1 round trip): p50 ${c.floor10.p50} ms, p90 ${c.floor10.p90} ms over ${c.floor10.calls} calls.` : "",
    "<details><summary>EXPLAIN QUERY PLAN on the 10× catalog (search results page requests; bound values inlined)</summary>",
    "Dated cases without location are answered by the dated index once it is loaded (decision 018); their plans are those of the SQL that answers until then.",
    plans,
    "</details>",
  ].join("\n\n");
}

export function markdown(results, opts) {
  const parts = [`Machine: ${machineLine(results.machine)}. Options: \`${opts.argv || "(defaults)"}\`. Server: ${opts.harness === "workerd" ? "the deployable bundle in workerd (Miniflare, decision 019)" : "`wrangler dev`"}.`];
  if (results.lighthouse) parts.push(lighthouseSection(results.lighthouse));
  if (results.js) parts.push(jsSection(results.js));
  if (results.throughput) parts.push(throughputSection(results.throughput, opts));
  if (results.peer) parts.push(peerSection(results.peer));
  if (results.profile) parts.push(profileSection(results.profile));
  if (results.ttfb) parts.push(ttfbSection(results.ttfb));
  if (results.soak) parts.push(soakSection(results.soak, opts));
  if (results.size) parts.push(`### Deployable worker\n\n\`wrangler deploy --dry-run\`: ${results.size.upload}, gzip ${results.size.gzip}.`);
  if (results.catalog?.x10) parts.push(catalogSection(results.catalog));
  else if (results.catalog?.x1) parts.push(catalogX1Section(results.catalog));
  if (results.failed?.length) parts.push("### Sections that failed", results.failed.map((f) => `- ${f}`).join("\n"));
  const misses = results.misses;
  parts.push(
    "### Missed targets",
    misses.length ? table(["what", "measured", "target", "missed by"], misses.map((m) => [m.what + (m.fails ? " (fails the bench)" : ""), m.value, m.target, m.by])) : "None.",
  );
  return parts.join("\n\n");
}

/**
 * Keeps the whole run as a raw file under `.bench/runs/YYYY-MM-DDTHH-MM.md` (git-ignored) and
 * returns its path. docs/performance.md holds only the current figures, edited by hand from such a
 * run (issue 13 §24): history lives in git, raw runs stay out of it.
 */
export function record(md, argv) {
  const when = new Date().toISOString().slice(0, 16);
  mkdirSync(".bench/runs", { recursive: true });
  const path = `.bench/runs/${when.replace(":", "-")}.md`;
  writeFileSync(path, `# ${when.replace("T", " ")} UTC — \`npm run bench${argv ? ` -- ${argv}` : ""}\`\n\n${md}\n`);
  return path;
}

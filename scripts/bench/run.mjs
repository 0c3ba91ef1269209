/**
 * `npm run bench` (issue 3 "Quality gates", speed part; not part of the tests). Builds, freezes a
 * copy of the worker bundle and assets (snapshot.mjs), seeds its own local D1 (catalog.mjs), serves
 * the bundle in workerd on 127.0.0.1:8790 (server.mjs, decision 019) and measures every page type of pages.mjs against the
 * targets of budgets.mjs, printing markdown tables:
 *   lighthouse  scores (0-100), LCP s, TBT ms, CLS; failing audits           (lighthouse.mjs)
 *   js          JS before interaction, KB gzip, against the budgets           (js-weight.mjs)
 *   server      req/s, p50/p99 ms of pages marked `load` beside the floor,
 *               alternating twice                                            (throughput.mjs)
 *   ttfb        first body byte versus whole page, ms, pages marked `ttfb`    (ttfb.mjs)
 *   size        deployable worker, KiB and KiB gzip                           (snapshot.mjs)
 *   soak        --soak: 60 s alternating the `load` pages, workerd RSS MiB   (soak.mjs)
 *   catalog     --catalog-x10: offers/facets p50 ms on the seeded and on a 10× catalog in its own
 *               D1, plus EXPLAIN QUERY PLAN                                  (catalog.mjs, api-timing.mjs, explain.mjs)
 *               --catalog-x1: the seeded catalog's timing only (no 10× catalog generated or loaded)
 *   peer        --only=peer (or --peer): the uncached results render beside a Next.js 16 peer, three
 *               rounds one after the other, plus the cached page beside the static floor  (peer.mjs)
 *   profile     --only=profile: CPU ms per uncached render of the results page and where they go,
 *               from a V8 profile of the worker isolate (sequential requests)             (profile.mjs)
 *               --profile-cached: the same page served from the page micro-cache (fr host);
 *               --profile-path=/contact: another path than the results page;
 *               --profile-load=S: under --connections for S seconds instead of sequential requests;
 *               PROFILE_SAVE=file.cpuprofile keeps the raw profile (--requests=N, default 40)
 * Options: --soak --catalog-x10 --catalog-x1 --only=SECTION,… --pages=LABEL,… (e.g. search-nl_BE) --record (keep the run in .bench/runs/, git-ignored) --port=8790
 *   --harness=workerd|wrangler-dev (server.mjs: the bundle in workerd, default, or behind `wrangler dev`)
 *   --connections=50 --duration=10 (s per load run) --soak-seconds=60 --lh-runs=1 (median of N).
 * Exit code 1 (after printing and recording) when a page exceeds its JS budget or a section fails
 * (the other sections still run and print).
 * All traffic goes to 127.0.0.1; every load run and wait is bounded in time.
 */
import { run } from "../dev/run.mjs";
import { apiTiming, floorTiming, waitForDatedIndex } from "./api-timing.mjs";
import { catalogToday, prepareSeeded, prepareX10, tableSizes, topCities, X1_STATE, X10_STATE } from "./catalog.mjs";
import { explainPlans } from "./explain.mjs";
import { request } from "./http.mjs";
import { jsWeight } from "./js-weight.mjs";
import { lighthouseAll } from "./lighthouse.mjs";
import { machineFacts } from "./machine.mjs";
import { PAGES } from "./pages.mjs";
import { careToken, peerSideBySide, PEER_PATH } from "./peer.mjs";
import { profileRender } from "./profile.mjs";
import { markdown, record } from "./report.mjs";
import { resolvePages } from "./resolve-paths.mjs";
import { startBenchServer } from "./server.mjs";
import { soak } from "./soak.mjs";
import { throughput } from "./throughput.mjs";
import { ttfb } from "./ttfb.mjs";
import { verdict } from "./verdict.mjs";
import { takeSnapshot } from "./snapshot.mjs";
import { warmInBrowser } from "./warm.mjs";

const argv = process.argv.slice(2);
const value = (name, dflt) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt;
const opts = {
  argv: argv.join(" "),
  port: Number(value("port", 8790)),
  connections: Number(value("connections", 50)),
  duration: Number(value("duration", 10)),
  soakS: Number(value("soak-seconds", 60)),
  lhRuns: Number(value("lh-runs", 1)),
  harness: value("harness", "workerd"),
  peerPort: Number(value("peer-port", 3100)),
  rounds: Number(value("rounds", 3)),
};
const only = value("only", null)?.split(",");
const sections = new Set(only ?? ["lighthouse", "js", "server", "ttfb", "size", ...(argv.includes("--soak") ? ["soak"] : []), ...(argv.includes("--peer") ? ["peer"] : []), ...(argv.includes("--catalog-x10") || argv.includes("--catalog-x1") ? ["catalog"] : [])]);
const x1Only = argv.includes("--catalog-x1") && !argv.includes("--catalog-x10");
const LYON = 2996944; // the city whose search SQL is explained
const started = Date.now();

await run("node", ["scripts/dev/build.mjs"]);
// The profile names modules from the `// path` comments of an unminified bundle: with it in the
// run, the worker is built unminified (wrangler.toml minifies; the CPU is the same code's).
const snapshot = takeSnapshot({ minify: !sections.has("profile") });
if (sections.has("profile")) console.log("bench: the worker is built unminified for the profile's module names");
const seeded = prepareSeeded();
if (seeded.loadedS !== null) console.log(`bench: loaded the seeded catalog into ${X1_STATE} in ${seeded.loadedS} s`);
const results = { machine: machineFacts() };
const cities1 = sections.has("catalog") || sections.has("ttfb") ? topCities(X1_STATE, 200) : [];
const catalog = sections.has("catalog") ? { dir: X10_STATE, sizes1: tableSizes(X1_STATE), cities1: cities1.slice(0, 50) } : null;

/** Runs one section; a failure is reported (and fails the run) but does not lose the others. */
async function section(name, fn) {
  console.log(`\n[bench ${Math.round((Date.now() - started) / 1000)} s] ${name}`);
  try {
    await fn();
  } catch (err) {
    console.error(`bench: section ${name} failed: ${err.message}`);
    results.failed.push(`${name}: ${err.message.split("\n")[0]}`);
  }
}
results.failed = [];

const server = await startBenchServer(opts.port, { config: snapshot.config, persistTo: X1_STATE, harness: opts.harness });
try {
  // --pages=search-nl_BE,boxes: only the pages whose label (spaces as dashes) contains one of these.
  const pick = value("pages", null)?.split(",");
  const pages = (await resolvePages(PAGES, opts.port)).filter((p) => !pick || pick.some((k) => p.label.replaceAll(" ", "-").includes(k)));
  for (const p of pages) for (let i = 0; i < 2; i++) await request({ port: opts.port, host: p.host, path: p.path }); // warm caches and isolate
  if (sections.has("lighthouse") || sections.has("js")) await warmInBrowser(pages); // and every asset and image
  if (sections.has("lighthouse")) await section("lighthouse", async () => (results.lighthouse = await lighthouseAll(pages, { runs: opts.lhRuns })));
  if (sections.has("js")) {
    await section("js weight", async () => {
      const weights = await jsWeight(pages.map((p) => ({ name: p.label, url: p.url, cookie: p.cookie })));
      results.js = weights.map((w, i) => ({ ...w, name: pages[i].name, label: pages[i].label }));
    });
  }
  if (sections.has("server")) await section("server throughput", async () => (results.throughput = await throughput(pages.filter((p) => p.load), opts)));
  if (sections.has("peer")) await section("side by side with the Next.js peer", async () => (results.peer = await peerSideBySide({ port: opts.port, peerPort: opts.peerPort, connections: opts.connections, duration: Number(value("duration", 15)), rounds: opts.rounds, shopPids: () => [server.workerdPid()].filter(Boolean) })));
  if (sections.has("profile")) {
    await section("profile of the uncached results render", async () => {
      if (!server.inspector) throw new Error("the profile needs the workerd harness");
      const { url, name } = await server.inspector();
      // --profile-cached: the fr host's page from the page micro-cache instead (its path beside the static floor).
      const cached = argv.includes("--profile-cached");
      const headers = cached ? {} : { cookie: `care_token=${await careToken()}` };
      results.profile = await profileRender({ port: opts.port, host: cached ? "fr.localhost" : "care.localhost", path: value("profile-path", PEER_PATH), headers, requests: Number(value("requests", 40)), loadSeconds: Number(value("profile-load", 0)), connections: opts.connections, inspectorUrl: url, workerName: name, bundlePath: ".bench/snapshot/worker/index.js" });
    });
  }
  if (sections.has("ttfb")) await section("streaming ttfb", async () => (results.ttfb = await ttfb(pages.filter((p) => p.ttfb), { port: opts.port, cities: cities1 })));
  if (sections.has("soak")) {
    await section("soak", async () => {
      results.soak = await soak(pages.filter((p) => p.load), { port: opts.port, pid: server.workerdPid(), heap: server.heap ?? null, connections: opts.connections, duration: opts.soakS });
    });
  }
  if (catalog)
    await section("catalog API timing, seeded catalog", async () => {
      catalog.index1 = await waitForDatedIndex({ port: opts.port, host: "fr.localhost", today: catalogToday(X1_STATE) });
      catalog.x1 = await apiTiming({ port: opts.port, host: "fr.localhost", cities: catalog.cities1, today: catalogToday(X1_STATE) });
      if (x1Only) results.catalog = catalog;
    });
} finally {
  await server.stop();
}
if (sections.has("size")) results.size = snapshot.size;
if (catalog && !x1Only) {
  await section("10× catalog: generate and load when needed, EXPLAIN, API timing", async () => {
    Object.assign(catalog, prepareX10());
    catalog.sizes10 = tableSizes(X10_STATE);
    const cities10 = topCities(X10_STATE);
    const today10 = catalogToday(X10_STATE);
    catalog.plans = explainPlans({ dir: X10_STATE, cityId: LYON, today: today10 });
    const x10 = await startBenchServer(opts.port, { config: snapshot.config, persistTo: X10_STATE, harness: opts.harness });
    try {
      catalog.index10 = await waitForDatedIndex({ port: opts.port, host: "fr.localhost", today: today10 });
      catalog.floor10 = await floorTiming({ port: opts.port, host: "fr.localhost" });
      catalog.x10 = await apiTiming({ port: opts.port, host: "fr.localhost", cities: cities10, today: today10 });
    } finally {
      await x10.stop();
    }
    results.catalog = catalog;
  });
}

results.misses = verdict(results);
const md = markdown(results, opts);
console.log(`\n${md}\n\n(bench took ${Math.round((Date.now() - started) / 1000)} s)`);
if (argv.includes("--record")) console.log(`bench: run kept in ${record(md, opts.argv)}`);
if (results.misses.some((m) => m.fails)) console.error("bench: a page exceeds its JavaScript budget (budgets.mjs)");
if (results.misses.some((m) => m.fails) || results.failed.length) process.exitCode = 1;

/**
 * CPU profile of one page rendered for every request (issue 28 goal 1: "profile first"), read over
 * the V8 inspector of the bench's workerd (server.mjs, heap.mjs): `Profiler.start`, `requests`
 * sequential GETs of the page (the customer-care host: never from the page micro-cache), `Profiler.stop`.
 * Sequential on purpose: the CPU milliseconds per request do not depend on the load of the machine as
 * much as the req/s do (other work steals wall time, not the isolate's samples).
 * Returns { requests, cpuMsPerRequest, bytes, byModule: [{ module, selfMs, share }], byFunction:
 * [{ fn, module, selfMs }], byStage: [{ stage, inclusiveMs }] } with ms per request. Modules come from
 * the `// path` comments esbuild writes in the unminified deploy bundle (line → module).
 * `loadSeconds` (--profile-load=S): instead of sequential GETs, `connections` connections for S seconds
 * (load.mjs), CPU ms per completed request: what allocation, GC and interleaved streams cost under the
 * peer's load, which sequential requests do not show.
 * `npm run bench -- --only=profile` prints it (run.mjs). `PROFILE_SAVE=file.cpuprofile` also writes
 * the raw profile (open it in Chromium's DevTools, Performance panel) with the bundle's path beside it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import WebSocket from "ws";
import { request } from "./http.mjs";
import { load } from "./load.mjs";

/** Stages of a render, by function name on the stack (inclusive time, each counted once per sample). */
const STAGES = [
  ["router load (loaders, beforeLoad)", /^(loadMatches|runLoader|loadRouteMatch|executeBeforeLoad|handleBeforeLoad)\d*$/],
  ["React render to stream", /^(renderToReadableStream|performWork|retryTask|renderNode|renderElement|renderWithHooks)\d*$/],
  ["query dehydration / seroval", /^(dehydrate|serialize|toJSONAsync|crossSerializeStream|crossSerialize|serializeString)\d*$|seroval/i],
  ["Panda css() at render", /^(css|cx|cva|mergeCss|serializeStyles|toHash|createCss|walkObject|normalizeStyleObject)\d*$/],
  ["upstream calls (forwardApi)", /^(forwardApi|upstreamFetch)\d*$/],
  ["messages / Intl", /^(formatMessage|format|IntlMessageFormat|formatToParts)\d*$/],
];

/** Line number → module path, from esbuild's `// path/to/module.ts` banners. */
function moduleLines(bundle) {
  const marks = [];
  bundle.split("\n").forEach((line, i) => {
    const m = /^\/\/ ((?:node_modules|client|shared|worker|locales|styled-system|\.\.?\/)[^\s]*)$/.exec(line);
    if (m) marks.push([i, m[1].replace(/^.*node_modules\//, "nm:")]);
  });
  return (line) => {
    let lo = 0;
    let hi = marks.length - 1;
    let found = "(bundle)";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (marks[mid][0] <= line) {
        found = marks[mid][1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

async function inspector(inspectorUrl, workerName) {
  const listing = new URL("/json", String(inspectorUrl).replace(/^ws/, "http"));
  const targets = await (await fetch(listing, { signal: AbortSignal.timeout(5000) })).json();
  const target = targets.find((t) => t.title.endsWith(`core:user:${workerName}`));
  if (!target) throw new Error(`No inspector target for worker ${workerName}`);
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => (ws.once("open", resolve), ws.once("error", reject)));
  let id = 0;
  const pending = new Map();
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data));
    const p = msg.id && pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.error) p.reject(new Error(JSON.stringify(msg.error)));
    else p.resolve(msg.result ?? {});
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      pending.set(n, { resolve, reject });
      ws.send(JSON.stringify({ id: n, method, params }));
      setTimeout(() => pending.has(n) && (pending.delete(n), reject(new Error(`${method}: no answer`))), 60_000).unref();
    });
  return { send, close: () => ws.close() };
}

const r1 = (x) => Math.round(x * 10) / 10;

/**
 * Profiles `requests` sequential renders of `host` + `path` (with `headers`) on the bench server at
 * `port`; `inspectorUrl` and `workerName` name its isolate, `bundlePath` is the deploy bundle.
 */
export async function profileRender({ port, host, path, headers = {}, requests = 40, loadSeconds = 0, connections = 50, inspectorUrl, workerName, bundlePath }) {
  const moduleOf = moduleLines(readFileSync(bundlePath, "utf8"));
  for (let i = 0; i < 5; i++) await request({ port, host, path, headers }); // warm: compiled code, upstream cache
  const ins = await inspector(inspectorUrl, workerName);
  let bytes = 0;
  try {
    await ins.send("Profiler.enable");
    await ins.send("Profiler.setSamplingInterval", { interval: 100 });
    await ins.send("Profiler.start");
    if (loadSeconds > 0) {
      const run = await load({ port, host, path, headers, connections, duration: loadSeconds });
      requests = run.requests;
      bytes = run.bytes;
    } else for (let i = 0; i < requests; i++) bytes = (await request({ port, host, path, headers })).bytes;
    const { profile } = await ins.send("Profiler.stop");
    if (process.env.PROFILE_SAVE) writeFileSync(process.env.PROFILE_SAVE, JSON.stringify(profile));
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const self = new Map();
    const stage = new Map();
    let busy = 0;
    profile.samples.forEach((sid, i) => {
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      const n = nodes.get(sid);
      const fn = n.callFrame.functionName;
      if (fn === "(idle)") return;
      busy += dt;
      self.set(sid, (self.get(sid) ?? 0) + dt);
      const seen = new Set();
      for (let id = sid; id !== undefined; id = parent.get(id)) {
        const name = nodes.get(id).callFrame.functionName;
        for (const [label, re] of STAGES) if (!seen.has(label) && re.test(name)) seen.add(label);
      }
      for (const label of seen) stage.set(label, (stage.get(label) ?? 0) + dt);
    });
    const byModuleMap = new Map();
    const byFnMap = new Map();
    for (const [id, ms] of self) {
      const cf = nodes.get(id).callFrame;
      const mod = cf.url ? moduleOf(cf.lineNumber) : `(${cf.functionName || "native"})`;
      byModuleMap.set(mod, (byModuleMap.get(mod) ?? 0) + ms);
      const key = `${cf.functionName || "(anonymous)"}|${mod}`;
      byFnMap.set(key, (byFnMap.get(key) ?? 0) + ms);
    }
    const per = (ms) => r1(ms / requests);
    return {
      requests,
      bytes,
      cpuMsPerRequest: per(busy),
      byModule: [...byModuleMap].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([module, ms]) => ({ module, selfMs: per(ms), share: Math.round((ms / busy) * 100) })),
      byFunction: [...byFnMap].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, ms]) => ({ fn: k.split("|")[0], module: k.split("|")[1], selfMs: per(ms) })),
      byStage: STAGES.map(([label]) => ({ stage: label, inclusiveMs: per(stage.get(label) ?? 0) })),
    };
  } finally {
    ins.close();
  }
}

/**
 * One autocannon run against the local worker: requests/s (mean over the run), p50/p99 latency (ms),
 * errors (socket errors + timeouts + non-2xx answers), what they were (`errorKinds`, e.g.
 * "timeout ×3, 503 ×2, ECONNRESET ×1"; empty without errors) and bytes per response (headers included).
 * `host` is sent as the Host header (Node cannot resolve *.localhost itself), with a browser user
 * agent and `accept-encoding: identity` (what the pages stream with locally). `paths` (several)
 * makes every connection cycle through them in turn, e.g. search then product (the soak).
 */
import autocannon from "autocannon";
import { BROWSER_UA } from "./http.mjs";

export async function load({ port, path, paths = null, host, connections = 20, duration = 10, headers = {} }) {
  const kinds = new Map();
  const count = (k) => kinds.set(k, (kinds.get(k) ?? 0) + 1);
  const run = autocannon({
    url: `http://127.0.0.1:${port}${paths ? paths[0] : path}`,
    connections,
    duration,
    headers: { host, "user-agent": BROWSER_UA, "accept-encoding": "identity", ...headers },
    ...(paths ? { requests: paths.map((p) => ({ method: "GET", path: p })) } : {}),
  });
  run.on("response", (_client, status) => status >= 300 && count(String(status)));
  run.on("reqError", (err) => count(err?.code ?? (/timed? ?out/i.test(String(err?.message)) ? "timeout" : "socket error")));
  const result = await run;
  return {
    path: paths ? paths.join(" + ") : path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
    errorKinds: [...kinds].map(([k, n]) => `${k} ×${n}`).join(", "),
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

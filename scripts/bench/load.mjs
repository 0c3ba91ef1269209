/**
 * One autocannon run against the local worker: requests/s (mean over the run), p50/p99 latency (ms),
 * errors (socket errors + timeouts + non-2xx answers) and bytes per response (headers included).
 * `host` is sent as the Host header (Node cannot resolve *.localhost itself), with a browser user
 * agent and `accept-encoding: identity` (what the pages stream with locally). `paths` (several)
 * makes every connection cycle through them in turn, e.g. search then product (the soak).
 */
import autocannon from "autocannon";
import { BROWSER_UA } from "./http.mjs";

export async function load({ port, path, paths = null, host, connections = 20, duration = 10, headers = {} }) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${paths ? paths[0] : path}`,
    connections,
    duration,
    headers: { host, "user-agent": BROWSER_UA, "accept-encoding": "identity", ...headers },
    ...(paths ? { requests: paths.map((p) => ({ method: "GET", path: p })) } : {}),
  });
  return {
    path: paths ? paths.join(" + ") : path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

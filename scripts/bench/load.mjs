/**
 * One autocannon run against the local worker: requests/s and p50/p99 latency (ms).
 * `host` is sent as the Host header (Node cannot resolve *.localhost itself).
 */
import autocannon from "autocannon";

export async function load({ port, path, host, connections = 20, duration = 10, headers = {} }) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration,
    headers: { host, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36", "accept-encoding": "identity", ...headers },
  });
  return {
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

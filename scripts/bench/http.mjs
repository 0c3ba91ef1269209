/**
 * One HTTP request to the local worker with node:http (Node cannot resolve *.localhost, so the
 * request goes to 127.0.0.1:PORT with a Host header). Returns { status, headers, body (string),
 * bytes (body length), firstChunkBytes, ttfbMs (first body chunk), totalMs (end of body) }, times
 * in ms from the request start. Times out after `timeoutMs` (default 30 s). Loopback only.
 */
import http from "node:http";

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export function request({ port, host, path, method = "GET", body = null, headers = {}, timeoutMs = 30_000 }) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let ttfbMs = null;
    let firstChunkBytes = 0;
    const chunks = [];
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        agent: false,
        headers: { host: `${host}:${port}`, "user-agent": BROWSER_UA, "accept-encoding": "identity", ...(body ? { "content-type": "application/json" } : {}), ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        res.on("data", (c) => {
          if (ttfbMs === null) {
            ttfbMs = performance.now() - start;
            firstChunkBytes = c.length;
          }
          chunks.push(c);
        });
        res.on("end", () => {
          const buf = Buffer.concat(chunks);
          resolve({ status: res.statusCode, headers: res.headers, body: buf.toString("utf8"), bytes: buf.length, firstChunkBytes, ttfbMs: ttfbMs ?? performance.now() - start, totalMs: performance.now() - start });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body ?? undefined);
  });
}

/** Median and the q-quantile (nearest rank) of numbers. */
export function quantile(values, q) {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] : null;
}

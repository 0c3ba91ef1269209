/**
 * Direct HTTP to the test worker from Node, which cannot resolve *.localhost: connect to
 * 127.0.0.1 and send the market host in the Host header.
 */
import type { APIRequestContext } from "@playwright/test";

export const PORT = process.env.E2E_PORT ?? "8788";

export function hostUrl(path: string): string {
  return `http://127.0.0.1:${PORT}${path}`;
}

export function get(request: APIRequestContext, path: string, host = "fr.localhost", headers: Record<string, string> = {}) {
  return request.get(hostUrl(path), { headers: { host: `${host}:${PORT}`, ...headers }, maxRedirects: 0 });
}

export function post(request: APIRequestContext, path: string, data: string, host = "fr.localhost") {
  return request.post(hostUrl(path), { headers: { host: `${host}:${PORT}`, "content-type": "application/json" }, data, maxRedirects: 0 });
}

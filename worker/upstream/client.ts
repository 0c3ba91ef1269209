/**
 * The one upstream client (DESIGN.md "The upstream and the embedded default"; issue 2 §3).
 *
 * `upstreamFetch(env, ctx, request)` sends a contract request (path like `/offers.json`) to
 * UPSTREAM_API_URL when set, otherwise to the embedded catalog app in-process, with:
 * - a timeout (UPSTREAM_TIMEOUT_MS, default 3000 ms) → 504 JSON { error } on expiry;
 * - Cache API caching of successful (200) GET and POST responses keyed by point of sale, locale,
 *   path, query and a SHA-256 of the body; 4xx/5xx and timeouts are never cached;
 * - a `x-upstream-cache: hit|miss|bypass` header for tests and ops.
 */
import { catalogApp } from "../catalog/app";
import type { Bindings } from "../env";

/** Cache lifetime of upstream answers, in seconds. */
export const UPSTREAM_TTL_SECONDS = 300;
const CACHE_ORIGIN = "https://upstream-cache.internal";

export interface UpstreamCall {
  method: "GET" | "POST";
  /** Contract path with query, e.g. "/facets.json?locale=fr_FR&city=2988507". */
  path: string;
  body?: string;
  /** Point of sale, part of the cache key. */
  pointOfSale: string;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Cache key URL for a call (GET-shaped, since the Cache API only stores GETs). */
export async function cacheKey(call: UpstreamCall): Promise<string> {
  const bodyHash = call.body ? await sha256(call.body) : "-";
  return `${CACHE_ORIGIN}/${encodeURIComponent(call.pointOfSale)}/${call.method}${call.path.startsWith("/") ? "" : "/"}${call.path}${call.path.includes("?") ? "&" : "?"}__body=${bodyHash}`;
}

function jsonError(status: number, error: string): Response {
  return new Response(JSON.stringify({ error }), { status, headers: { "content-type": "application/json" } });
}

async function withTimeout(p: Promise<Response>, ms: number, controller: AbortController): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(jsonError(504, `Upstream did not answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function send(env: Bindings, ctx: ExecutionContext, call: UpstreamCall, signal: AbortSignal): Promise<Response> {
  const init: RequestInit = {
    method: call.method,
    headers: call.body ? { "content-type": "application/json" } : {},
    body: call.body,
    signal,
  };
  if (env.UPSTREAM_API_URL) {
    return fetch(new URL(call.path.replace(/^\//, ""), env.UPSTREAM_API_URL.replace(/\/?$/, "/")), init);
  }
  return Promise.resolve(catalogApp.fetch(new Request(`https://catalog.internal${call.path}`, init), env, ctx));
}

/**
 * Performs an upstream call with timeout and caching. Never throws: network failures become a 502
 * JSON response, timeouts a 504. Returns a fresh, mutable Response.
 */
export async function upstreamFetch(env: Bindings, ctx: ExecutionContext, call: UpstreamCall): Promise<Response> {
  const cache = typeof caches !== "undefined" ? (caches as unknown as { default?: Cache }).default : undefined;
  const key = cache ? await cacheKey(call) : undefined;
  if (cache && key) {
    const hit = await cache.match(key);
    if (hit) {
      const res = new Response(hit.body, hit);
      res.headers.set("x-upstream-cache", "hit");
      return res;
    }
  }
  const ms = Number(env.UPSTREAM_TIMEOUT_MS) > 0 ? Number(env.UPSTREAM_TIMEOUT_MS) : 3000;
  const controller = new AbortController();
  let res: Response;
  try {
    res = await withTimeout(send(env, ctx, call, controller.signal), ms, controller);
  } catch (err) {
    res = jsonError(502, `Upstream request failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const out = new Response(res.body, res);
  if (cache && key && res.status === 200) {
    out.headers.set("Cache-Control", `public, max-age=${UPSTREAM_TTL_SECONDS}`);
    const copy = out.clone();
    out.headers.set("x-upstream-cache", "miss");
    ctx.waitUntil(cache.put(key, copy));
  } else {
    out.headers.set("x-upstream-cache", "bypass");
  }
  return out;
}

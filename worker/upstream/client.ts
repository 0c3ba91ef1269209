/**
 * The one upstream client (DESIGN.md "The upstream and the embedded default"; issue 2 §3, issue 3
 * "Resilience").
 *
 * `upstreamFetch(env, ctx, call)` sends a contract request (path like `/offers.json`) to
 * UPSTREAM_API_URL when set, otherwise to the embedded catalog app in-process, with:
 * - a timeout (UPSTREAM_TIMEOUT_MS, default 3000 ms) that covers the whole answer, headers and
 *   body, so a stall after the headers is cut as well → 504 JSON `{ error }` on expiry;
 * - checked answers: a 2xx whose body is not JSON, or whose JSON does not match the call's
 *   `response` schema (shared/contract/routes.ts), becomes 502 with a generic message, the schema issues logged only (garbage is never passed on nor
 *   cached; a matching answer is served as the schema's output, unknown keys dropped); an
 *   upstream 5xx, 408 or 429 becomes 502 JSON (the upstream's body, possibly an HTML error page,
 *   is not forwarded); a 4xx with a JSON body passes through unchanged, one without becomes
 *   `{ error: "Upstream answered 4xx" }`;
 * - Cache API caching of good answers (200 + valid JSON), keyed by upstream, point of sale,
 *   method, path, query and a SHA-256 of the body: fresh for UPSTREAM_CACHE_TTL_SECONDS (default
 *   300 s), then kept UPSTREAM_STALE_SECONDS more (default 1 day) for **stale-if-error**: when
 *   the upstream fails (5xx, timeout, network error, malformed JSON) and a stored answer exists,
 *   that answer is served marked `x-upstream-cache: stale`. With a stale copy at hand the
 *   upstream gets UPSTREAM_STALE_DEADLINE_MS (default 500 ms), not the whole timeout: past it the
 *   stale copy is served and the call goes on in the background (`ctx.waitUntil`), storing its
 *   answer when good. Failures are never stored, so the next call after a failure reaches the
 *   upstream again;
 * - the isolate's own copy of fresh answers in front of the Cache API (memory.ts): same key and
 *   freshness, no I/O on a hit;
 * - single flight: identical cacheable calls made while one is under way share its outcome (`once`);
 * - a `x-upstream-cache: hit | miss | stale | bypass` header for tests, ops and the page cache
 *   (worker/ssr/page-cache.ts does not store pages built on stale answers).
 */
import * as v from "valibot";
import { catalogApp } from "../catalog/app";
import { defaultCache } from "../cache";
import { recall, remember } from "./memory";
import type { Bindings } from "../env";

/** Default freshness of a stored upstream answer, seconds. */
export const UPSTREAM_TTL_SECONDS = 300;
/** Default stale-if-error window after freshness ends, seconds. */
export const UPSTREAM_STALE_SECONDS = 86_400;
/** Default upstream timeout, ms (README "Settings"). */
export const UPSTREAM_TIMEOUT_MS = 3000;
/**
 * Default wait for the upstream when a stale copy could answer, ms: past it the stale copy is
 * served and the call finishes in the background (issue 13 item 21), so an outage costs a page
 * this much, not the whole UPSTREAM_TIMEOUT_MS.
 */
export const UPSTREAM_STALE_DEADLINE_MS = 500;
/** Largest upstream answer read, bytes (characters); beyond it the answer counts as a failure. */
export const MAX_UPSTREAM_BODY = 8 * 1024 * 1024;

const CACHE_ORIGIN = "https://upstream-cache.internal";
const STORED_AT = "x-upstream-stored-at";

/** Settings read by this module, besides the Bindings documented in worker/env.ts. */
export interface UpstreamSettings {
  /** Freshness of stored answers, seconds (default 300; "0" = always revalidate, keep for stale-if-error). */
  UPSTREAM_CACHE_TTL_SECONDS?: string;
  /** Stale-if-error window after freshness, seconds (default 86400; "0" disables stale answers). */
  UPSTREAM_STALE_SECONDS?: string;
  /** Wait for the upstream when a stale copy exists, ms (default 500), then the stale copy. */
  UPSTREAM_STALE_DEADLINE_MS?: string;
}

export interface UpstreamCall {
  method: "GET" | "POST";
  /** Contract path with query, e.g. "/facets.json?locale=fr_FR&city=2988507". */
  path: string;
  body?: string;
  /** Point of sale, part of the cache key. */
  pointOfSale: string;
  /** Schema a 2xx answer must match (the contract route's `response`); unchecked when absent. */
  response?: v.GenericSchema;
  /** false: no cache at all, neither read nor stored nor stale (real-time quotes, carts). */
  cache?: false;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The upstream's name hashed for cache keys, once per isolate and source (it was hashed on every call). */
const sourceHashes = new Map<string, Promise<string>>();
function sourceHashOf(source: string): Promise<string> {
  let hash = sourceHashes.get(source);
  if (!hash) sourceHashes.set(source, (hash = sha256(source).then((h) => h.slice(0, 16))));
  return hash;
}

/**
 * Cache key URL for a call (GET-shaped, since the Cache API only stores GETs). `source` names the
 * upstream ("catalog" for the embedded one, else the UPSTREAM_API_URL) so answers of two upstreams
 * never mix.
 */
export async function cacheKey(call: UpstreamCall, source = "catalog"): Promise<string> {
  const bodyHash = call.body ? await sha256(call.body) : "-";
  const sourceHash = await sourceHashOf(source);
  return `${CACHE_ORIGIN}/${sourceHash}/${encodeURIComponent(call.pointOfSale)}/${call.method}${call.path.startsWith("/") ? "" : "/"}${call.path}${call.path.includes("?") ? "&" : "?"}__body=${bodyHash}`;
}

function jsonError(status: number, error: string): Response {
  return new Response(JSON.stringify({ error }), { status, headers: { "content-type": "application/json" } });
}

/** Non-negative integer setting, or the default when unset or malformed. */
function setting(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw !== undefined && raw !== "" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

/** An upstream answer read in full: the body is text, so its JSON can be checked before use. */
interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Why an upstream call failed; only these outcomes may be covered by a stale answer. `detail`
 * (the schema's issues, the network error) goes to the worker's log only: the browser's 502 says
 * what failed, never the upstream's validation detail (issue 25 item 26).
 */
type Failure = { kind: "timeout" | "network" | "status" | "malformed"; response: Response; detail?: string };

function send(env: Bindings, ctx: ExecutionContext, call: UpstreamCall, signal: AbortSignal): Promise<Response> {
  const init: RequestInit = {
    method: call.method,
    headers: call.body ? { "content-type": "application/json", accept: "application/json" } : { accept: "application/json" },
    body: call.body,
    signal,
  };
  if (env.UPSTREAM_API_URL) {
    return fetch(new URL(call.path.replace(/^\//, ""), env.UPSTREAM_API_URL.replace(/\/?$/, "/")), init);
  }
  return Promise.resolve(catalogApp.fetch(new Request(`https://catalog.internal${call.path}`, init), env, ctx));
}

/** Sends the call and reads the whole body, all within `ms`; never throws. */
async function attempt(env: Bindings, ctx: ExecutionContext, call: UpstreamCall, ms: number): Promise<Answer | Failure> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Failure>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: "timeout", response: jsonError(504, `Upstream did not answer within ${ms} ms`) });
    }, ms);
  });
  const read = (async (): Promise<Answer | Failure> => {
    try {
      const res = await send(env, ctx, call, controller.signal);
      const text = await res.text();
      if (text.length > MAX_UPSTREAM_BODY) return { kind: "malformed", response: jsonError(502, "Upstream answer too large") };
      return { status: res.status, headers: res.headers, text };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return { kind: "network", response: jsonError(502, "Upstream request failed"), detail: message.slice(0, 200) };
    }
  })();
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const NOT_JSON = Symbol("not JSON");

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/** A JSON response; an upstream's Server-Timing (how it answered) is passed on when given. */
const jsonResponse = (text: string, status: number, timing?: string | null) => {
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (timing) headers["server-timing"] = timing;
  return new Response(text, { status, headers });
};

/**
 * Turns a read answer into the response to serve, or a failure that a stale answer may cover.
 * A 2xx must be JSON matching `schema` when one is given; it is then served as the schema's output.
 */
function judge(answer: Answer, schema?: v.GenericSchema): Response | Failure {
  const { status, text } = answer;
  if (status >= 500 || status === 408 || status === 429) {
    return { kind: "status", response: jsonError(502, `Upstream answered ${status}`) };
  }
  const data = parseJson(text);
  if (status >= 200 && status < 300) {
    if (data === NOT_JSON) return { kind: "malformed", response: jsonError(502, `Upstream answered ${status} with a body that is not JSON`) };
    const timing = answer.headers.get("server-timing");
    if (!schema) return jsonResponse(text, status, timing);
    const checked = v.safeParse(schema, data);
    if (!checked.success) {
      return { kind: "malformed", response: jsonError(502, "Upstream answer does not match the contract"), detail: v.summarize(checked.issues).slice(0, 300) };
    }
    return jsonResponse(JSON.stringify(checked.output), status, timing);
  }
  if (status >= 400 && data !== NOT_JSON) return jsonResponse(text, status);
  return jsonError(status >= 400 ? status : 502, `Upstream answered ${status}`);
}


/**
 * An upstream call's outcome as plain data (`kind` set for a failure a stale copy may cover), so
 * that requests other than the caller's can read it: a Response cannot be shared between requests.
 */
interface Judged {
  kind?: Failure["kind"];
  detail?: string;
  status: number;
  headers: [string, string][];
  text: string;
}

/** Sends the call and judges its answer (`attempt`, `judge`); never throws. */
async function judgedCall(env: Bindings, ctx: ExecutionContext, call: UpstreamCall, ms: number): Promise<Judged> {
  const answer = await attempt(env, ctx, call, ms);
  const outcome = "kind" in answer ? answer : judge(answer, call.response);
  const res = "kind" in outcome ? outcome.response : outcome;
  const failure = "kind" in outcome ? { kind: outcome.kind, ...(outcome.detail ? { detail: outcome.detail } : {}) } : {};
  return { ...failure, status: res.status, headers: [...res.headers], text: await res.text() };
}

/** Cacheable upstream calls under way in this isolate, by cache key. */
const underWay = new Map<string, Promise<Judged>>();

/**
 * Longest a call waits for another request's identical call beyond its own timeout, ms: past it,
 * it asks the upstream itself (a request whose call it waited for may have been cancelled).
 */
export const SHARED_CALL_SLACK_MS = 250;

/**
 * Single flight: the first caller of a cache `key` (the leader) runs `run`; callers with the same
 * key until it settles share its outcome (one upstream request, one schema check, one store),
 * instead of asking the upstream once each when an answer expires under load (issue 28 goal 1,
 * p99 / p50). The leader's work is kept alive past its own response (`ctx.waitUntil`); a
 * follower waits at most `ms` + SHARED_CALL_SLACK_MS, then runs its own call as a leader of its
 * own (the shared entry, which should have settled by then, is dropped). Without a key (calls
 * that are never cached) every caller runs its own. Never rejects (`run` never does).
 */
async function once(key: string | undefined, ctx: ExecutionContext, ms: number, run: () => Promise<Judged>): Promise<{ judged: Judged; leader: boolean }> {
  if (!key) return { judged: await run(), leader: true };
  const shared = underWay.get(key);
  if (!shared) {
    const judged = run().finally(() => underWay.get(key) === judged && underWay.delete(key));
    underWay.set(key, judged);
    ctx.waitUntil(judged);
    return { judged: await judged, leader: true };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), ms + SHARED_CALL_SLACK_MS)));
  const first = await Promise.race([shared, late]).finally(() => clearTimeout(timer));
  if (first !== "late") return { judged: first, leader: false };
  if (underWay.get(key) === shared) underWay.delete(key);
  return { judged: await run(), leader: true };
}

/**
 * Performs an upstream call with timeout, answer checks, caching and stale-if-error (see the
 * module comment). Never throws: a network failure or an unusable answer becomes a 502 JSON
 * response, a timeout a 504, unless a stored good answer can be served instead (200,
 * `x-upstream-cache: stale`). Returns a fresh, mutable Response.
 *
 * Settings (strings, wrangler vars): UPSTREAM_API_URL, UPSTREAM_TIMEOUT_MS (ms, default 3000),
 * UPSTREAM_CACHE_TTL_SECONDS (default 300), UPSTREAM_STALE_SECONDS (default 86400).
 */
export async function upstreamFetch(env: Bindings & UpstreamSettings, ctx: ExecutionContext, call: UpstreamCall): Promise<Response> {
  const cache = call.cache === false ? undefined : defaultCache();
  const ttl = setting(env.UPSTREAM_CACHE_TTL_SECONDS, UPSTREAM_TTL_SECONDS);
  const staleWindow = setting(env.UPSTREAM_STALE_SECONDS, UPSTREAM_STALE_SECONDS);
  let key: string | undefined;
  let stored: Response | undefined;
  try {
    key = cache ? await cacheKey(call, env.UPSTREAM_API_URL || "catalog") : undefined;
    // The isolate's copy first (memory.ts): a fresh one costs no Cache API read.
    const near = key && ttl > 0 ? recall(key, ttl) : undefined;
    if (near) return mark(near, "hit");
    stored = cache && key ? await cache.match(key) : undefined;
  } catch {
    // An unusable key or a cache outage only costs the cache.
    key = undefined;
  }
  if (stored) {
    const storedAt = Number(stored.headers.get(STORED_AT));
    const fresh = !Number.isFinite(storedAt) || storedAt <= 0 || Date.now() - storedAt < ttl * 1000;
    if (fresh) {
      const bytes = await stored.arrayBuffer();
      if (key && Number.isFinite(storedAt) && storedAt > 0) remember(key, storedAt, stored.status, stored.headers, bytes);
      return mark(new Response(bytes, stored), "hit");
    }
  }

  const ms = Number(env.UPSTREAM_TIMEOUT_MS) > 0 ? Number(env.UPSTREAM_TIMEOUT_MS) : UPSTREAM_TIMEOUT_MS;
  // The call, its checks and the store of a good answer, as one promise: when a stale copy is
  // served at the deadline, it goes on in the background (ctx.waitUntil) and refreshes the cache.
  // Identical calls meanwhile (same key) wait for this one's judged answer (`once`).
  const refresh = (async (): Promise<Response | Failure> => {
    const { judged, leader } = await once(key, ctx, ms, () => judgedCall(env, ctx, call, ms));
    const outcome: Response | Failure = judged.kind
      ? { kind: judged.kind, response: new Response(judged.text, { status: judged.status, headers: judged.headers }), detail: judged.detail }
      : new Response(judged.text, { status: judged.status, headers: judged.headers });
    if ("kind" in outcome) {
      if (leader) console.warn("upstream failure", { kind: outcome.kind, status: outcome.response.status, path: call.path.slice(0, 120), ...(outcome.detail ? { detail: outcome.detail } : {}) });
      return outcome;
    }
    const storable = outcome.status === 200 && staleWindow + ttl > 0;
    if (!cache || !key || !storable) return mark(outcome, "bypass");
    // The leader stores; a follower's answer is the leader's, stored once.
    if (!leader) return mark(outcome, "miss");
    const storedAt = Date.now();
    const headers = new Headers(judged.headers);
    headers.set("Cache-Control", `public, max-age=${ttl + staleWindow}`);
    headers.set(STORED_AT, String(storedAt));
    // The answer's bytes once, from the judged text: no clone of the Response to read them again.
    const bytes = new TextEncoder().encode(judged.text);
    if (ttl > 0) remember(key, storedAt, outcome.status, outcome.headers, bytes.buffer);
    ctx.waitUntil(cache.put(key, new Response(bytes, { status: outcome.status, headers })).catch(() => undefined));
    return mark(outcome, "miss");
  })();

  if (stored && staleWindow > 0) {
    const deadline = setting(env.UPSTREAM_STALE_DEADLINE_MS, UPSTREAM_STALE_DEADLINE_MS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), deadline)));
    const first = await Promise.race([refresh, late]).finally(() => clearTimeout(timer));
    if (first === "late") {
      ctx.waitUntil(refresh.catch(() => undefined));
      return mark(new Response(stored.body, stored), "stale");
    }
    if ("kind" in first) return mark(new Response(stored.body, stored), "stale");
    await stored.body?.cancel();
    return first;
  }
  await stored?.body?.cancel();
  const outcome = await refresh;
  return "kind" in outcome ? mark(outcome.response, "bypass") : outcome;
}

function mark(res: Response, state: "hit" | "miss" | "stale" | "bypass"): Response {
  res.headers.set("x-upstream-cache", state);
  res.headers.delete(STORED_AT);
  res.headers.delete("Cache-Control");
  return res;
}

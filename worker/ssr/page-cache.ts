/**
 * Micro-cache of rendered pages in the Cache API (docs/decisions/007-page-micro-cache.md).
 *
 * A page is the same for every visitor who shares its host, path, canonical query
 * (canonicalPageQuery: the parameters the routes read, marketing and junk keys ignored), calendar day, point of
 * sale and server-rendered experiment variants, except two per-visitor strings: the CSP nonce and
 * the experiments meta tag. It is stored for PAGE_TTL_SECONDS with both replaced by placeholders
 * and served with the new request's values. Never cached: the
 * customer-care host, non-200 answers, and pages whose upstream calls failed or were served stale
 * (a degraded page must not outlive the outage). Cookies are set by middleware after this layer,
 * so no Set-Cookie is ever stored.
 *
 * In front of the Cache API, each isolate keeps the pages it stored or read in memory for what
 * is left of their PAGE_TTL_SECONDS (at most MEMORY_PAGES pages, MEMORY_BYTES bytes; least
 * recently used first out), already cut at the nonce placeholders and encoded: a hit is then a copy of bytes, with no
 * Cache API read and no search-and-replace over the whole page (issue 28: the cached results page
 * had read 0.26-0.58 of the same worker's static floor).
 *
 * One render per page at a time in an isolate: the first request that misses a key claims it;
 * requests for the same key arriving meanwhile wait for that render's stored page (at most
 * COALESCE_WAIT_MS) instead of rendering it again. Without this, a page expiring under 50
 * connections was rendered by every connection at once (issue 28: the cached rounds' timeouts).
 * A render that ends without a storable page (not 200, degraded, an exception) frees its waiters,
 * who then render their own.
 */
import { parseSearchQuery } from "#shared/search-path";
import { defaultCache } from "../cache";

/** Lifetime of a cached page, seconds. Prices and availability may lag upstream by this much. */
export const PAGE_TTL_SECONDS = 60;
const ORIGIN = "https://page-cache.internal";
const NONCE = "__PASEA_NONCE__";
const EXPERIMENTS = "__PASEA_EXPERIMENTS__";

/** Per-visitor strings swapped in and out of cached pages. */
export interface PageSwaps {
  nonce: string;
  /** serializeExperiments() of the visitor's full assignment, as written in the meta tag. */
  experiments: string;
}

const EXP_META = (value: string) => `name="pasea-experiments" content="${value}"`;
/** Stored-at time of a cached page (ms since the epoch), so a copy read back is kept in memory only for what is left of its TTL. */
const STORED_AT = "x-page-stored-at";

/** Pages kept in an isolate's memory, and their total size in UTF-8 bytes. */
export const MEMORY_PAGES = 64;
export const MEMORY_BYTES = 8_000_000;

const utf8 = new TextEncoder();

/**
 * A page in memory: its text cut at the nonce placeholder, each part already UTF-8 (a hit copies
 * bytes instead of encoding 150 KB of text: issue 28, the cached page against the static floor),
 * its headers, and when it expires (ms).
 */
interface MemoryPage {
  parts: Uint8Array[];
  /** The part that holds the experiments meta tag (in the head: a short one), or -1. */
  meta: number;
  /** That part as text, for the visitor's experiments ('' when meta is -1). */
  metaText: string;
  headers: [string, string][];
  expires: number;
  bytes: number;
}
const memory = new Map<string, MemoryPage>();
let memoryBytes = 0;

function forget(key: string): void {
  const page = memory.get(key);
  if (!page) return;
  memory.delete(key);
  memoryBytes -= page.bytes;
}

function remember(key: string, html: string, headers: Headers, expires: number): MemoryPage | null {
  forget(key);
  // A character is at most 3 UTF-8 bytes in a page (no astral text is that long): checked before encoding.
  if (expires <= Date.now() || html.length * 3 > MEMORY_BYTES / 4) return null;
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (name !== "cache-control" && name !== STORED_AT) kept.push([name, value]);
  });
  const texts = html.split(NONCE);
  const meta = texts.findIndex((part) => part.includes(EXP_META(EXPERIMENTS)));
  const parts = texts.map((part) => utf8.encode(part));
  const page = { parts, meta, metaText: meta < 0 ? "" : texts[meta]!, headers: kept, expires, bytes: parts.reduce((n, part) => n + part.byteLength, 0) };
  memory.set(key, page);
  memoryBytes += page.bytes;
  for (const oldest of memory.keys()) {
    if (memory.size <= MEMORY_PAGES && memoryBytes <= MEMORY_BYTES) break;
    forget(oldest);
  }
  return page;
}

/** Longest wait for another request's render of the same page, ms; then the request renders its own. */
export const COALESCE_WAIT_MS = 3000;

/** Keys being rendered (or read from the Cache API) in this isolate, with the callback that ends the claim. */
const claims = new Map<string, { page: Promise<MemoryPage | null>; settle: (page: MemoryPage | null) => void }>();

/** Ends the claim on `key`: its waiters get `page` (null: they render their own). */
export function settlePage(key: string, page: MemoryPage | null = null): void {
  const claim = claims.get(key);
  if (!claim) return;
  claims.delete(key);
  claim.settle(page);
}

function claim(key: string): void {
  let settle: (page: MemoryPage | null) => void = () => undefined;
  const page = new Promise<MemoryPage | null>((resolve) => (settle = resolve));
  claims.set(key, { page, settle });
}

/** Empties this isolate's memory of pages (tests). */
export function forgetPagesInMemory(): void {
  memory.clear();
  memoryBytes = 0;
}

/** A page from memory with the visitor's strings in place: its bytes copied around the nonce's. */
function serve(page: MemoryPage, swaps: PageSwaps): Response {
  const parts = page.meta < 0 ? page.parts : page.parts.with(page.meta, utf8.encode(page.metaText.replace(EXP_META(EXPERIMENTS), EXP_META(swaps.experiments))));
  const nonce = utf8.encode(swaps.nonce);
  let length = nonce.byteLength * (parts.length - 1);
  for (const part of parts) length += part.byteLength;
  const body = new Uint8Array(length);
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      body.set(nonce, at);
      at += nonce.byteLength;
    }
    body.set(part, at);
    at += part.byteLength;
  });
  const res = new Response(body, { status: 200, headers: page.headers });
  res.headers.set("x-page-cache", "hit");
  return res;
}

/**
 * The query as the server render sees it: what the pages' routes validate (parseSearchQuery,
 * shared/search-path.ts: flow, page, from), malformed values dropped, in a fixed order. Marketing
 * parameters (utm_*, fbclid, gclid …) and any unknown key never reach the render, so they are not
 * part of the key: `?utm_source=x` is served the page of the bare URL instead of a fresh render.
 * `exp` and `lang` change the render through the experiments and the point of sale, which are
 * keyed themselves. A route that reads another query parameter must add it to parseSearchQuery
 * (tests/workers/page-cache.test.ts checks every route validates its query with it).
 */
export function canonicalPageQuery(url: URL): string {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = parseSearchQuery(raw) as Record<string, unknown>;
  const out = new URLSearchParams();
  for (const name of Object.keys(parsed).sort()) if (parsed[name] !== undefined) out.set(name, String(parsed[name]));
  const text = out.toString();
  return text ? `?${text}` : "";
}

/**
 * Whether the router would answer this query with a redirect rather than a page: a parameter the
 * routes read (parseSearchQuery) with a malformed value (`page=-1`, `minisite=Not_A_Slug`) is
 * redirected to the address without it (issue 13 item 3). Such a request must reach the router:
 * served from the key of the clean address, it would answer 200 where the router answers 307.
 */
export function rewritesQuery(url: URL): boolean {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = parseSearchQuery(raw) as Record<string, unknown>;
  return Object.keys(raw).some((name) => name in parsed && (parsed[name] === undefined || String(parsed[name]) !== raw[name]));
}

/**
 * Cache key for a page: every input the render depends on besides the nonce; null when the query
 * is one the router rewrites (rewritesQuery): that answer is a redirect, never a cached page.
 */
export function pageCacheKey(url: URL, parts: { pointOfSale: string; today: string; experiments: string; assets: string; upstream?: string }): string | null {
  if (rewritesQuery(url)) return null;
  // The origin, not only the host: links in the page carry the scheme (footer sites, hreflang).
  // The client assets the page links (hashed names): a page cached by the previous build would
  // point at files the new one no longer has.
  // The upstream (UPSTREAM_API_URL, or the embedded catalog): pages of two upstreams never mix.
  const vary = encodeURIComponent(`${url.origin}|${parts.pointOfSale}|${parts.today}|${parts.experiments}|${parts.assets}|${parts.upstream ?? "catalog"}`);
  return `${ORIGIN}/${vary}${url.pathname}${canonicalPageQuery(url)}`;
}

/** A cached page with this visitor's nonce and experiments in place of the placeholders, or null. */
export async function readPage(key: string, swaps: PageSwaps): Promise<Response | null> {
  const inMemory = memory.get(key);
  if (inMemory && inMemory.expires > Date.now()) {
    // Most recently used last: the first key of the map is the next one out.
    memory.delete(key);
    memory.set(key, inMemory);
    return serve(inMemory, swaps);
  }
  if (inMemory) forget(key);
  // Another request of this isolate is rendering (or reading) this page: wait for it.
  const pending = claims.get(key);
  if (pending) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const page = await Promise.race([pending.page, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), COALESCE_WAIT_MS)))]);
    clearTimeout(timer);
    if (page && page.expires > Date.now()) return serve(page, swaps);
    return null;
  }
  // Claimed before the first await: requests arriving from now on wait for this one.
  claim(key);
  const hit = await defaultCache()?.match(key).catch(() => undefined);
  // A miss: the caller renders, and storePage (or settlePage) ends the claim.
  if (!hit) return null;
  const storedAt = Number(hit.headers.get(STORED_AT));
  const expires = Number.isFinite(storedAt) && storedAt > 0 ? storedAt + PAGE_TTL_SECONDS * 1000 : 0;
  if (expires > 0 && expires <= Date.now()) {
    // Past the page's lifetime: the Cache API kept it a little longer only because its max-age
    // counts from the put, which ends after the stored-at. A miss, and the claim stays: this request
    // renders and storePage frees the waiters. (Serving it and freeing them with nothing sent every
    // waiter to render the page at once, at each expiry under load: issue 28 goal 2.)
    await hit.body?.cancel();
    return null;
  }
  const text = await hit.text();
  const page = remember(key, text, hit.headers, expires);
  settlePage(key, page);
  if (page) return serve(page, swaps);
  const res = new Response(text.replaceAll(NONCE, swaps.nonce).replace(EXP_META(EXPERIMENTS), EXP_META(swaps.experiments)), { status: 200, headers: hit.headers });
  res.headers.delete("Cache-Control");
  res.headers.delete(STORED_AT);
  res.headers.set("x-page-cache", "hit");
  return res;
}

/**
 * Tees a freshly rendered page: one branch streams to the visitor, the other is stored once the
 * render finished, if `cacheable()` still says yes then (upstream calls can fail mid-stream).
 */
export function storePage(res: Response, key: string, swaps: PageSwaps, cacheable: () => boolean, waitUntil: (p: Promise<unknown>) => void): Response {
  const store = defaultCache();
  if (!store || !res.body || res.status !== 200) {
    settlePage(key);
    return res;
  }
  const [toVisitor, toCache] = res.body.tee();
  waitUntil(
    (async () => {
      const html = await new Response(toCache).text();
      if (!cacheable()) return settlePage(key);
      const headers = new Headers(res.headers);
      headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS}`);
      headers.delete("Set-Cookie");
      const stored = html.replaceAll(swaps.nonce, NONCE).replace(EXP_META(swaps.experiments), EXP_META(EXPERIMENTS));
      const storedAt = Date.now();
      headers.set(STORED_AT, String(storedAt));
      settlePage(key, remember(key, stored, headers, storedAt + PAGE_TTL_SECONDS * 1000));
      await store.put(key, new Response(stored, { status: 200, headers }));
    })().catch(() => settlePage(key)),
  );
  const out = new Response(toVisitor, res);
  out.headers.set("x-page-cache", "miss");
  return out;
}

/**
 * The isolate's own copy of fresh upstream answers, in front of the Cache API (issue 28 goal 1:
 * an uncached results render made ~9 upstream calls, each a Cache API read). Same key, same
 * freshness as the Cache API copy (client.ts): a fresh entry answers without any I/O; a stale
 * or missing one falls through to the Cache API and the upstream, whose good answers are kept
 * here too. Bounded: MEMORY_ENTRIES answers of at most MEMORY_MAX_BYTES bytes each, the least
 * recently used dropped first. Per isolate only: nothing is shared between isolates (the Cache
 * API is).
 */

/** Answers kept per isolate. */
export const MEMORY_ENTRIES = 256;
/** Largest answer kept, bytes (an offers page with its map pins is ~300 KB; they stay in the Cache API). */
export const MEMORY_MAX_BYTES = 64 * 1024;

interface Kept {
  /** ms since the epoch when the answer was stored (Cache API copy's stored-at). */
  storedAt: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const kept = new Map<string, Kept>();

/** A fresh kept answer for `key` (stored less than `ttlSeconds` ago) as a new Response, or undefined. */
export function recall(key: string, ttlSeconds: number, now = Date.now()): Response | undefined {
  const entry = kept.get(key);
  if (!entry) return undefined;
  if (now - entry.storedAt >= ttlSeconds * 1000) {
    kept.delete(key);
    return undefined;
  }
  kept.delete(key); // most recently used last
  kept.set(key, entry);
  // A copy: a body may be transferred or detached by whoever reads the Response.
  return new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });
}

/** Keeps `body` (with `status`, `headers`) under `key` as stored at `storedAt` (ms); too large answers are not kept. */
export function remember(key: string, storedAt: number, status: number, headers: Headers, body: ArrayBuffer): void {
  if (body.byteLength > MEMORY_MAX_BYTES) return;
  kept.delete(key);
  kept.set(key, { storedAt, status, headers: [...headers], body });
  while (kept.size > MEMORY_ENTRIES) kept.delete(kept.keys().next().value!);
}

/** Forgets every kept answer (tests). */
export function forgetAll(): void {
  kept.clear();
}

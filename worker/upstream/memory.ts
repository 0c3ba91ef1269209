/**
 * The isolate's own copy of fresh upstream answers, in front of the Cache API (issue 28 goal 1:
 * an uncached results render made ~9 upstream calls, each a Cache API read). Same key, same
 * freshness as the Cache API copy (client.ts): a fresh entry answers without any I/O; a stale
 * or missing one falls through to the Cache API and the upstream, whose good answers are kept
 * here too. Per isolate only: nothing is shared between isolates (the Cache API is).
 *
 * Bounded: MEMORY_ENTRIES answers of at most MEMORY_MAX_BYTES bytes each and MEMORY_BUDGET_BYTES
 * in all, the least recently used dropped first. A JSON answer's parsed value is kept beside its
 * bytes once it is first recalled (counted at PARSED_WEIGHT times its bytes) and handed with
 * every later recall to in-process readers (shared/api-fetch.ts `preparsed`): a server render
 * reads the 357 KB results answer (its map pins included, spec 000 §7 performMapSearch) without
 * parsing it again (decision 093). Readers never change the value (not frozen: seroval would
 * write every frozen object's freeze into the page); `changedValues()` checks it (tests).
 */
import { preparsed } from "#shared/api-fetch";

/** Answers kept per isolate. */
export const MEMORY_ENTRIES = 256;
/** Largest answer kept, bytes (an offers page with its map pins is ~360 KB). */
export const MEMORY_MAX_BYTES = 1024 * 1024;
/** Bytes kept in all, parsed values counted at PARSED_WEIGHT × their answer's bytes. */
export const MEMORY_BUDGET_BYTES = 24 * 1024 * 1024;
/** A parsed JSON value's heap, as a multiple of its text's bytes (measured ~1.5-2 on offers answers). */
export const PARSED_WEIGHT = 2;

interface Kept {
  /** ms since the epoch when the answer was stored (Cache API copy's stored-at). */
  storedAt: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** The body's JSON value once recalled (undefined before; null when not JSON). */
  parsed?: { value: unknown } | null;
}

const kept = new Map<string, Kept>();
let keptBytes = 0;

const weightOf = (entry: Kept) => entry.body.byteLength * (entry.parsed ? 1 + PARSED_WEIGHT : 1);

function drop(key: string): void {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptBytes -= weightOf(entry);
}

function evict(): void {
  while (kept.size > MEMORY_ENTRIES || (keptBytes > MEMORY_BUDGET_BYTES && kept.size > 0)) drop(kept.keys().next().value!);
}

function parsedOf(entry: Kept): { value: unknown } | null {
  if (entry.parsed !== undefined) return entry.parsed;
  const isJson = entry.headers.some(([name, value]) => name.toLowerCase() === "content-type" && value.includes("json"));
  let parsed: { value: unknown } | null = null;
  if (isJson) {
    try {
      parsed = { value: JSON.parse(new TextDecoder().decode(entry.body)) };
    } catch {
      parsed = null;
    }
  }
  keptBytes -= weightOf(entry);
  entry.parsed = parsed;
  keptBytes += weightOf(entry);
  return parsed;
}

/**
 * A fresh kept answer for `key` (stored less than `ttlSeconds` ago) as a new Response, or
 * undefined. A JSON answer's Response is registered in `preparsed` with its parsed value.
 */
export function recall(key: string, ttlSeconds: number, now = Date.now()): Response | undefined {
  const entry = kept.get(key);
  if (!entry) return undefined;
  if (now - entry.storedAt >= ttlSeconds * 1000) {
    drop(key);
    return undefined;
  }
  kept.delete(key); // most recently used last
  kept.set(key, entry);
  // A copy: a body may be transferred or detached by whoever reads the Response.
  const res = new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });
  const parsed = parsedOf(entry);
  if (parsed) preparsed.set(res, parsed.value);
  evict();
  return res;
}

/** Keeps `body` (with `status`, `headers`) under `key` as stored at `storedAt` (ms); too large answers are not kept. */
export function remember(key: string, storedAt: number, status: number, headers: Headers, body: ArrayBuffer): void {
  drop(key);
  if (body.byteLength > MEMORY_MAX_BYTES) return;
  const entry: Kept = { storedAt, status, headers: [...headers], body };
  kept.set(key, entry);
  keptBytes += weightOf(entry);
  evict();
}

/**
 * The kept parsed values (`checked`) and the keys of those that no longer equal their body's JSON
 * (`changed`: a reader changed a value shared by every render of the isolate; tests).
 */
export function changedValues(): { checked: number; changed: string[] } {
  const changed: string[] = [];
  let checked = 0;
  for (const [key, entry] of kept) {
    if (!entry.parsed) continue;
    checked++;
    if (JSON.stringify(entry.parsed.value) !== JSON.stringify(JSON.parse(new TextDecoder().decode(entry.body)))) changed.push(key);
  }
  return { checked, changed };
}

/** Forgets every kept answer (tests). */
export function forgetAll(): void {
  kept.clear();
  keptBytes = 0;
}

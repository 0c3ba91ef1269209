/**
 * Per-isolate memo for lookups of static catalog data (places, themes): the catalog only changes
 * when it is re-seeded or redeployed, and every saved D1 round trip counts (remote D1 in
 * production). Bounded (oldest entries evicted) and short-lived (TTL), keyed per D1 binding.
 */

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

/** Entries kept per binding. */
export const MEMO_MAX = 500;
/** Lifetime of an entry, ms. */
export const MEMO_TTL_MS = 5 * 60_000;

const stores = new WeakMap<object, Map<string, Entry<unknown>>>();

function storeOf(db: object): Map<string, Entry<unknown>> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

/** The memoised value of `key` for `db` when present and fresh, else undefined (never loads). */
export function memoPeek<V>(db: object, key: string, now = Date.now()): Promise<V> | undefined {
  const hit = storeOf(db).get(key) as Entry<V> | undefined;
  return hit && now - hit.at < MEMO_TTL_MS ? hit.value : undefined;
}

/** Stores `value` as the memoised value of `key` for `db`. A value that fails is dropped. */
export function memoPut<V>(db: object, key: string, value: Promise<V>, now = Date.now()): Promise<V> {
  const store = storeOf(db);
  store.set(key, { at: now, value });
  value.catch(() => store.delete(key));
  if (store.size > MEMO_MAX) store.delete(store.keys().next().value as string);
  return value;
}

/**
 * Returns the memoised value of `key` for `db`, loading it with `load` when absent or expired.
 * A failed load is not kept.
 */
export function memo<V>(db: object, key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
  return memoPeek<V>(db, key, now) ?? memoPut(db, key, load(), now);
}

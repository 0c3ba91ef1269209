/**
 * The isolate's dated index (data.ts), per D1 binding (docs/decisions/018-dated-search-index.md).
 * A search never waits for it: `readyDatedIndex` answers the loaded index or null, and on null
 * starts loading it in the background (the request's `waitUntil` when there is one), so the
 * searches of a cold isolate go to SQL until the index is there. An index older than
 * INDEX_TTL_MS is still used while its successor loads; a failed load is dropped and retried by a
 * later search. The catalog only changes when it is re-seeded or redeployed.
 */
import type { DatedIndex } from "./data";
import { loadDatedIndex } from "./load";

/** Age after which a search starts reloading the index, ms. */
export const INDEX_TTL_MS = 10 * 60_000;

interface Slot {
  index: DatedIndex | null;
  loading: Promise<DatedIndex> | null;
}

const slots = new WeakMap<object, Slot>();

function slotOf(db: object): Slot {
  let slot = slots.get(db);
  if (!slot) {
    slot = { index: null, loading: null };
    slots.set(db, slot);
  }
  return slot;
}

function startLoad(db: D1Database, slot: Slot): Promise<DatedIndex> {
  if (!slot.loading) {
    slot.loading = loadDatedIndex(db).then(
      (index) => {
        slot.index = index;
        slot.loading = null;
        return index;
      },
      (err: unknown) => {
        slot.loading = null;
        console.error("dated index load failed", err instanceof Error ? err.message : String(err));
        throw err;
      },
    );
  }
  return slot.loading;
}

/**
 * The loaded index of `db`, or null. When it is missing or older than INDEX_TTL_MS and
 * `background` is given (the request's ctx.waitUntil, which keeps the load alive after the
 * response), a load starts there; without `background` nothing loads (a call without an
 * execution context, e.g. a test, has nowhere to keep the work). Never throws.
 */
export function readyDatedIndex(db: D1Database, background?: (p: Promise<unknown>) => void, now = Date.now()): DatedIndex | null {
  const slot = slotOf(db);
  if (background && (!slot.index || now - slot.index.loadedAt > INDEX_TTL_MS)) {
    background((slot.loading ?? startLoad(db, slot)).catch(() => undefined));
  }
  return slot.index;
}

/** The index of `db`, loading it first when needed (tests, the bench's warm-up). Throws what D1 throws. */
export async function ensureDatedIndex(db: D1Database): Promise<DatedIndex> {
  const slot = slotOf(db);
  return slot.index ?? startLoad(db, slot);
}

/** Forgets the index of `db` (tests that reseed). */
export function dropDatedIndex(db: D1Database): void {
  slots.delete(db);
}

/**
 * When a results page asks for fallback blocks (spec 000 §4 "when a search has few results";
 * the threshold is ours: docs/decisions/025-fallback-suggestions.md). Apart from
 * shared/fallback.ts so the results page can decide without loading the relaxation table, which
 * lives in the fallback area's own chunk.
 */
import type { Flow } from "./criteria";

/** A main search with fewer hotels than this shows fallback blocks. */
export const FEW_RESULTS = 6;

/** Whether a main answer with `total` hotels (page `page`, 0-based) in `flow` asks for fallback blocks. */
export function wantsFallback(total: number, page: number, flow: Flow): boolean {
  return flow !== "activity" && page === 0 && total < FEW_RESULTS;
}

/**
 * The summary's highlighted reviews (spec 001 §9 "Up to 4 positive reviews highlighted").
 *
 * Input: a page of reviews (any order). Output: at most `max` (default 4) reviews that have a
 * positive text, best average first, then the most recent ('YYYY-MM-DD' compares as text), then
 * the id (stable). Reviews with no positive text or a blank one are never chosen.
 */
import type { ReviewsResponse } from "#shared/contract/hotel-reviews";

export type Review = ReviewsResponse["list"][number];

/** Highlights shown at most (spec 001 §9). */
export const MAX_HIGHLIGHTS = 4;

export function pickHighlights(list: readonly Review[], max = MAX_HIGHLIGHTS): Review[] {
  return list
    .filter((r) => (r.positive ?? "").trim() !== "")
    .sort((a, b) => b.average - a.average || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) || a.id - b.id)
    .slice(0, Math.max(0, max));
}

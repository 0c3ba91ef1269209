/**
 * Review score labels. The two specifications hold two different tables, so there are two
 * explicitly named functions, one per place:
 *
 * - `productScoreLabel`: product pages and reviews (spec 001 §9 "Score labels: below 7 none; 8 and
 *   up Very good, 8.5 Excellent, 9 Fantastic, 9.5 Perfect, otherwise Good; none shows New").
 * - `searchCardScoreLabel`: search result cards (spec 000 §9 "below 7 none; below 9 none unless all
 *   incentives on; ... else Good; no score shows New").
 *
 * Input: a review average on the /10 scale (null or undefined when the hotel has no score yet).
 * The table is applied to the score rounded to one decimal, the figure the shopper reads next to
 * the label (7.96 shows "8,0" and reads Very good). Output: a `score.*` message key suffix, or null
 * for no label. Visible texts come from locales/ (`score.new`, `score.good`, ...).
 */

/** Score label keys; the text is the `score.{key}` message. */
export type ScoreLabel = "new" | "good" | "veryGood" | "excellent" | "fantastic" | "perfect";

/** Lowest score of each label, highest first (both specs share this part of the table). */
const TIERS: readonly (readonly [number, ScoreLabel])[] = [
  [9.5, "perfect"],
  [9, "fantastic"],
  [8.5, "excellent"],
  [8, "veryGood"],
  [7, "good"],
];

/** The score as displayed: one decimal. Tenths as integers avoid 8.45 * 10 = 84.49999 surprises. */
function tenths(average: number): number {
  return Math.round(average * 10);
}

function fromTable(t: number): ScoreLabel | null {
  for (const [min, label] of TIERS) if (t >= min * 10) return label;
  return null;
}

/**
 * Product page and reviews label (spec 001 §9): no score → "new"; below 7 → null; 7 → good,
 * 8 → veryGood, 8.5 → excellent, 9 → fantastic, 9.5 → perfect. A non-finite score reads as none.
 */
export function productScoreLabel(average: number | null | undefined): ScoreLabel | null {
  if (average === null || average === undefined) return "new";
  if (!Number.isFinite(average)) return null;
  return fromTable(tenths(average));
}

/**
 * Search card label (spec 000 §9): no score → "new"; below 7 → null; below 9 → null unless
 * `allIncentives` is on (then 7 good, 8 veryGood, 8.5 excellent); 9 → fantastic, 9.5 → perfect.
 */
export function searchCardScoreLabel(average: number | null | undefined, allIncentives: boolean): ScoreLabel | null {
  if (average === null || average === undefined) return "new";
  if (!Number.isFinite(average)) return null;
  const t = tenths(average);
  if (t < 90 && !allIncentives) return null;
  return fromTable(t);
}

/**
 * Width of a review criterion's bar (spec 001 §9 "Score bar width is 10 times score"): a /10
 * score → a CSS percentage 0-100. Out-of-range or non-finite scores are clamped (0 for NaN), so a
 * bad figure never draws past its track.
 */
export function scoreBarWidth(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score * 100) / 10));
}

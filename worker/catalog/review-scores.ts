/**
 * A hotel's six review criteria (spec 001 §3 Review summary), from the `hotels.score_*` columns:
 * rounded to one decimal (/10), null when the hotel has no reviews.
 */

/** The hotel columns the summary reads. */
export interface HotelScores {
  score_welcoming: number | null;
  score_comfort: number | null;
  score_cleanliness: number | null;
  score_food: number | null;
  score_localization: number | null;
  score_price_quality_ratio: number | null;
}

/** One decimal, null kept (/10 scores). */
export function roundScore(x: number | null): number | null {
  return x === null ? null : Math.round(x * 10) / 10;
}

/** The criteria in display order, with the contract's labels. */
export function reviewDetails(h: HotelScores) {
  return [
    { label: "welcoming" as const, score: roundScore(h.score_welcoming) },
    { label: "comfort" as const, score: roundScore(h.score_comfort) },
    { label: "cleanliness" as const, score: roundScore(h.score_cleanliness) },
    { label: "food" as const, score: roundScore(h.score_food) },
    { label: "localization" as const, score: roundScore(h.score_localization) },
    { label: "priceQualityRatio" as const, score: roundScore(h.score_price_quality_ratio) },
  ];
}

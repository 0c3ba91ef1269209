/**
 * Review languages (spec 001 §9 "languages all, fr_FR, es_ES, it_IT, nl_NL") as the reviews
 * modal offers them, and what its list shows (spec 001 §8 empty states).
 *
 * - `marketReviewLanguage(pointOfSale)`: the language a market's shopper reads first (fr_BE →
 *   fr_FR, nl_BE → nl_NL, the others their own).
 * - `reviewLanguageOptions(pointOfSale)`: 'all', then the market's own language, then the others in
 *   the spec's order. Each option's text is the message `reviews.language.{value}`.
 * - `reviewsListState(...)`: loading, error, empty in the chosen language ('There are currently no
 *   reviews published in {language}.'), none at all ('Be the first…'), or the list.
 *
 * The values mirror shared/contract/hotel-reviews.ts REVIEW_LANGUAGES (kept as a type import: the
 * contract's schemas must not reach the browser, decision 013).
 */
import type { ReviewsQuery } from "#shared/contract/hotel-reviews";
import type { PointOfSale } from "#shared/markets";

export type ReviewLanguage = ReviewsQuery["language"];

const LANGUAGES: readonly ReviewLanguage[] = ["all", "fr_FR", "es_ES", "it_IT", "nl_NL"];

const BY_MARKET: Record<PointOfSale, Exclude<ReviewLanguage, "all">> = {
  fr_FR: "fr_FR",
  fr_BE: "fr_FR",
  nl_BE: "nl_NL",
  nl_NL: "nl_NL",
  es_ES: "es_ES",
  it_IT: "it_IT",
};

export function marketReviewLanguage(pointOfSale: PointOfSale): Exclude<ReviewLanguage, "all"> {
  return BY_MARKET[pointOfSale];
}

export function reviewLanguageOptions(pointOfSale: PointOfSale): ReviewLanguage[] {
  const own = BY_MARKET[pointOfSale];
  return ["all", own, ...LANGUAGES.filter((l) => l !== "all" && l !== own)];
}

/** What the modal's list area shows. */
export type ReviewsListState = "loading" | "error" | "emptyLanguage" | "emptyAll" | "list";

/**
 * `status` is the query's ('pending' | 'error' | 'success'); `first` its first page, if any
 * (`totalCount`, and `language`: the contract answers 'all' when it fell back to every language).
 * Once a first page is there it decides, whatever a later page's fetch did ('Show more' failures
 * are told beside the button).
 */
export function reviewsListState(status: "pending" | "error" | "success", first: { totalCount: number; language: string } | undefined): ReviewsListState {
  if (!first) return status === "error" ? "error" : "loading";
  if (first.totalCount > 0) return "list";
  return first.language !== "all" ? "emptyLanguage" : "emptyAll";
}

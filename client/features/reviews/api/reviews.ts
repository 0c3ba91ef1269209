/**
 * The reviews call of the storefront: GET /api/hotel/{id}/reviews.json (spec 001 §7, contract
 * shared/contract/hotel-reviews.ts; §9 page size 10, sorts, languages). The path is written here
 * by hand: importing the contract's query writer would bring its valibot schemas to the browser
 * (decision 013).
 *
 * `reviewsHighlightsQueryOptions`: the summary's one page (spec 001 §9 "up to 4 positive reviews
 * highlighted"), best rated first, in the market's language with the other languages as fallback.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { ReviewsQuery, ReviewsResponse } from "#shared/contract/hotel-reviews";
import type { PointOfSale } from "#shared/markets";
import { marketReviewLanguage } from "../lib/review-language";

/** What a reviews call asks besides the hotel and the market. */
export interface ReviewsAsk {
  page: number;
  sort: ReviewsQuery["sort"];
  language: ReviewsQuery["language"];
  /** When the language has no review, answer every language (the answer's language is then 'all'). */
  fallback: boolean;
}

/** `/api/hotel/{id}/reviews.json?…` for one page. */
export function reviewsPath(hotelId: number, pointOfSale: PointOfSale, ask: ReviewsAsk): string {
  const q = new URLSearchParams({ locale: pointOfSale, page: String(ask.page), sort: ask.sort, language: ask.language });
  if (ask.fallback) q.set("withOtherLanguageFallback", "true");
  return `/api/hotel/${hotelId}/reviews.json?${q}`;
}

export function reviewsHighlightsQueryOptions(api: ApiFetch, pointOfSale: PointOfSale, hotelId: number) {
  const path = reviewsPath(hotelId, pointOfSale, { page: 0, sort: "SCORE_DESC", language: marketReviewLanguage(pointOfSale), fallback: true });
  return queryOptions({
    queryKey: ["reviews", pointOfSale, path],
    queryFn: () => apiJson<ReviewsResponse>(api, path),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

/**
 * The reviews modal's list (spec 001 §4 "sort and language filters reset list and page; show more
 * loads the next page"): one infinite query per hotel, sort, language and fallback, so a new sort
 * or language is a new list from page 0. Pages are 0-based; the next exists while fewer than
 * `totalCount` reviews are loaded. Only the modal's chunk imports this (the infinite observer stays
 * out of the pages' first load: vite.config ON_DEMAND_LIBRARIES).
 */
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { ReviewsResponse } from "#shared/contract/hotel-reviews";
import type { PointOfSale } from "#shared/markets";
import { reviewsPath, type ReviewsAsk } from "./reviews";

/** The page after `last`, or undefined when every review of the list is loaded. */
export function nextReviewsPage(last: Pick<ReviewsResponse, "page" | "pageSize" | "totalCount">): number | undefined {
  return (last.page + 1) * last.pageSize < last.totalCount ? last.page + 1 : undefined;
}

export function reviewsListQueryOptions(api: ApiFetch, pointOfSale: PointOfSale, hotelId: number, ask: Omit<ReviewsAsk, "page">) {
  return infiniteQueryOptions({
    queryKey: ["reviews-list", pointOfSale, hotelId, ask.sort, ask.language, ask.fallback],
    queryFn: ({ pageParam }) => apiJson<ReviewsResponse>(api, reviewsPath(hotelId, pointOfSale, { ...ask, page: pageParam })),
    initialPageParam: 0,
    getNextPageParam: nextReviewsPage,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

/**
 * GET {api}/hotel/{id}/reviews.json: a page of a hotel's reviews (spec 001 §3 Review, Review
 * summary; §4 reviews modal; §9 page size 10, sorts, languages).
 *
 * Path: hotel id. Query: locale, page (0-based), sort (DATE_DESC default, DATE_ASC, SCORE_DESC,
 * SCORE_ASC), language ('all' default, or fr_FR, es_ES, it_IT, nl_NL), withOtherLanguageFallback
 * (when the language has no review, answer all languages), client (ignored).
 * Response: totalCount (reviews matching the language), score (hotel /10 average, null: "New"),
 * list (10 per page), details (per-criterion averages).
 */
import * as v from "valibot";
import { LocaleSchema, queryBool, queryInt, toSearchParams } from "./common";

/** Review sorts (spec 001 §9). */
export const REVIEW_SORTS = ["DATE_DESC", "DATE_ASC", "SCORE_DESC", "SCORE_ASC"] as const;
/** Review languages (spec 001 §9). */
export const REVIEW_LANGUAGES = ["all", "fr_FR", "es_ES", "it_IT", "nl_NL"] as const;
/** Reviews per page (spec 001 §9). */
export const REVIEWS_PAGE_SIZE = 10;

/** Query of GET hotel/{id}/reviews.json. */
export const ReviewsQuerySchema = v.object({
  locale: LocaleSchema,
  page: v.optional(queryInt(0, 10_000), "0"),
  sort: v.optional(v.picklist(REVIEW_SORTS, "sort must be DATE_DESC, DATE_ASC, SCORE_DESC or SCORE_ASC"), "DATE_DESC"),
  language: v.optional(v.picklist(REVIEW_LANGUAGES, "language must be all, fr_FR, es_ES, it_IT or nl_NL"), "all"),
  withOtherLanguageFallback: v.optional(queryBool),
  client: v.optional(v.pipe(v.string(), v.maxLength(20))),
});
export type ReviewsQuery = v.InferOutput<typeof ReviewsQuerySchema>;

/** Writes the query string of a reviews call. */
export function toReviewsQuery(query: Partial<ReviewsQuery> & { locale: ReviewsQuery["locale"] }): URLSearchParams {
  return toSearchParams(query as Record<string, unknown>);
}

/** One review (spec 001 §3 Review); average /10. */
export const ReviewSchema = v.object({
  id: v.number(),
  locale: v.string(),
  customer: v.string(),
  type: v.string(),
  date: v.string(),
  average: v.number(),
  positive: v.nullable(v.string()),
  negative: v.nullable(v.string()),
});

/** Response: a page of reviews plus the hotel's summary (spec 001 §3 Review summary). */
export const ReviewsResponseSchema = v.object({
  totalCount: v.number(),
  page: v.number(),
  pageSize: v.number(),
  language: v.string(),
  score: v.nullable(v.number()),
  list: v.array(ReviewSchema),
  details: v.array(v.object({ label: v.string(), score: v.nullable(v.number()) })),
});
export type ReviewsResponse = v.InferOutput<typeof ReviewsResponseSchema>;

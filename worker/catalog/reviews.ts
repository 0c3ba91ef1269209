/**
 * GET /hotel/:id/reviews.json — a page of a hotel's reviews (spec 001 §3 Review, Review summary;
 * §4 reviews modal (sort and language reset the list); §8 empty states; §9 page size 10, sorts
 * DATE_DESC/DATE_ASC/SCORE_DESC/SCORE_ASC, languages).
 *
 * Input: id (digits; otherwise 400) and ReviewsQuerySchema. Unknown hotel → 404.
 * Output: ReviewsResponse: totalCount of the chosen language, the hotel's /10 score (null = New),
 * 10 reviews of page `page` (0-based), per-criterion averages. With withOtherLanguageFallback
 * and no review in the language, all languages are answered (language 'all'). One or two D1
 * round trips; uses the reviews(hotel_id, date) index.
 */
import { type HotelScores, reviewDetails, roundScore } from "./review-scores";
import { HotelIdParamSchema } from "../../shared/contract/hotel-availabilities";
import { REVIEWS_PAGE_SIZE, ReviewsQuerySchema, type ReviewsQuery, type ReviewsResponse } from "../../shared/contract/hotel-reviews";
import { CatalogError, validate } from "./http";
import { batch, prepare } from "./sql";

const ORDER: Record<ReviewsQuery["sort"], string> = {
  DATE_DESC: "date DESC, id DESC",
  DATE_ASC: "date ASC, id ASC",
  SCORE_DESC: "average DESC, date DESC, id DESC",
  SCORE_ASC: "average ASC, date DESC, id DESC",
};

interface HotelRow extends HotelScores {
  review_average: number | null;
}

/** Handles a raw reviews request. */
export async function handleReviews(db: D1Database, idParam: string, query: Record<string, string>): Promise<ReviewsResponse> {
  const id = validate(HotelIdParamSchema, idParam, "hotel id");
  const q = validate(ReviewsQuerySchema, query, "reviews query");
  let res = await reviewsPage(db, id, q, q.language);
  if (res.totalCount === 0 && q.language !== "all" && q.withOtherLanguageFallback) res = await reviewsPage(db, id, q, "all");
  return res;
}

async function reviewsPage(db: D1Database, id: number, q: ReviewsQuery, language: ReviewsQuery["language"]): Promise<ReviewsResponse> {
  const lang = language === "all" ? "" : "AND locale = ?2";
  const args = language === "all" ? [id] : [id, language];
  const n = args.length;
  const [hotels, counts, list] = await batch<[HotelRow[], { n: number }[], ReviewsResponse["list"]]>(db, [
    prepare(
      db,
      `SELECT review_average, score_welcoming, score_comfort, score_cleanliness, score_food, score_localization, score_price_quality_ratio
       FROM hotels WHERE id = ?1`,
      [id],
    ),
    prepare(db, `SELECT COUNT(*) AS n FROM reviews WHERE hotel_id = ?1 ${lang}`, args),
    prepare(
      db,
      `SELECT id, locale, customer, type, date, average, positive, negative FROM reviews WHERE hotel_id = ?1 ${lang}
       ORDER BY ${ORDER[q.sort]} LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      [...args, REVIEWS_PAGE_SIZE, q.page * REVIEWS_PAGE_SIZE],
    ),
  ]);
  const h = hotels[0];
  if (!h) throw new CatalogError(404, `Hotel ${id} not found`);
  return {
    totalCount: counts[0]?.n ?? 0,
    page: q.page,
    pageSize: REVIEWS_PAGE_SIZE,
    language,
    score: roundScore(h.review_average),
    list,
    details: reviewDetails(h),
  };
}

/**
 * The reviews family's rules (spec 001 §8 empty states, §9 bar width 10 × score, up to 4
 * highlights, languages, page size).
 */
import { describe, expect, it } from "vitest";
import { nextReviewsPage } from "../api/reviews-infinite";
import { reviewsPath } from "../api/reviews";
import { pickHighlights, type Review } from "./highlights";
import { marketReviewLanguage, reviewLanguageOptions, reviewsListState } from "./review-language";
import { scoreBarWidth } from "./score-bar";

const review = (id: number, average: number, date: string, positive: string | null = "Super"): Review => ({ id, locale: "fr_FR", customer: "A.", type: "couple", date, average, positive, negative: null });

describe("scoreBarWidth", () => {
  it("is 10 × score, clamped to 0-100", () => {
    expect(scoreBarWidth(8.7)).toBe(87);
    expect(scoreBarWidth(10)).toBe(100);
    expect(scoreBarWidth(0.1)).toBe(1);
    expect(scoreBarWidth(7.15)).toBe(71.5);
    expect(scoreBarWidth(12)).toBe(100);
    expect(scoreBarWidth(-1)).toBe(0);
    expect(scoreBarWidth(Number.NaN)).toBe(0);
  });
});

describe("pickHighlights", () => {
  it("keeps at most 4 reviews with a positive text, best first, then newest, then id", () => {
    const list = [
      review(1, 8, "2026-10-01"),
      review(2, 9.5, "2026-09-01", null),
      review(3, 9, "2026-08-01"),
      review(4, 9, "2026-11-01"),
      review(5, 7, "2026-11-20", "   "),
      review(6, 6, "2026-11-21"),
      review(7, 8, "2026-10-01"),
      review(8, 5, "2026-11-22"),
    ];
    expect(pickHighlights(list).map((r) => r.id)).toEqual([4, 3, 1, 7]);
    expect(pickHighlights(list, 2).map((r) => r.id)).toEqual([4, 3]);
    expect(pickHighlights([review(9, 9, "2026-01-01", null)])).toEqual([]);
    expect(list.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe("review languages", () => {
  it("reads the market's language first, Belgian markets included", () => {
    expect(marketReviewLanguage("fr_BE")).toBe("fr_FR");
    expect(marketReviewLanguage("nl_BE")).toBe("nl_NL");
    expect(reviewLanguageOptions("nl_NL")).toEqual(["all", "nl_NL", "fr_FR", "es_ES", "it_IT"]);
    expect(reviewLanguageOptions("fr_FR")).toEqual(["all", "fr_FR", "es_ES", "it_IT", "nl_NL"]);
    expect(reviewLanguageOptions("it_IT")).toHaveLength(5);
  });

  it("tells the list's state: loading, error, empty in a language, none at all, list", () => {
    expect(reviewsListState("pending", undefined)).toBe("loading");
    expect(reviewsListState("error", undefined)).toBe("error");
    expect(reviewsListState("success", { totalCount: 0, language: "it_IT" })).toBe("emptyLanguage");
    expect(reviewsListState("success", { totalCount: 0, language: "all" })).toBe("emptyAll");
    expect(reviewsListState("success", { totalCount: 3, language: "all" })).toBe("list");
    // A later page failed: the loaded list stays.
    expect(reviewsListState("error", { totalCount: 30, language: "fr_FR" })).toBe("list");
  });
});

describe("reviews calls", () => {
  it("writes the contract's query and pages by 10 up to totalCount", () => {
    expect(reviewsPath(12, "nl_BE", { page: 2, sort: "SCORE_ASC", language: "nl_NL", fallback: true })).toBe(
      "/api/hotel/12/reviews.json?locale=nl_BE&page=2&sort=SCORE_ASC&language=nl_NL&withOtherLanguageFallback=true",
    );
    expect(reviewsPath(12, "fr_FR", { page: 0, sort: "DATE_DESC", language: "all", fallback: false })).not.toContain("withOtherLanguageFallback");
    expect(nextReviewsPage({ page: 0, pageSize: 10, totalCount: 25 })).toBe(1);
    expect(nextReviewsPage({ page: 2, pageSize: 10, totalCount: 25 })).toBeUndefined();
    expect(nextReviewsPage({ page: 0, pageSize: 10, totalCount: 10 })).toBeUndefined();
  });
});

/**
 * GET /hotel/:id/reviews.json against the seeded catalog (spec 001 §3 Review summary, §9).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ReviewsResponseSchema } from "../../shared/contract/hotel-reviews";
import { call, getValid, offers } from "./test-helpers";

describe("hotel/:id/reviews.json", () => {
  it("pages a hotel's reviews, sorted, 10 at a time", async () => {
    const r = await offers({ orderBy: "popularity", pagination: { limit: 1 } });
    const hotel = r.exactMatch[0]!.hotel;
    const page0 = await getValid(ReviewsResponseSchema, `/hotel/${hotel.id}/reviews.json?locale=fr_FR`);
    expect(page0.totalCount).toBe(hotel.review.count);
    expect(page0.list.length).toBe(Math.min(10, hotel.review.count));
    const dates = page0.list.map((x) => x.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page0.details.map((d) => d.label)).toContain("priceQualityRatio");
    const bestFirst = await getValid(ReviewsResponseSchema, `/hotel/${hotel.id}/reviews.json?locale=fr_FR&sort=SCORE_DESC`);
    const scores = bestFirst.list.map((x) => x.average);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    if (hotel.review.count > 10) {
      const page1 = await getValid(ReviewsResponseSchema, `/hotel/${hotel.id}/reviews.json?locale=fr_FR&page=1`);
      expect(page1.list[0]!.id).not.toBe(page0.list[0]!.id);
    }
    const fr = await getValid(ReviewsResponseSchema, `/hotel/${hotel.id}/reviews.json?locale=fr_FR&language=fr_FR`);
    for (const x of fr.list) expect(x.locale).toBe("fr_FR");
  });

  // The reviews modal's cases (spec 001 §4 sort / language / show more, §8 empty states).
  it("pages with no overlap to the total; the four sorts; a page past the end is empty", async () => {
    const h = await env.DB.prepare("SELECT id, review_count AS n FROM hotels WHERE review_count BETWEEN 21 AND 30 ORDER BY id LIMIT 1").first<{ id: number; n: number }>();
    expect(h, "a hotel with 21-30 reviews in the seed").not.toBeNull();
    const url = (q: string) => `/hotel/${h!.id}/reviews.json?locale=nl_NL${q}`;
    const pages = await Promise.all([0, 1, 2].map((p) => getValid(ReviewsResponseSchema, url(`&page=${p}`))));
    const ids = pages.flatMap((p) => p.list.map((r) => r.id));
    expect(ids.length).toBe(h!.n);
    expect(new Set(ids).size).toBe(h!.n);
    expect(pages.map((p) => p.page)).toEqual([0, 1, 2]);
    expect((await getValid(ReviewsResponseSchema, url("&page=3"))).list).toEqual([]);
    const oldest = await getValid(ReviewsResponseSchema, url("&sort=DATE_ASC"));
    expect(oldest.list.map((r) => r.date)).toEqual(oldest.list.map((r) => r.date).sort());
    expect(oldest.list[0]!.date <= pages[2]!.list.at(-1)!.date).toBe(true);
    const worst = await getValid(ReviewsResponseSchema, url("&sort=SCORE_ASC"));
    const scores = worst.list.map((r) => r.average);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    for (const x of pages[0]!.list) expect(x.positive === null || x.positive.trim().length > 0).toBe(true);
    expect(pages[0]!.details.map((d) => d.label)).toEqual(["welcoming", "comfort", "cleanliness", "food", "localization", "priceQualityRatio"]);
    for (const d of pages[0]!.details) expect(d.score).toEqual(expect.any(Number));
  });

  it("a language with no review: empty in that language, or every language with the fallback", async () => {
    const h = await env.DB.prepare(
      `SELECT hotel_id AS id, COUNT(*) AS n FROM reviews GROUP BY hotel_id HAVING SUM(locale = 'it_IT') = 0 AND COUNT(*) > 10 ORDER BY hotel_id LIMIT 1`,
    ).first<{ id: number; n: number }>();
    expect(h, "a hotel with reviews but none in Italian").not.toBeNull();
    const none = await getValid(ReviewsResponseSchema, `/hotel/${h!.id}/reviews.json?locale=it_IT&language=it_IT`);
    expect(none).toMatchObject({ totalCount: 0, language: "it_IT", list: [] });
    expect(none.score).not.toBeNull();
    const fallback = await getValid(ReviewsResponseSchema, `/hotel/${h!.id}/reviews.json?locale=it_IT&language=it_IT&withOtherLanguageFallback=true`);
    expect(fallback.language).toBe("all");
    expect(fallback.totalCount).toBe(h!.n);
    expect(fallback.list).toEqual((await getValid(ReviewsResponseSchema, `/hotel/${h!.id}/reviews.json?locale=it_IT`)).list);
    // With reviews in the language, the fallback changes nothing.
    const some = await env.DB.prepare("SELECT locale, COUNT(*) AS n FROM reviews WHERE hotel_id = ?1 GROUP BY locale ORDER BY n DESC LIMIT 1").bind(h!.id).first<{ locale: string; n: number }>();
    const own = await getValid(ReviewsResponseSchema, `/hotel/${h!.id}/reviews.json?locale=it_IT&language=${some!.locale}&withOtherLanguageFallback=true`);
    expect(own).toMatchObject({ totalCount: some!.n, language: some!.locale });
  });

  it("a hotel with no review: no score (New), nothing in any language", async () => {
    const h = await env.DB.prepare("SELECT id FROM hotels WHERE review_count = 0 ORDER BY id LIMIT 1").first<{ id: number }>();
    expect(h, "a hotel with no review in the seed").not.toBeNull();
    const all = await getValid(ReviewsResponseSchema, `/hotel/${h!.id}/reviews.json?locale=fr_FR&language=fr_FR&withOtherLanguageFallback=true`);
    expect(all).toMatchObject({ totalCount: 0, language: "all", score: null, list: [] });
    for (const d of all.details) expect(d.score).toBeNull();
  });

  it("answers 404 and 400", async () => {
    expect((await call("GET", "/hotel/999999999/reviews.json?locale=fr_FR")).status).toBe(404);
    expect((await call("GET", "/hotel/1/reviews.json?locale=fr_FR&sort=RANDOM")).status).toBe(400);
    expect((await call("GET", "/hotel/x/reviews.json?locale=fr_FR")).status).toBe(400);
    expect((await call("GET", "/hotel/1/reviews.json?locale=fr_FR&language=de_DE")).status).toBe(400);
    expect((await call("GET", "/hotel/1/reviews.json?locale=fr_FR&page=-1")).status).toBe(400);
    expect((await call("GET", "/hotel/1/reviews.json?locale=fr_FR&withOtherLanguageFallback=maybe")).status).toBe(400);
  });
});

/**
 * GET /hotel/:id/reviews.json against the seeded catalog (spec 001 §3 Review summary, §9).
 */
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

  it("answers 404 and 400", async () => {
    expect((await call("GET", "/hotel/999999999/reviews.json?locale=fr_FR")).status).toBe(404);
    expect((await call("GET", "/hotel/1/reviews.json?locale=fr_FR&sort=RANDOM")).status).toBe(400);
    expect((await call("GET", "/hotel/x/reviews.json?locale=fr_FR")).status).toBe(400);
  });
});

/**
 * POST /search/activity-only.json against the seeded catalog (spec 000 §7, §4, §8).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ActivityOnlyResponseSchema } from "../../shared/contract/activity-only";
import { call, inDays } from "./test-helpers";
import * as v from "valibot";

async function activityOnly(body: Record<string, unknown>) {
  const res = await call("POST", "/search/activity-only.json", { locale: "fr_FR", ...body });
  if (res.status !== 200) throw new Error(`activity-only → ${res.status} ${JSON.stringify(res.body)}`);
  return v.parse(ActivityOnlyResponseSchema, res.body);
}

describe("search/activity-only.json", () => {
  it("refuses a bad body with 400 and says what was wrong", async () => {
    const cases: [unknown, RegExp][] = [
      ["not json", /JSON/],
      [{ locale: "fr_FR", numberOfPackagesPerHotel: 21 }, /numberOfPackagesPerHotel/],
      [{ locale: "fr_FR", page: -1 }, /page/],
      [{ locale: "xx" }, /locale/],
      [{ locale: "fr_FR", searchCriterias: { filters: { offer: { checkin: "2020-01-01" } } } }, /past/],
    ];
    for (const [body, message] of cases) {
      const res = await call("POST", "/search/activity-only.json", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(message);
    }
    expect((await call("GET", "/search/activity-only.json")).status).toBe(405);
  });

  it("answers activity-only packages only, whatever flow or giftable flag the body names, up to 20 per centre", async () => {
    const r = await activityOnly({ searchCriterias: { flow: "gifting" }, numberOfPackagesPerHotel: 20, page: 0 });
    const rows = r.exactMatch.activityOnlyPackages;
    expect(rows.length).toBeGreaterThan(0);
    const cards = rows.flatMap((h) => [h.mainPackage, ...h.otherPackages]);
    expect(cards.every((c) => c.itemCategory === "activity" && c.nights === 0)).toBe(true);
    // Each card leads to its activity page (spec 001 §2 "Activity detail page").
    expect(cards.every((c) => c.uri.startsWith(`/activity/${c.id}-`))).toBe(true);
    expect(rows.every((h) => 1 + h.otherPackages.length <= 20)).toBe(true);
    // Every activity package of the first centres is there (the seed gives a centre 1-2 of them).
    for (const h of rows.slice(0, 3)) {
      const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM packages WHERE hotel_id = ?1 AND item_category = 'activity' AND published = 1").bind(h.id).first<{ n: number }>();
      expect(1 + h.otherPackages.length).toBe(Math.min(20, n!.n));
    }
    const total = await env.DB.prepare(
      "SELECT COUNT(DISTINCT p.hotel_id) AS n FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.item_category = 'activity' AND p.published = 1 AND h.active = 1 AND (p.expiration IS NULL OR p.expiration >= ?1)",
    ).bind(inDays(1)).first<{ n: number }>();
    expect(r.resultsCount).toBeGreaterThan(0);
    expect(r.resultsCount).toBeLessThanOrEqual(total!.n + 1);
    expect(r.searchDetails.uri).toBe("/activities");
  });

  it("pages 0-based and returns the storefront uri of the page", async () => {
    const first = await activityOnly({ limit: 5 });
    const second = await activityOnly({ limit: 5, page: 1 });
    expect(second.searchDetails.page).toBe(1);
    expect(second.searchDetails.uri).toBe("/activities?page=1");
    const ids = new Set(first.exactMatch.activityOnlyPackages.map((h) => h.id));
    expect(second.exactMatch.activityOnlyPackages.some((h) => ids.has(h.id))).toBe(false);
  });

  it("answers an empty list, not an error, when nothing matches", async () => {
    const r = await activityOnly({ searchCriterias: { filters: { property: { location: { cityId: 2_000_000_000 } } } } });
    expect(r.resultsCount).toBe(0);
    expect(r.exactMatch.activityOnlyPackages).toEqual([]);
  });
});

/**
 * GET /weekend/:id/upsells.json against the seeded catalog (spec 001 §2 upsell section, other
 * products carousel; §3 Upsell; §5 price difference): an upsell adds to the stay's activities and
 * is found from both ends (added / included), priced as the detail prices both packages; other
 * products are other hotels nearby, one each, the same theme first; 400s and 404.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { UpsellsResponseSchema } from "../../shared/contract/upsells";
import { WeekendDetailResponseSchema } from "../../shared/contract/weekend-detail";
import { perNightDifferenceEuros } from "../../shared/pricing";
import { OTHER_PRODUCTS_MAX, OTHER_PRODUCTS_RADIUS_KM } from "./upsells";
import { call, getValid, inDays } from "./test-helpers";

/** A live package A and a live package B of the same hotel and nights whose activities hold A's and more. */
async function findPair(): Promise<{ a: number; b: number; added: number[]; dinner: boolean }> {
  const row = await env.DB.prepare(
    `SELECT a.id AS a, b.id AS b, b.includes_dinner <> a.includes_dinner AS dinner,
       (SELECT json_group_array(x.activity_id) FROM package_activities x WHERE x.package_id = b.id
          AND x.activity_id NOT IN (SELECT activity_id FROM package_activities WHERE package_id = a.id)) AS added
     FROM packages a JOIN packages b ON b.hotel_id = a.hotel_id AND b.id <> a.id AND b.nights = a.nights AND b.item_category = 'weekend'
     JOIN hotels h ON h.id = a.hotel_id
     WHERE a.item_category = 'weekend' AND a.published = 1 AND b.published = 1 AND h.active = 1 AND a.expiration IS NULL AND b.expiration IS NULL
       AND b.includes_breakfast >= a.includes_breakfast
       AND NOT EXISTS (SELECT 1 FROM package_activities x WHERE x.package_id = a.id AND x.activity_id NOT IN (SELECT activity_id FROM package_activities WHERE package_id = b.id))
       AND EXISTS (SELECT 1 FROM package_activities x WHERE x.package_id = b.id AND x.activity_id NOT IN (SELECT activity_id FROM package_activities WHERE package_id = a.id))
     ORDER BY a.id LIMIT 1`,
  ).first<{ a: number; b: number; added: string; dinner: number }>();
  expect(row, "the seed holds a package with an upsell").toBeTruthy();
  return { a: row!.a, b: row!.b, added: JSON.parse(row!.added) as number[], dinner: row!.dinner === 1 };
}

describe("weekend/:id/upsells.json", () => {
  it("offers the package that adds activities, and shows it as included from the other end", async () => {
    const pair = await findPair();
    const [up, down, detailA, detailB] = await Promise.all([
      getValid(UpsellsResponseSchema, `/weekend/${pair.a}/upsells.json?locale=fr_FR`),
      getValid(UpsellsResponseSchema, `/weekend/${pair.b}/upsells.json?locale=fr_FR`),
      getValid(WeekendDetailResponseSchema, `/weekend/${pair.a}/detail.json?locale=fr_FR`),
      getValid(WeekendDetailResponseSchema, `/weekend/${pair.b}/detail.json?locale=fr_FR`),
    ]);
    const added = up.upsells.find((u) => u.id === pair.b);
    expect(added, "B is an upsell of A").toBeDefined();
    expect(added!.included).toBe(false);
    expect(added!.type).toBe(pair.dinner ? "DINNER" : "ACTIVITY");
    expect([...added!.activityIds].sort()).toEqual([...pair.added].sort());
    expect(added!.programLines).toHaveLength(pair.added.length);
    expect(added!.uri).toBe(detailB.uri);
    expect(added!.label).toBe(detailB.label);
    expect(added!.imagesBySize["640_360"]).toMatch(/^\/img\/activity\//);
    // Priced as the detail prices each package (from prices for the default party).
    expect(added!.priceDifference).toBe(detailB.price.sellPrice - detailA.price.sellPrice);
    expect(added!.priceDifferencePerLos).toBe(Math.round(added!.priceDifference / Math.max(1, detailA.nights)));
    expect(perNightDifferenceEuros({ sellPrice: 0, nights: added!.nights }, { sellPrice: added!.priceDifference, nights: added!.nights })).toBe(Math.ceil(added!.priceDifference / added!.nights / 100));
    const included = down.upsells.find((u) => u.id === pair.a);
    expect(included, "A shows from B as what B already has").toBeDefined();
    expect(included!.included).toBe(true);
    expect(included!.priceDifference).toBe(-added!.priceDifference);
    // Additions come before inclusions.
    const flags = up.upsells.map((u) => u.included);
    expect(flags).toEqual([...flags].sort((x, y) => Number(x) - Number(y)));
  });

  it("suggests other hotels' stays nearby, one per hotel, the same theme first", async () => {
    const pair = await findPair();
    const checkin = inDays(40);
    const [r, detail] = await Promise.all([
      getValid(UpsellsResponseSchema, `/weekend/${pair.a}/upsells.json?locale=nl_BE&checkin=${checkin}&night=2&adult=2`),
      getValid(WeekendDetailResponseSchema, `/weekend/${pair.a}/detail.json?locale=nl_BE`),
    ]);
    expect(r.otherProducts.length).toBeGreaterThan(0);
    expect(r.otherProducts.length).toBeLessThanOrEqual(OTHER_PRODUCTS_MAX);
    const hotels = r.otherProducts.map((c) => c.hotel.id);
    expect(new Set(hotels).size).toBe(hotels.length);
    expect(hotels).not.toContain(detail.hotel.id);
    for (const c of r.otherProducts) {
      expect(c.distance ?? 0).toBeLessThanOrEqual(OTHER_PRODUCTS_RADIUS_KM + 0.5);
      expect(c.priceType).toBe("final");
      expect(c.checkin).toBe(checkin);
    }
    const same = r.otherProducts.map((c) => c.themeId === detail.theme.id);
    expect(same).toEqual([...same].sort((x, y) => Number(y) - Number(x)));
  });

  it("answers 400 for bad input and 404 for an unknown package", async () => {
    for (const path of [
      "/weekend/x/upsells.json?locale=fr_FR",
      "/weekend/1/upsells.json",
      "/weekend/1/upsells.json?locale=de_DE",
      "/weekend/1/upsells.json?locale=fr_FR&adult=0",
      "/weekend/1/upsells.json?locale=fr_FR&checkin=2026-02-30",
      `/weekend/1/upsells.json?locale=fr_FR&checkin=${inDays(-2)}`,
    ]) {
      expect((await call("GET", path)).status, path).toBe(400);
    }
    expect((await call("GET", "/weekend/2000000000/upsells.json?locale=fr_FR")).status).toBe(404);
  });
});

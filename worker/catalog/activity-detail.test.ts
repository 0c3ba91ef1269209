/**
 * GET /activity-only/weekend/:id/detail.json against the seeded catalog (spec 001 §2 "Activity
 * detail page", §3 Activity-only detail, §5 people count, §7).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ActivityDetailResponseSchema } from "../../shared/contract/activity-detail";
import { CONTRACT_LOCALES } from "../../shared/contract/common";
import { ACTIVITY_ONE_PERSON_PERCENT } from "../../shared/pricing";
import type { Cart } from "../../shared/contract/cart";
import { call, getValid, offers } from "./test-helpers";

const detail = (id: number, locale = "fr_FR") => getValid(ActivityDetailResponseSchema, `/activity-only/weekend/${id}/detail.json?locale=${locale}`);

async function firstActivityId(): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT p.id FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.item_category = 'activity' AND p.published = 1 AND h.active = 1 AND p.expiration IS NULL ORDER BY p.id LIMIT 1",
  ).first<{ id: number }>();
  return row!.id;
}

describe("activity-only/weekend/:id/detail.json", () => {
  it("refuses a malformed id with 400 and answers 404 for an unknown id or a stay package", async () => {
    for (const bad of ["abc", "0", "-3", "12a"]) {
      const res = await call("GET", `/activity-only/weekend/${bad}/detail.json?locale=fr_FR`);
      expect(res.status, bad).toBe(400);
      expect((res.body as { error: string }).error).toMatch(/activity id/);
    }
    expect((await call("GET", "/activity-only/weekend/1/detail.json?locale=xx_XX")).status).toBe(400);
    expect((await call("GET", "/activity-only/weekend/2000000000/detail.json?locale=fr_FR")).status).toBe(404);
    const stay = await env.DB.prepare("SELECT id FROM packages WHERE item_category = 'weekend' LIMIT 1").first<{ id: number }>();
    expect((await call("GET", `/activity-only/weekend/${stay!.id}/detail.json?locale=fr_FR`)).status).toBe(404);
  });

  it("prices 1 and 2 people at the activity's one price, what its search card shows without dates (decision 061)", async () => {
    const id = await firstActivityId();
    const d = await detail(id);
    expect(d.published).toBe(true);
    expect(d.uri).toMatch(new RegExp(`^/activity/${id}-[a-z0-9-]+$`));
    expect(d.bookingDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.prices.map((p) => p.paxComposition.adults)).toEqual([1, 2]);
    for (const p of d.prices) {
      expect(Number.isInteger(p.sellPrice) && p.sellPrice > 0).toBe(true);
      expect(p.refPrice).toBeGreaterThanOrEqual(p.sellPrice);
      expect(p.moneySaved).toBe(p.refPrice - p.sellPrice);
      expect(p.sellPrice).toBe(p.perPersonPrice * p.paxComposition.adults);
      const r = await offers({ hotelId: d.mainActivityCenter.id, adult: p.paxComposition.adults, numberOfPackagesPerHotel: 20, searchCriterias: { flow: "activity" } });
      const card = r.exactMatch.flatMap((h) => [h.mainPackage, ...h.otherPackages]).find((c) => c.id === id);
      expect(card?.sellPrice).toBe(p.sellPrice);
    }
  });

  it("prices one person with the activity single price: more than half the two-person price, less than all of it; the cart takes that figure", async () => {
    const id = await firstActivityId();
    const d = await detail(id);
    const [one, two] = d.prices;
    expect(one!.sellPrice).toBe(Math.ceil((two!.sellPrice * ACTIVITY_ONE_PERSON_PERCENT) / 100));
    expect(one!.sellPrice * 2).toBeGreaterThan(two!.sellPrice);
    expect(one!.sellPrice).toBeLessThan(two!.sellPrice);
    expect(one!.refPrice).toBe(Math.max(one!.sellPrice, Math.ceil((two!.refPrice * ACTIVITY_ONE_PERSON_PERCENT) / 100)));
    const body = { locale: "fr_FR", packageId: id, nights: 0, adult: 1, child: 0, baby: 0 };
    // The double-room figure is no longer the price of one person.
    expect((await call("POST", "/carts.json", { ...body, expectedSellPrice: two!.sellPrice })).status).toBe(409);
    const res = await call("POST", "/carts.json", { ...body, expectedSellPrice: one!.sellPrice });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = res.body as Cart;
    expect(cart.type).toBe("ACTIVITY");
    expect(cart.uri).toBe(d.uri);
    expect(cart.priceInfo.sellPrice).toBe(one!.sellPrice);
    expect(cart.reservationCriteria).toMatchObject({ checkin: null, nights: 0, adult: 1 });
    expect(cart.localTax.total).toBe(0);
  });

  it("the activity search for one participant prices the card with the same single price", async () => {
    const id = await firstActivityId();
    const d = await detail(id);
    const search = async (adults: number) => {
      const r = await offers({ hotelId: d.mainActivityCenter.id, adult: adults, numberOfPackagesPerHotel: 20, searchCriterias: { flow: "activity" } });
      return r.exactMatch.flatMap((h) => [h.mainPackage, ...h.otherPackages]).find((c) => c.id === id);
    };
    expect((await search(1))?.sellPrice).toBe(d.prices[0]!.sellPrice);
    expect((await search(2))?.sellPrice).toBe(d.prices[1]!.sellPrice);
  });

  it("describes the activity with its program and practical information in every market's language", async () => {
    const id = await firstActivityId();
    const seen = new Set<string>();
    for (const locale of CONTRACT_LOCALES) {
      const d = await detail(id, locale);
      expect(d.activities.length).toBeGreaterThanOrEqual(1);
      expect(d.activities.filter((a) => a.main)).toHaveLength(1);
      expect(d.images.length).toBeGreaterThanOrEqual(3);
      expect(d.practicalInfo.gettingThere[0]).toContain(d.mainActivityCenter.label);
      expect(d.practicalInfo.thingsToKnow.length).toBeGreaterThanOrEqual(3);
      expect(d.practicalInfo.openingHours.weekdays.length).toBeGreaterThan(0);
      expect(d.practicalInfo.openingHours.weekdays.every((w) => w >= 1 && w <= 7)).toBe(true);
      expect(d.practicalInfo.openingHours.opens < d.practicalInfo.openingHours.closes).toBe(true);
      expect(d.description).toContain(d.label);
      seen.add(d.practicalInfo.thingsToKnow.join("|"));
    }
    // es, fr, nl, it: four languages (fr_BE = fr_FR, nl_BE = nl_NL).
    expect(seen.size).toBe(4);
  });

  it("answers an unpublished activity as not published", async () => {
    const id = await firstActivityId();
    await env.DB.prepare("UPDATE packages SET published = 0 WHERE id = ?1").bind(id).run();
    try {
      const d = await detail(id);
      expect(d.published).toBe(false);
      expect(d.label.length).toBeGreaterThan(0);
    } finally {
      await env.DB.prepare("UPDATE packages SET published = 1 WHERE id = ?1").bind(id).run();
    }
  });
});

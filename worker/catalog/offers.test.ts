/**
 * POST /offers.json against the seeded catalog (spec 000 §3, §5, §7).
 */
import { describe, expect, it } from "vitest";
import type { OffersResponse } from "../../shared/contract/offers";
import { haversineKm } from "./geo";
import { pricePerNight } from "../../shared/pricing";
import { call, inDays, offers, placeId } from "./test-helpers";

const city = (cityId: number, extra: Record<string, unknown> = {}) => ({
  searchCriterias: { filters: { property: { location: { cityId, ...extra } } } },
});
const mains = (r: OffersResponse) => r.exactMatch.map((h) => h.mainPackage);

describe("offers.json search", () => {
  it("finds stays in Paris and in a Spanish city", async () => {
    const paris = await placeId("Paris");
    const r = await offers(city(paris));
    expect(r.resultsCount).toBeGreaterThan(0);
    expect(r.exactMatches).toBe(r.resultsCount);
    expect(r.exactMatch.length).toBeGreaterThan(0);
    expect(r.searchDetails.destination?.id).toBe(paris);
    expect(r.searchDetails.locationHierarchy.at(-1)).toMatchObject({ id: paris, type: "city" });
    for (const m of mains(r)) {
      expect(m.priceType).toBe("from");
      expect(m.availableRooms).toBeNull();
      expect(m.imageUrl).toMatch(/^\/img\/hotel\/\d+\/640x360\.svg(\?env=[a-z]+)?$/);
      expect(m.itemCategory).toBe("weekend");
    }

    const sevilla = await placeId("Sevilla", "city", "es_ES");
    const es = await offers({ locale: "es_ES", ...city(sevilla) });
    expect(es.resultsCount).toBeGreaterThan(0);
    expect(es.exactMatch[0]!.hotel.location.label).toBe("Sevilla");
  });

  it("gives a city's distance slider bounds: 0 to the farther of 30 km and its farthest hotel (spec 000 §5)", async () => {
    const paris = await placeId("Paris");
    const r = await offers(city(paris, { latitude: 48.8566, longitude: 2.3522, maxDistance: 300 }));
    const far = Math.max(...r.exactMatch.filter((h) => h.mainPackage.hotel.location.label === "Paris").map((h) => h.mainPackage.distance ?? 0));
    expect(r.searchDetails.location?.distanceBounds).toEqual({ min: 0, max: Math.max(30, Math.ceil(far)) });
    const area = await offers({ searchCriterias: { filters: { property: { location: { latitude: 48.8566, longitude: 2.3522, maxDistance: 40 } } } } });
    expect(area.searchDetails.location?.distanceBounds).toBeUndefined();
  });

  it("fills autoDiscount and targetedLabel for a fixed share of packages (spec 000 §3, §4)", async () => {
    const r = await offers({ orderBy: "priceAsc", pagination: { page: 0, limit: 60 } });
    const cards = mains(r);
    for (const m of cards) {
      expect(m.autoDiscount).toEqual(m.id % 7 === 0 ? { code: "EXTRA10", value: 10 } : null);
      expect(m.targetedLabel === null).toBe(m.id % 5 !== 1);
    }
    expect(cards.some((m) => m.autoDiscount)).toBe(true);
    expect(cards.some((m) => m.targetedLabel)).toBe(true);
  });

  it("answers an empty result for an unknown city id, not an error", async () => {
    const r = await offers(city(2_000_000_001));
    expect(r.resultsCount).toBe(0);
    expect(r.exactMatch).toEqual([]);
  });

  it("paginates after grouping by hotel: stable, non-overlapping, one row per hotel", async () => {
    const all = await offers({ orderBy: "priceAsc", pagination: { page: 0, limit: 30 } });
    const pages: number[][] = [];
    for (const page of [0, 1, 2]) {
      const r = await offers({ orderBy: "priceAsc", pagination: { page, limit: 10 } });
      expect(r.resultsCount).toBe(all.resultsCount);
      pages.push(r.exactMatch.map((h) => h.id));
    }
    const flat = pages.flat();
    expect(new Set(flat).size).toBe(flat.length);
    expect(flat).toEqual(all.exactMatch.map((h) => h.id).slice(0, flat.length));
    const again = await offers({ orderBy: "priceAsc", pagination: { page: 1, limit: 10 } });
    expect(again.exactMatch.map((h) => h.id)).toEqual(pages[1]);
  });

  it("keeps the total past the last page", async () => {
    const first = await offers({ pagination: { page: 0, limit: 5 } });
    const past = await offers({ pagination: { page: 9999, limit: 5 } });
    expect(past.exactMatch).toEqual([]);
    expect(past.resultsCount).toBe(first.resultsCount);
  });

  it("sorts priceAsc really ascending, across pages", async () => {
    const prices: number[] = [];
    for (const page of [0, 1]) {
      const r = await offers({ orderBy: "priceAsc", pagination: { page, limit: 20 } });
      prices.push(...mains(r).map((m) => m.sellPrice));
    }
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("returns the main package first and other packages by the same order", async () => {
    const r = await offers({ orderBy: "priceAsc", numberOfPackagesPerHotel: 5, pagination: { limit: 40 } });
    const multi = r.exactMatch.filter((h) => h.otherPackages.length > 0);
    expect(multi.length).toBeGreaterThan(0);
    for (const h of multi) {
      const list = [h.mainPackage, ...h.otherPackages].map((p) => p.sellPrice);
      expect(list).toEqual([...list].sort((a, b) => a - b));
      expect(h.mainPackage.hasMoreOffers).toBe(true);
      expect(h.weekend.map((w) => w.id)).toEqual([h.mainPackage.id, ...h.otherPackages.map((p) => p.id)]);
      for (const p of h.otherPackages) expect(p.hotel.id).toBe(h.id);
    }
  });

  it("filters by stars", async () => {
    const r = await offers({ searchCriterias: { filters: { property: { stars: [4] } } }, pagination: { limit: 50 } });
    expect(r.resultsCount).toBeGreaterThan(0);
    for (const h of r.exactMatch) expect(h.hotel.stars).toBe(4);
    const both = await offers({ searchCriterias: { filters: { property: { stars: [4, 5] } } } });
    expect(both.resultsCount).toBeGreaterThanOrEqual(r.resultsCount);
  });

  it("filters by the price per night in cents, on every returned package (issue 25 item 8)", async () => {
    const min = 9_000;
    const max = 15_000;
    const r = await offers({
      numberOfPackagesPerHotel: 3,
      searchCriterias: { filters: { offer: { price: { min, max } } } },
      pagination: { limit: 50 },
    });
    expect(r.resultsCount).toBeGreaterThan(0);
    for (const h of r.exactMatch) {
      for (const p of [h.mainPackage, ...h.otherPackages]) {
        const perNight = pricePerNight(p.sellPrice, p.nights ?? 1);
        expect(perNight).toBeGreaterThanOrEqual(min);
        expect(perNight).toBeLessThanOrEqual(max);
      }
    }
  });

  it("searches a radius around coordinates, nearest first with sort distance", async () => {
    const paris = await placeId("Paris");
    const base = await offers(city(paris));
    const centre = base.searchDetails.location!;
    const around = (maxDistance: number) =>
      offers({
        orderBy: "distance",
        pagination: { limit: 100 },
        searchCriterias: { filters: { property: { location: { latitude: centre.latitude, longitude: centre.longitude, maxDistance } } } },
      });
    const near = await around(10);
    const far = await around(60);
    expect(near.resultsCount).toBeGreaterThan(0);
    expect(far.resultsCount).toBeGreaterThanOrEqual(near.resultsCount);
    const distances = far.exactMatch.map((h) => h.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const h of far.exactMatch) {
      expect(h.distance).not.toBeNull();
      expect(h.distance!).toBeLessThanOrEqual(60);
      const exact = haversineKm({ lat: centre.latitude, lng: centre.longitude }, h.location);
      expect(Math.abs(exact - h.distance!)).toBeLessThan(0.1);
    }
    const nearIds = new Set(near.exactMatch.map((h) => h.id));
    const farIds = new Set(far.exactMatch.map((h) => h.id));
    for (const id of nearIds) expect(farIds.has(id)).toBe(true);
  });

  it("widens a city with a radius (union) and reports distances from the city", async () => {
    const paris = await placeId("Paris");
    const plain = await offers(city(paris));
    const wide = await offers(city(paris, { maxDistance: 50 }));
    expect(wide.resultsCount).toBeGreaterThanOrEqual(plain.resultsCount);
    for (const h of wide.exactMatch) expect(h.distance).not.toBeNull();
  });

  it("prices a check-in date: final price, available rooms", async () => {
    const checkin = inDays(45);
    const r = await offers({ checkin, orderBy: "priceAsc", pagination: { limit: 30 } });
    expect(r.resultsCount).toBeGreaterThan(0);
    expect(r.searchDetails.checkin).toBe(checkin);
    for (const m of mains(r)) {
      expect(m.priceType).toBe("final");
      expect(m.checkin).toBe(checkin);
      expect(m.availableRooms).toBeGreaterThan(0);
    }
  });

  it("changes the price with the family composition", async () => {
    const base = await offers({ orderBy: "priceAsc", numberOfPackagesPerHotel: 20, pagination: { limit: 10 } });
    const hotel = base.exactMatch[0]!;
    const withKids = await offers({
      hotelId: hotel.id,
      numberOfPackagesPerHotel: 20,
      searchCriterias: { filters: { offer: { familyComposition: { adults: 3, children: 2, babies: 1 } } } },
    });
    expect(withKids.searchDetails).toMatchObject({ adult: 3, child: 2, baby: 1 });
    const before = new Map([hotel.mainPackage, ...hotel.otherPackages].map((p) => [p.id, p.sellPrice]));
    const after = [withKids.exactMatch[0]!.mainPackage, ...withKids.exactMatch[0]!.otherPackages];
    expect(after.length).toBeGreaterThan(0);
    let higher = 0;
    for (const p of after) {
      expect(p.participants).toBe(6);
      const old = before.get(p.id);
      if (old !== undefined) {
        expect(p.sellPrice).toBeGreaterThanOrEqual(old);
        if (p.sellPrice > old) higher++;
      }
    }
    expect(higher).toBeGreaterThan(0);
  });

  it("prices gifts as single vouchers", async () => {
    const r = await offers({ type: "gift", orderBy: "svPriceAsc", searchCriterias: { flow: "gifting" } });
    expect(r.resultsCount).toBeGreaterThan(0);
    const prices = mains(r).map((m) => m.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const m of mains(r)) {
      expect(m.priceType).toBe("gift");
      expect(m.itemCategory).toBe("single_voucher");
      expect(m.autoDiscount).toBeNull();
    }
  });

  it("excludes hotels and restricts to one hotel", async () => {
    const first = await offers({ pagination: { limit: 3 } });
    const ids = first.exactMatch.map((h) => h.id);
    const without = await offers({ excludedHotelIds: ids, pagination: { limit: 100 } });
    expect(without.resultsCount).toBe(first.resultsCount - ids.length);
    for (const h of without.exactMatch) expect(ids).not.toContain(h.id);
    const one = await offers({ hotelId: ids[0] });
    expect(one.resultsCount).toBe(1);
    expect(one.exactMatch[0]!.id).toBe(ids[0]);
  });

  it("adds map results on request", async () => {
    const r = await offers({ performMapSearch: true, pagination: { limit: 5 } });
    expect(r.mapResults?.length).toBe(r.resultsCount);
  });

  it("refuses a past check-in and a stay over 20 nights with a clear 400 (issue 13 item 4)", async () => {
    for (const offer of [{ checkin: inDays(-3), nights: 2 }, { checkin: inDays(10), nights: 25 }]) {
      const res = await call("POST", "/offers.json", { locale: "fr_FR", searchCriterias: { filters: { offer } } });
      expect(res.status).toBe(400);
      const err = res.body as { error: string; issues: { path: string; message: string }[] };
      expect(err.error).toMatch(offer.nights > 20 ? /nights must be <= 20/ : /is in the past/);
      expect(err.issues[0]!.path).toMatch(/checkin|nights/);
    }
    const top = await call("POST", "/offers.json", { locale: "fr_FR", checkin: inDays(-1), night: 1 });
    expect(top.status).toBe(400);
    // Gifting ignores dates: nothing to refuse.
    expect((await call("POST", "/offers.json", { locale: "fr_FR", type: "gift", checkin: inDays(-1), night: 1 })).status).toBe(200);
    expect((await call("POST", "/offers.json", { locale: "fr_FR", checkin: inDays(1), night: 2 })).status).toBe(200);
  });

  it("refuses malformed bodies with a 400 JSON error", async () => {
    const bad: unknown[] = [
      "not json",
      "[]",
      { locale: "xx_XX" },
      {},
      { locale: "fr_FR", adult: 0 },
      { locale: "fr_FR", adult: 1e12 },
      { locale: "fr_FR", child: -1 },
      { locale: "fr_FR", checkin: "2026-02-30" },
      { locale: "fr_FR", checkin: "tomorrow" },
      { locale: "fr_FR", orderBy: "cheapest" },
      { locale: "fr_FR", pagination: { page: 0, limit: 100000 } },
      { locale: "fr_FR", pagination: { page: -1 } },
      { locale: "fr_FR", excludedHotelIds: Array.from({ length: 5000 }, (_, i) => i + 1) },
      { locale: "fr_FR", searchCriterias: { filters: { property: { stars: ["five"] } } } },
      { locale: "fr_FR", searchCriterias: { filters: { property: { location: { latitude: 123, longitude: 2 } } } } },
      { locale: "fr_FR", searchCriterias: { filters: { offer: { price: { min: 1e15 } } } } },
      { locale: "fr_FR", searchCriterias: { flow: "teleport" } },
    ];
    for (const body of bad) {
      const res = await call("POST", "/offers.json", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const err = res.body as { error: string; issues: { path: string; message: string }[] };
      expect(typeof err.error).toBe("string");
      expect(Array.isArray(err.issues)).toBe(true);
    }
    const huge = await call("POST", "/offers.json", JSON.stringify({ locale: "fr_FR", pad: "x".repeat(40_000) }));
    expect(huge.status).toBe(413);
    const get = await call("GET", "/offers.json");
    expect(get.status).toBe(405);
  });
});

/**
 * GET /hotel/:id/detail.json against the seeded catalog (spec 001 §2 "Hotel page", §3 Hotel, Room,
 * Stay offer, §4 offer list, §7).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HotelDetailResponseSchema } from "../../shared/contract/hotel-detail";
import { call, getValid, inDays, offers } from "./test-helpers";

const detail = (id: number, query = "", locale = "fr_FR") => getValid(HotelDetailResponseSchema, `/hotel/${id}/detail.json?locale=${locale}${query}`);

describe("hotel/:id/detail.json", () => {
  it("describes a hotel with its rooms, each selling the hotel's stays at their from price", async () => {
    const found = await offers({ numberOfPackagesPerHotel: 3, pagination: { limit: 5 } });
    const card = found.exactMatch[0]!.mainPackage;
    const h = await detail(card.hotel.id);
    expect(h).toMatchObject({ id: card.hotel.id, label: card.hotel.label, stars: card.hotel.stars, active: true, hasSelectedDates: false, checkin: null, paxCount: 2 });
    expect(h.uri).toMatch(new RegExp(`^/hotel/${h.id}-[a-z0-9-]+$`));
    expect(h.review).toEqual(card.hotel.review);
    expect(h.breadcrumb[0]).toEqual({ label: "Accueil", url: "/" });
    expect(h.breadcrumb.at(-1)).toEqual({ label: h.label, url: h.uri });
    expect(h.images.length).toBeGreaterThanOrEqual(3);
    expect(h.rooms.length).toBeGreaterThanOrEqual(1);
    expect(h.rooms.length).toBeLessThanOrEqual(3);
    for (const r of h.rooms) {
      expect(r.size).toBeGreaterThan(0);
      expect(r.maxCapacity).toBeGreaterThanOrEqual(r.capacity);
      expect(r.images[0]).toMatch(/^\/img\/room\//);
      for (const o of r.offers) {
        expect(o.room).toBe(r.id);
        expect(o.price.priceType).toBe("from");
        expect(o.uri).toMatch(/^\/stay\//);
      }
    }
    // Every live stay of the hotel is sold in one room, and the card's main stay is among them at the same from price.
    const all = h.rooms.flatMap((r) => r.offers);
    expect(new Set(all.map((o) => o.id)).size).toBe(all.length);
    expect(all.find((o) => o.id === card.id)?.price.sellPrice).toBe(card.sellPrice);
    const live = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM packages WHERE hotel_id = ?1 AND item_category = 'weekend' AND published = 1 AND (expiration IS NULL OR expiration >= date('now'))",
    ).bind(h.id).first<{ n: number }>();
    expect(all.length).toBe(live!.n);
  });

  it("prices the offers for the dates and party, as the stay page does", async () => {
    const found = await offers({ checkin: inDays(40), pagination: { limit: 3 } });
    const card = found.exactMatch[0]!.mainPackage;
    const h = await detail(card.hotel.id, `&checkin=${card.checkin}&night=${card.nights}`);
    expect(h.hasSelectedDates).toBe(true);
    expect(h.nights).toBe(card.nights);
    const offer = h.rooms.flatMap((r) => r.offers).find((o) => o.id === card.id);
    expect(offer, "the search's bookable stay is offered").toBeDefined();
    expect(offer!.price).toMatchObject({ sellPrice: card.sellPrice, priceType: "final", nights: card.nights });
    expect(offer!.availableRooms).toBe(card.availableRooms);
    expect(offer!.checkin).toBe(card.checkin);
    const stay = await call("GET", `/weekend/${card.id}/detail.json?locale=fr_FR&checkin=${card.checkin}&night=${card.nights}`);
    expect((stay.body as { price: { sellPrice: number } }).price.sellPrice).toBe(offer!.price.sellPrice);

    const family = await detail(card.hotel.id, `&checkin=${card.checkin}&night=${card.nights}&adult=2&child=1&baby=1`);
    expect(family.paxCount).toBe(4);
    const familyOffer = family.rooms.flatMap((r) => r.offers).find((o) => o.id === card.id);
    if (familyOffer) expect(familyOffer.price.sellPrice).toBeGreaterThanOrEqual(offer!.price.sellPrice);
  });

  it("offers nothing in a room too small for the party", async () => {
    const row = await env.DB.prepare(
      `SELECT r.hotel_id FROM rooms r JOIN hotels h ON h.id = r.hotel_id WHERE h.active = 1 AND r.max_capacity = 2
         AND EXISTS (SELECT 1 FROM room_packages rp JOIN packages p ON p.id = rp.package_id WHERE rp.room_id = r.id AND p.published = 1 AND p.expiration IS NULL)
       ORDER BY r.hotel_id LIMIT 1`,
    ).first<{ hotel_id: number }>();
    const h = await detail(row!.hotel_id, "&adult=3");
    for (const r of h.rooms) if (r.maxCapacity < 3) expect(r.offers).toEqual([]);
    const two = await detail(row!.hotel_id, "&adult=2");
    expect(two.rooms.some((r) => r.maxCapacity === 2 && r.offers.length > 0)).toBe(true);
  });

  it("answers an inactive hotel with active false and no offers", async () => {
    const row = await env.DB.prepare("SELECT id FROM hotels WHERE active = 0 ORDER BY id LIMIT 1").first<{ id: number }>();
    expect(row, "the seed holds inactive hotels").not.toBeNull();
    const h = await detail(row!.id, `&checkin=${inDays(30)}&night=1`);
    expect(h.active).toBe(false);
    expect(h.rooms.length).toBeGreaterThan(0);
    expect(h.rooms.flatMap((r) => r.offers)).toEqual([]);
  });

  it("lists up to 9 active nearby hotels, nearest first, with hotel page links", async () => {
    const found = await offers({ pagination: { limit: 1 } });
    const h = await detail(found.exactMatch[0]!.mainPackage.hotel.id);
    expect(h.nearbyHotels.length).toBeGreaterThan(0);
    expect(h.nearbyHotels.length).toBeLessThanOrEqual(9);
    const distances = h.nearbyHotels.map((n) => n.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const n of h.nearbyHotels) {
      expect(n.id).not.toBe(h.id);
      expect(n.uri).toMatch(new RegExp(`^/hotel/${n.id}-`));
    }
  });

  it("speaks the locale's language", async () => {
    const found = await offers({ pagination: { limit: 1 } });
    const id = found.exactMatch[0]!.mainPackage.hotel.id;
    const [fr, nl, es, it_] = await Promise.all([detail(id), detail(id, "", "nl_BE"), detail(id, "", "es_ES"), detail(id, "", "it_IT")]);
    expect(nl.breadcrumb[0]!.label).not.toBe(fr.breadcrumb[0]!.label);
    expect(new Set([fr.rooms[0]!.description, nl.rooms[0]!.description, es.rooms[0]!.description, it_.rooms[0]!.description]).size).toBe(4);
  });

  it("answers 404 for an unknown id and 400 for a malformed id or query", async () => {
    const missing = await call("GET", "/hotel/999999999/detail.json?locale=fr_FR");
    expect(missing.status).toBe(404);
    expect((missing.body as { error: string }).error).toMatch(/not found/);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await call("GET", `/hotel/${id}/detail.json?locale=fr_FR`);
      expect(res.status, id).toBe(400);
    }
    for (const query of ["adult=99", "checkin=2026-02-30&night=1", `checkin=${inDays(10)}`, "night=2", "locale=xx"]) {
      const res = await call("GET", `/hotel/1/detail.json?locale=fr_FR&${query}`.replace("locale=fr_FR&locale=xx", "locale=xx"));
      expect(res.status, query).toBe(400);
      expect((res.body as { error: string }).error.length).toBeGreaterThan(0);
    }
    const post = await call("POST", "/hotel/1/detail.json?locale=fr_FR", {});
    expect(post.status).toBe(405);
  });
});

/**
 * GET /weekend/:id/detail.json against the seeded catalog (spec 001 §2 stay page, §3, §7).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { WeekendDetailResponseSchema } from "../../shared/contract/weekend-detail";
import { call, getValid, inDays, offers } from "./test-helpers";

const detail = (id: number, query = "") => getValid(WeekendDetailResponseSchema, `/weekend/${id}/detail.json?locale=fr_FR${query}`);

describe("weekend/:id/detail.json", () => {
  it("describes a known stay with its hotel, program and price", async () => {
    const found = await offers({ numberOfPackagesPerHotel: 3, pagination: { limit: 5 } });
    const card = found.exactMatch[0]!.mainPackage;
    const d = await detail(card.id);
    expect(d.id).toBe(card.id);
    expect(d.label).toBe(card.label);
    expect(d.hotel.id).toBe(card.hotel.id);
    expect(d.price.sellPrice).toBe(card.sellPrice);
    expect(d.price.priceType).toBe("from");
    expect(d.published).toBe(true);
    expect(d.images.length).toBeGreaterThan(0);
    expect(d.hotel.reviewDetails.map((r) => r.label)).toEqual(["welcoming", "comfort", "cleanliness", "food", "localization", "priceQualityRatio"]);
    expect(d.hotel.localTax).toMatchObject({ currency: "EUR", toBePaidAtHotel: true });
    expect(d.hotel.breadcrumb[0]).toEqual({ label: "Accueil", url: "/" });
    expect(d.hotel.breadcrumb.at(-1)!.label).toBe(d.hotel.label);
    // A link to the hotel leads to the hotel's own page, /hotel/{id}-{slug} (spec 001 §2 Hotel page:
    // the hotel id is the second segment), from the detail, its breadcrumb and the cards alike; the
    // hotel's search location is not its page.
    expect(d.hotel.uri).toMatch(new RegExp(`^/hotel/${d.hotel.id}-[a-z0-9-]+$`));
    expect(d.hotel.breadcrumb.at(-1)!.url).toBe(d.hotel.uri);
    expect(card.hotel.uri).toBe(d.hotel.uri);
    expect(d.programLine.some((l) => l.type === "room")).toBe(d.nights > 0);
    // The hotel modals' data (spec 001 §2 hotel services, things to know) and the Room tab's room.
    expect(d.hotel.highlightedFacilities.length).toBeLessThanOrEqual(6);
    for (const f of d.hotel.highlightedFacilities) expect(d.hotel.facilities).toContainEqual(f);
    expect(d.hotel.importantInfos.length).toBeGreaterThan(0);
    for (const info of d.hotel.importantInfos) expect(info).not.toMatch(/animal|animaux/i);
    expect(d.room).not.toBeNull();
    expect(d.room!.size).toBeGreaterThan(0);
    expect(d.room!.maxCapacity).toBeGreaterThanOrEqual(d.room!.capacity);
    expect(d.otherPackages.length).toBeLessThanOrEqual(6);
    for (const o of d.otherPackages) {
      expect(o.hotel.id).toBe(d.hotel.id);
      expect(o.id).not.toBe(d.id);
    }
  });

  it("prices a check-in date for the party", async () => {
    const found = await offers({ checkin: inDays(40), pagination: { limit: 3 } });
    const card = found.exactMatch[0]!.mainPackage;
    const d = await detail(card.id, `&checkin=${card.checkin}`);
    expect(d.price.priceType).toBe("final");
    expect(d.price.available).toBe(true);
    expect(d.price.sellPrice).toBe(card.sellPrice);
    expect(d.price.availableRooms).toBe(card.availableRooms);
    expect(d.hasSelectedDates).toBe(true);
    const family = await detail(card.id, `&checkin=${card.checkin}&adult=2&child=2&baby=1`);
    expect(family.price.paxCount).toBe(5);
    expect(family.price.sellPrice).toBeGreaterThanOrEqual(d.price.sellPrice);
    const gift = await detail(card.id, "&flow=gifting");
    expect(gift.price.priceType).toBe("gift");
    expect(gift.itemCategory).toBe("single_voucher");
  });

  it("names the hotel's channel-manager connection, the same on the detail and the cards (spec 001 §6)", async () => {
    const found = await offers({ pagination: { limit: 12 } });
    const cards = found.exactMatch.map((h) => h.mainPackage);
    const connected = cards.filter((c) => c.channelManagerId !== null);
    expect(connected.length).toBeGreaterThan(0);
    expect(cards.some((c) => c.hotel.id % 3 === 0) ? cards.filter((c) => c.hotel.id % 3 === 0).every((c) => c.channelManagerId === null) : true).toBe(true);
    const d = await detail(connected[0]!.id);
    expect(d.channelManagerId).toBe(connected[0]!.channelManagerId);
    expect(d.channelManagerId).toMatch(/^\d{5}$/);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await call("GET", "/weekend/999999999/detail.json?locale=fr_FR");
    expect(missing.status).toBe(404);
    expect((missing.body as { error: string }).error).toMatch(/not found/);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await call("GET", `/weekend/${id}/detail.json?locale=fr_FR`);
      expect(res.status, id).toBe(400);
    }
    const badQuery = await call("GET", "/weekend/1/detail.json?locale=fr_FR&adult=99");
    expect(badQuery.status).toBe(400);
  });
});

describe("weekend/:id/detail.json: expired offers and breadcrumb (issue 13 items 10, 14)", () => {
  it("answers an unpublished offer as not published, with live stays to suggest instead", async () => {
    const row = await env.DB.prepare("SELECT id FROM packages WHERE published = 0 ORDER BY id LIMIT 1").first<{ id: number }>();
    expect(row, "the seed holds unpublished packages").not.toBeNull();
    const d = await detail(row!.id);
    expect(d.published).toBe(false);
    expect(d.otherPackages.length).toBeGreaterThan(0);
    const ids = d.otherPackages.map((o) => o.id);
    expect(ids).not.toContain(d.id);
    const { results } = await env.DB.prepare(
      `SELECT p.id, p.published, h.active FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.id IN (${ids.map(() => "?").join(",")})`,
    ).bind(...ids).all<{ id: number; published: number; active: number }>();
    for (const r of results) expect(r, "only live offers are suggested").toMatchObject({ published: 1, active: 1 });
  });

  it("names each place once when a city and its province share a name (Ávila › Ávila)", async () => {
    const row = await env.DB.prepare(
      `SELECT p.id, d.label_fr AS city FROM packages p JOIN hotels h ON h.id = p.hotel_id JOIN destinations d ON d.id = h.destination_id
       JOIN areas dep ON dep.id = d.department_id WHERE dep.label_fr = d.label_fr AND p.published = 1 ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; city: string }>();
    expect(row, "the seed holds a city named like its province").not.toBeNull();
    const d = await detail(row!.id);
    const labels = d.hotel.breadcrumb.map((b) => b.label);
    expect(labels.filter((l) => l === row!.city)).toHaveLength(1);
    for (let i = 1; i < labels.length; i++) expect(labels[i], labels.join(" › ")).not.toBe(labels[i - 1]);
  });

  it("prices the gifting flow as a gift, never 'from'", async () => {
    const found = await offers({ pagination: { limit: 1 } });
    const id = found.exactMatch[0]!.mainPackage.id;
    const gift = await detail(id, "&flow=gifting&client=msite&adult=2&child=0&baby=0");
    expect(gift.price.priceType).toBe("gift");
  });
});

/**
 * GET /weekend/:id/quote-realtime.json and the cart hand-off POST /carts.json, GET /carts/:id.json
 * against the seeded catalog (spec 001 §3 Quote, Local tax, Booking price breakdown; §4 Book; §5
 * quote errors; §7).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ActivityDetailResponseSchema } from "../../shared/contract/activity-detail";
import { CartSchema, type Cart } from "../../shared/contract/cart";
import { QuoteResponseSchema } from "../../shared/contract/weekend-quote";
import { QuoteRealtimeResponseSchema } from "../../shared/contract/weekend-quote-realtime";
import { call, getValid, inDays, offers } from "./test-helpers";

/** A bookable stay 40 days ahead: package id, check-in and nights. */
async function bookableStay() {
  const found = await offers({ checkin: inDays(40), pagination: { limit: 3 } });
  const card = found.exactMatch[0]!.mainPackage;
  return { id: card.id, checkin: card.checkin!, nights: card.nights, sellPrice: card.sellPrice };
}

const realtime = (id: number, q: string) => getValid(QuoteRealtimeResponseSchema, `/weekend/${id}/quote-realtime.json?locale=fr_FR&${q}`);

describe("weekend/:id/quote-realtime.json", () => {
  it("quotes what quote.json quotes, with the hotel's local tax per adult per night paid at the hotel", async () => {
    const s = await bookableStay();
    const q = `checkin=${s.checkin}&nights=${s.nights}&adult=3&child=1`;
    const rt = await realtime(s.id, q);
    const plain = await getValid(QuoteResponseSchema, `/weekend/${s.id}/quote.json?locale=fr_FR&${q}`);
    expect(rt.bookable).toBe(true);
    expect(rt.priceInfo).toEqual(plain.priceInfo);
    expect(rt.localTax.type).toBe("PER_PERSON_PER_NIGHT");
    expect(rt.localTax.toBePaidAtHotel).toBe(true);
    expect(rt.localTax.currency).toBe("EUR");
    expect(rt.localTax.total).toBe(rt.localTax.amount * 3 * s.nights);
    expect(rt.localTax.total).toBe(plain.localTaxTotalAmount);
    expect(rt.reservationCriteria).toMatchObject({ checkin: s.checkin, nights: s.nights, adult: 3, child: 1, baby: 0 });
    expect(rt.cancellationPolicy.message.length).toBeGreaterThan(0);
  });

  it("follows the rates in D1 at once (the price the page showed may have moved)", async () => {
    const s = await bookableStay();
    const q = `checkin=${s.checkin}&nights=${s.nights}`;
    const before = await realtime(s.id, q);
    await env.DB.prepare("UPDATE rate_plans SET sell_price_cents = sell_price_cents + 1000 WHERE package_id = ?1").bind(s.id).run();
    try {
      const after = await realtime(s.id, q);
      expect(after.priceInfo!.sellPrice).toBeGreaterThan(before.priceInfo!.sellPrice);
    } finally {
      await env.DB.prepare("UPDATE rate_plans SET sell_price_cents = sell_price_cents - 1000 WHERE package_id = ?1").bind(s.id).run();
    }
  });

  it("answers not bookable in the past, 404 for an unknown package, 400 for bad input", async () => {
    const s = await bookableStay();
    const past = await realtime(s.id, `checkin=${inDays(-3)}`);
    expect(past.bookable).toBe(false);
    expect(past.priceInfo).toBeNull();
    expect(past.errors[0]!.code).toBe("PACKAGE_NOT_AVAILABLE_CHECKIN");
    expect((await call("GET", `/weekend/999999999/quote-realtime.json?locale=fr_FR&checkin=${s.checkin}`)).status).toBe(404);
    for (const path of [`/weekend/abc/quote-realtime.json?locale=fr_FR&checkin=${s.checkin}`, `/weekend/${s.id}/quote-realtime.json?locale=fr_FR`, `/weekend/${s.id}/quote-realtime.json?locale=fr_FR&checkin=2026-02-30`, `/weekend/${s.id}/quote-realtime.json?locale=fr_FR&checkin=${s.checkin}&adult=0`]) {
      const res = await call("GET", path);
      expect(res.status, path).toBe(400);
      expect((res.body as { error: string }).error, path).toMatch(/Invalid/);
    }
  });
});

describe("carts", () => {
  it("creates a cart with the reservation criteria and the agreed price, and reads it back in another language", async () => {
    const s = await bookableStay();
    const rt = await realtime(s.id, `checkin=${s.checkin}&nights=${s.nights}&adult=2&baby=1`);
    const res = await call("POST", "/carts.json", { locale: "fr_FR", packageId: s.id, checkin: s.checkin, nights: s.nights, adult: 2, child: 0, baby: 1, expectedSellPrice: rt.priceInfo!.sellPrice });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = res.body as Cart;
    expect(cart.id).toMatch(/^[0-9a-f]{32}$/);
    expect(cart.reservationCriteria).toEqual({ checkin: s.checkin, checkout: rt.reservationCriteria.checkout, nights: s.nights, adult: 2, child: 0, baby: 1 });
    expect(cart.priceInfo.sellPrice).toBe(rt.priceInfo!.sellPrice);
    expect(cart.localTax.total).toBe(rt.localTax.total);
    expect(cart.breakdown.remainingAmountToPay).toBe(rt.priceInfo!.sellPrice);
    expect(cart.payment).toEqual({ provider: null, takesMoney: false });
    expect(cart.type).toBe("STAY");
    expect(cart.uri).toMatch(new RegExp(`^/stay/${s.id}-`));
    // The hotel's city, for the booking modification's search around it (decision 046).
    const city = await env.DB.prepare("SELECT d.id, d.latitude, d.longitude FROM packages p JOIN hotels h ON h.id = p.hotel_id JOIN destinations d ON d.id = h.destination_id WHERE p.id = ?1").bind(s.id).first<{ id: number; latitude: number; longitude: number }>();
    expect(cart.hotel.destination).toEqual(city);
    const nl = await getValid(CartSchema, `/carts/${cart.id}.json?locale=nl_BE`);
    expect(nl.id).toBe(cart.id);
    expect(nl.priceInfo).toEqual(cart.priceInfo);
    expect(nl.hotel).toEqual(cart.hotel);
    expect(nl.uri).toBe(cart.uri);
  });

  it("refuses a price the shopper did not agree to with 409 PRICE_CHANGED, and stores nothing", async () => {
    const s = await bookableStay();
    const before = await env.DB.prepare("SELECT count(*) AS n FROM carts").first<{ n: number }>();
    const res = await call("POST", "/carts.json", { locale: "fr_FR", packageId: s.id, checkin: s.checkin, nights: s.nights, adult: 2, expectedSellPrice: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "PRICE_CHANGED", expected: 1 });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM carts").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("answers 400 with the failing field for bad input, 400 when not bookable, 404 for unknown ids", async () => {
    const s = await bookableStay();
    const good = { locale: "fr_FR", packageId: s.id, checkin: s.checkin, nights: s.nights, adult: 2, expectedSellPrice: s.sellPrice };
    for (const [body, field] of [
      [{ ...good, packageId: "x" }, "packageId"],
      [{ ...good, checkin: "2026-13-01" }, "checkin"],
      [{ ...good, adult: 0 }, "adult"],
      [{ ...good, nights: 99 }, "nights"],
      [{ ...good, expectedSellPrice: 12.5 }, "expectedSellPrice"],
      [{ ...good, expectedSellPrice: undefined }, "expectedSellPrice"],
    ] as const) {
      const res = await call("POST", "/carts.json", body);
      expect(res.status, field).toBe(400);
      expect(JSON.stringify((res.body as { issues: unknown }).issues), field).toContain(field);
    }
    expect((await call("POST", "/carts.json", "not json")).status).toBe(400);
    const past = await call("POST", "/carts.json", { ...good, checkin: inDays(-3) });
    expect(past.status).toBe(400);
    expect((past.body as { error: string }).error).toBe("The offer is not bookable with these criterias");
    expect((await call("POST", "/carts.json", { ...good, packageId: 999999999 })).status).toBe(404);
    expect((await call("GET", `/carts/${"0".repeat(32)}.json?locale=fr_FR`)).status).toBe(404);
    expect((await call("GET", "/carts/not-a-cart.json?locale=fr_FR")).status).toBe(400);
  });

  it("re-quotes a stored cart as the booking summary does: a moved rate shows, the old price is refused, a cart at the new price replaces it", async () => {
    const s = await bookableStay();
    const rt = await realtime(s.id, `checkin=${s.checkin}&nights=${s.nights}`);
    const created = await call("POST", "/carts.json", { locale: "fr_FR", packageId: s.id, checkin: s.checkin, nights: s.nights, adult: 2, expectedSellPrice: rt.priceInfo!.sellPrice });
    const cart = created.body as Cart;
    const rc = cart.reservationCriteria;
    // The summary's call (client/features/booking/api/requote.ts): the cart's own criteria.
    const requote = () => realtime(cart.packageId, `checkin=${rc.checkin}&nights=${rc.nights}&adult=${rc.adult}&child=${rc.child}&baby=${rc.baby}&smartcapacity=true`);
    expect((await requote()).priceInfo!.sellPrice).toBe(cart.priceInfo.sellPrice);
    await env.DB.prepare("UPDATE rate_plans SET sell_price_cents = sell_price_cents - 700 WHERE package_id = ?1").bind(s.id).run();
    try {
      const moved = await requote();
      expect(moved.priceInfo!.sellPrice).toBeLessThan(cart.priceInfo.sellPrice);
      const again = { locale: "fr_FR", packageId: cart.packageId, checkin: rc.checkin, nights: rc.nights, adult: rc.adult, child: rc.child, baby: rc.baby };
      expect((await call("POST", "/carts.json", { ...again, expectedSellPrice: cart.priceInfo.sellPrice })).status).toBe(409);
      const replaced = await call("POST", "/carts.json", { ...again, expectedSellPrice: moved.priceInfo!.sellPrice });
      expect(replaced.status).toBe(200);
      expect((replaced.body as Cart).priceInfo.sellPrice).toBe(moved.priceInfo!.sellPrice);
      expect((replaced.body as Cart).reservationCriteria).toEqual(rc);
      // The stored cart keeps the price it was made at.
      expect((await getValid(CartSchema, `/carts/${cart.id}.json?locale=fr_FR`)).priceInfo.sellPrice).toBe(cart.priceInfo.sellPrice);
    } finally {
      await env.DB.prepare("UPDATE rate_plans SET sell_price_cents = sell_price_cents + 700 WHERE package_id = ?1").bind(s.id).run();
    }
  });

  it("an activity cart has no date and its price table's figure; the summary re-checks it against the table (decision 061)", async () => {
    const row = await env.DB.prepare(
      "SELECT p.id FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.item_category = 'activity' AND p.published = 1 AND h.active = 1 AND p.expiration IS NULL ORDER BY p.id LIMIT 1",
    ).first<{ id: number }>();
    const d = await getValid(ActivityDetailResponseSchema, `/activity-only/weekend/${row!.id}/detail.json?locale=fr_FR`);
    const two = d.prices.find((p) => p.paxComposition.adults === 2)!;
    // A day sent by an older client is ignored: the activity is bought without one.
    const created = await call("POST", "/carts.json", { locale: "fr_FR", packageId: row!.id, checkin: d.bookingDay, nights: 0, adult: 2, expectedSellPrice: two.sellPrice });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const cart = created.body as Cart;
    expect(cart.type).toBe("ACTIVITY");
    expect(cart.reservationCriteria).toMatchObject({ checkin: null, checkout: null, nights: 0, adult: 2 });
    expect(cart.priceInfo.sellPrice).toBe(two.perPersonPrice * 2);
    expect(cart.localTax.total).toBe(0);
    // A stay still needs its check-in.
    const stay = await env.DB.prepare("SELECT id FROM packages WHERE item_category = 'weekend' LIMIT 1").first<{ id: number }>();
    expect((await call("POST", "/carts.json", { locale: "fr_FR", packageId: stay!.id, nights: 2, adult: 2, expectedSellPrice: 1 })).status).toBe(400);
  });
});

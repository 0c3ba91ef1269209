/**
 * A gift recipient's offers filters and the code used once (spec 001 §7 beneficiary boxes /
 * single-vouchers offers and facets with checkinDate, hotelId, numberOfPackagesPerHotel,
 * matchOfferRangePriceWithGiftAmount; issue 15 booking with the gift; decision 054), on workerd
 * against the seeded catalog. Codes of its own (inserted here): the shared development codes of
 * migration 0011 stay unused for the other files.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { CartSchema } from "../../shared/contract/cart";

let ip = 0;
function call(path: string, opts: { body?: unknown; cookie?: string; host?: string; post?: boolean } = {}) {
  const host = opts.host ?? "fr.localhost";
  const headers: Record<string, string> = { "cf-connecting-ip": `198.51.102.${++ip % 250}`, origin: `http://${host}` };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.cookie) headers.cookie = opts.cookie;
  const method = opts.body === undefined && !opts.post ? "GET" : "POST";
  return SELF.fetch(`http://${host}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
}

async function login(code: string, host?: string): Promise<string> {
  const res = await call("/api/account/beneficiary/login", { body: { code }, host });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((h) => h.split(";")[0]).join("; ");
}

async function addCode(code: string, kind: "box" | "single_voucher", value: number | null) {
  await env.DB.prepare("INSERT OR REPLACE INTO beneficiary_codes (code, kind, box_position, value_cents, nights, expires_on) VALUES (?1, ?2, ?3, ?4, ?5, '2099-12-31')")
    .bind(code, kind, kind === "box" ? 0 : null, value, kind === "box" ? null : 1)
    .run();
}

interface Offer { id: number; sellPrice: number; hotel: { id: number } }
interface Answer { kind: string; exactMatch: boolean; searchDetails: { totalCount: number; page: number; limit: number }; offers: Offer[]; facets: { stars: { value: number; count: number }[]; themes: { count: number }[] } }

const get = async (path: string, cookie: string) => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Answer;
};

/** Bookable check-in days of one package over the next two months (the stay page's calendar). */
async function bookableDays(offer: Offer): Promise<string[]> {
  const month = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 7);
  const avail = (await (await call(`/api/hotels/${offer.hotel.id}/availabilities.json?packageId=${offer.id}&month=${month}&length=2&adult=2&child=0&baby=0`)).json()) as { days: Record<string, unknown> };
  return Object.keys(avail.days ?? {}).sort();
}

beforeAll(async () => {
  await (await SELF.fetch("http://fr.localhost/api/account/me")).text();
  await addCode("TEST-SV-054-A", "single_voucher", 40000);
  await addCode("TEST-SV-054-B", "single_voucher", 40000);
  await addCode("TEST-SV-054-C", "single_voucher", 40000);
  await addCode("TEST-BOX-054", "box", null);
});

describe("recipient's offers filters", () => {
  it("single voucher: hotelId, numberOfPackagesPerHotel and checkinDate narrow the set in SQL; facets follow", async () => {
    const cookie = await login("TEST-SV-054-A");
    const base = "/api/account/beneficiary/single-vouchers/offers?matchOfferRangePriceWithGiftAmount=false";
    const all = await get(base, cookie);
    expect(all.searchDetails.totalCount).toBeGreaterThan(8);
    const first = all.offers[0]!;
    const byHotel = await get(`${base}&hotelId=${first.hotel.id}`, cookie);
    expect(byHotel.offers.length).toBeGreaterThan(0);
    expect(byHotel.offers.every((o) => o.hotel.id === first.hotel.id)).toBe(true);
    expect(byHotel.searchDetails.totalCount).toBeLessThan(all.searchDetails.totalCount);
    const onePerHotel = await get(`${base}&numberOfPackagesPerHotel=1`, cookie);
    const hotels = (await env.DB.prepare(
      "SELECT count(DISTINCT p.hotel_id) AS n FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.item_category = 'weekend' AND p.published = 1 AND h.active = 1 AND p.nights = 1 AND (p.expiration IS NULL OR p.expiration >= date('now'))",
    ).first<{ n: number }>())!.n;
    expect(onePerHotel.searchDetails.totalCount).toBe(hotels);
    expect(new Set(onePerHotel.offers.map((o) => o.hotel.id)).size).toBe(onePerHotel.offers.length);
    // A day the first offer is bookable: it is kept, and every offer kept is bookable that day.
    const day = (await bookableDays(first))[3]!;
    const onDay = await get(`${base}&checkinDate=${day}&hotelId=${first.hotel.id}`, cookie);
    expect(onDay.offers.map((o) => o.id)).toContain(first.id);
    const anyOnDay = await get(`${base}&checkinDate=${day}`, cookie);
    expect(anyOnDay.searchDetails.totalCount).toBeLessThanOrEqual(all.searchDetails.totalCount);
    for (const o of anyOnDay.offers.slice(0, 3)) expect(await bookableDays(o)).toContain(day);
    // A day long past: nothing.
    expect((await get(`${base}&checkinDate=2020-01-04`, cookie)).searchDetails.totalCount).toBe(0);
    // Facets count the same filtered set.
    const facets = await get(`/api/account/beneficiary/single-vouchers/facets?matchOfferRangePriceWithGiftAmount=false&checkinDate=${day}`, cookie);
    expect(facets.facets.stars.reduce((n, f) => n + f.count, 0)).toBe(anyOnDay.searchDetails.totalCount);
    expect(facets.offers).toBeUndefined();
    // The voucher's value applies unless matchOfferRangePriceWithGiftAmount is false.
    const matched = await get("/api/account/beneficiary/single-vouchers/offers", cookie);
    expect(matched.offers.every((o) => o.sellPrice <= 40000)).toBe(true);
    expect(matched.searchDetails.totalCount).toBeLessThanOrEqual(all.searchDetails.totalCount);
  });

  it("box: checkinDate narrows its offers and facets; the other kind's paths answer 403", async () => {
    const cookie = await login("TEST-BOX-054");
    const all = await get("/api/account/beneficiary/boxes/offers", cookie);
    expect(all.exactMatch).toBe(true);
    let pick: { offer: Offer; day: string } | null = null;
    for (const offer of all.offers) {
      const day = (await bookableDays(offer))[2];
      if (day) {
        pick = { offer, day };
        break;
      }
    }
    expect(pick).not.toBeNull();
    const { offer, day } = pick!;
    const onDay = await get(`/api/account/beneficiary/boxes/offers?checkinDate=${day}&hotelId=${offer.hotel.id}`, cookie);
    expect(onDay.offers.map((o) => o.id)).toContain(offer.id);
    expect(onDay.searchDetails.totalCount).toBeLessThanOrEqual(all.searchDetails.totalCount);
    const facets = await get(`/api/account/beneficiary/boxes/facets?checkinDate=${day}&hotelId=${offer.hotel.id}`, cookie);
    expect(facets.facets.stars.reduce((n, f) => n + f.count, 0)).toBe(onDay.searchDetails.totalCount);
    const wrong = await call("/api/account/beneficiary/single-vouchers/offers", { cookie });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: "WRONG_KIND", kind: "box" });
  });

  it("refuses malformed filters with 400", async () => {
    const cookie = await login("TEST-SV-054-A");
    for (const q of ["checkinDate=2026-02-30", "checkinDate=tomorrow", "hotelId=abc", "hotelId=0", "numberOfPackagesPerHotel=21", "numberOfPackagesPerHotel=0", "matchOfferRangePriceWithGiftAmount=maybe", "page=-1"]) {
      const res = await call(`/api/account/beneficiary/offers?${q}`, { cookie });
      expect(res.status, q).toBe(400);
    }
    expect((await call("/api/account/beneficiary/boxes/facets")).status).toBe(401);
  });
});

describe("a gift code is used once", () => {
  it("confirming the recipient's booking uses the code: login, offers and carts then answer 410 'already used'", async () => {
    const cookie = await login("TEST-SV-054-B", "nl.localhost");
    const list = await get("/api/account/beneficiary/offers?matchOfferRangePriceWithGiftAmount=true", cookie);
    let booked: { id: number; checkin: string; sell: number } | null = null;
    for (const offer of list.offers) {
      const day = (await bookableDays(offer)).find((d) => d > new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
      if (!day) continue;
      const q = (await (await call(`/api/account/beneficiary/stays/${offer.id}/quote?checkin=${day}&nights=1&adult=2`, { cookie })).json()) as { bookable: boolean; priceInfo: { sellPrice: number } | null };
      if (q.bookable && q.priceInfo) {
        booked = { id: offer.id, checkin: day, sell: q.priceInfo.sellPrice };
        break;
      }
    }
    expect(booked).not.toBeNull();
    const body = { packageId: booked!.id, checkin: booked!.checkin, nights: 1, adult: 2, expectedSellPrice: booked!.sell };
    const created = v.parse(CartSchema, await (await call("/api/account/beneficiary/carts", { cookie, body, host: "nl.localhost" })).json());
    const second = v.parse(CartSchema, await (await call("/api/account/beneficiary/carts", { cookie, body, host: "nl.localhost" })).json());
    expect(created.status).toBe("pending_payment");

    // Another code cannot confirm this booking; a malformed or unknown cart is refused.
    const other = await login("TEST-SV-054-C");
    const foreign = await call(`/api/account/beneficiary/carts/${created.id}/confirm`, { cookie: other, post: true });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: "NOT_YOUR_CART" });
    expect((await call("/api/account/beneficiary/carts/xyz/confirm", { cookie, post: true })).status).toBe(400);
    expect((await call(`/api/account/beneficiary/carts/${"0".repeat(32)}/confirm`, { cookie, post: true })).status).toBe(404);
    expect((await call(`/api/account/beneficiary/carts/${created.id}/confirm`, { post: true })).status).toBe(401);

    const res = await call(`/api/account/beneficiary/carts/${created.id}/confirm`, { cookie, post: true, host: "nl.localhost" });
    expect(res.status).toBe(200);
    const confirmed = v.parse(CartSchema, await res.json());
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.gift).toEqual(created.gift);
    expect(res.headers.getSetCookie().filter((h) => /^beneficiary_(token|gift)=;/.test(h) || /Max-Age=0/.test(h)).length).toBeGreaterThanOrEqual(2);
    const row = await env.DB.prepare("SELECT used_at, used_cart_id FROM beneficiary_codes WHERE code = 'TEST-SV-054-B'").first<{ used_at: string | null; used_cart_id: string }>();
    expect(row!.used_at).not.toBeNull();
    expect(row!.used_cart_id).toBe(created.id);
    // The public cart read says it too.
    expect(v.parse(CartSchema, await (await call(`/api/carts/${created.id}.json?locale=nl_BE`)).json()).status).toBe("confirmed");

    // Used: the second cart cannot be confirmed, nothing more is booked or listed, and the login says so.
    const again = await call(`/api/account/beneficiary/carts/${second.id}/confirm`, { cookie, post: true });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ fields: { code: "account.error.codeUsed" } });
    expect((await call("/api/account/beneficiary/carts", { cookie, body })).status).toBe(410);
    expect((await call("/api/account/beneficiary/offers", { cookie })).status).toBe(410);
    const relog = await call("/api/account/beneficiary/login", { body: { code: "test-sv-054-b" }, host: "nl.localhost" });
    expect(relog.status).toBe(410);
    expect(await relog.json()).toMatchObject({ fields: { code: "account.error.codeUsed" } });
    expect(v.parse(CartSchema, await (await call(`/api/carts/${second.id}.json?locale=nl_BE`)).json()).status).toBe("pending_payment");
  });
});

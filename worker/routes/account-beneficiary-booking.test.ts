/**
 * A gift recipient books a stay with the gift (spec 001 §2 "Beneficiary: separate login", §4 price
 * type "beneficiary", §3 Booking price breakdown giftcards and remainingAmountToPay; decision 047),
 * on workerd against the seeded catalog and migration 0011's development codes: coverage, the
 * beneficiary quote with the gift's part and the supplement, the cart against the gift (nothing to
 * pay when covered), and the refusals (no code 401, a stay the code does not redeem 403, a moved
 * price 409, bad input 400).
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CartSchema } from "../../shared/contract/cart";
import * as v from "valibot";

let ip = 0;
function call(path: string, opts: { body?: unknown; cookie?: string; host?: string } = {}) {
  const host = opts.host ?? "fr.localhost";
  const headers: Record<string, string> = { "cf-connecting-ip": `198.51.101.${++ip % 250}`, origin: `http://${host}` };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.cookie) headers.cookie = opts.cookie;
  return SELF.fetch(`http://${host}${path}`, { method: opts.body === undefined ? "GET" : "POST", headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
}

async function login(code: string, host?: string): Promise<string> {
  const res = await call("/api/account/beneficiary/login", { body: { code }, host });
  expect(res.status).toBe(200);
  const set = res.headers.getSetCookie();
  expect(set.find((h) => h.startsWith("beneficiary_gift="))).not.toMatch(/HttpOnly/);
  return set.map((h) => h.split(";")[0]).join("; ");
}

interface Offer { id: number; nights: number; sellPrice: number; hotel: { id: number } }
interface Quote { bookable: boolean; priceInfo: { sellPrice: number; priceType: string; nights: number } | null; gift: { usedAmount: number; supplement: number } | null; localTax: { total: number } }

/** The first of the code's offers with a bookable day in the next weeks, with that day and its quote. */
async function bookableOffer(cookie: string, pick: (o: Offer, voucher: number) => boolean = () => true) {
  const body = (await (await call("/api/account/beneficiary/offers?matchOfferRangePriceWithGiftAmount=false", { cookie })).json()) as { offers: Offer[]; voucher: { valueCents: number } | null };
  for (const offer of body.offers.filter((o) => pick(o, body.voucher?.valueCents ?? 0))) {
    const month = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 7);
    const avail = (await (await call(`/api/hotels/${offer.hotel.id}/availabilities.json?packageId=${offer.id}&month=${month}&length=2&adult=2&child=0&baby=0`)).json()) as { days: Record<string, unknown> };
    const checkin = Object.keys(avail.days ?? {}).sort().find((d) => d > new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    if (checkin) return { offer, checkin };
  }
  throw new Error("no bookable offer for this code");
}

const quoteOf = async (cookie: string, id: number, q: string) => {
  const res = await call(`/api/account/beneficiary/stays/${id}/quote?${q}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Quote;
};

beforeAll(async () => {
  await (await SELF.fetch("http://fr.localhost/api/account/me")).text();
});

describe("booking a stay with a gift", () => {
  it("single voucher: a stay within its value costs nothing; the cart holds the gift and leaves 0 to pay", async () => {
    const cookie = await login("PASEA-SV-2026");
    const { offer, checkin } = await bookableOffer(cookie, (o, value) => o.sellPrice <= value - 5000);
    const cover = (await (await call(`/api/account/beneficiary/stays/${offer.id}`, { cookie })).json()) as { covered: boolean; kind: string; code: string };
    expect(cover).toMatchObject({ covered: true, kind: "single_voucher", code: "•••• 2026" });
    const quote = await quoteOf(cookie, offer.id, `checkin=${checkin}&nights=1&adult=2`);
    expect(quote.bookable).toBe(true);
    expect(quote.priceInfo!.priceType).toBe("beneficiary");
    if (quote.priceInfo!.sellPrice <= 40000) expect(quote.gift).toEqual({ usedAmount: quote.priceInfo!.sellPrice, supplement: 0 });
    const res = await call("/api/account/beneficiary/carts", { cookie, body: { packageId: offer.id, checkin, nights: 1, adult: 2, expectedSellPrice: quote.priceInfo!.sellPrice } });
    expect(res.status).toBe(201);
    const cart = v.parse(CartSchema, await res.json());
    expect(cart.gift).toEqual(quote.gift);
    expect(cart.breakdown.giftcards).toEqual([{ serialNumber: "•••• 2026", usedAmount: quote.gift!.usedAmount }]);
    expect(cart.breakdown.remainingAmountToPay).toBe(quote.gift!.supplement);
    expect(cart.payment.takesMoney).toBe(false);
    // The public cart read (booking summary) says the same, and the code is stored in full.
    const again = v.parse(CartSchema, await (await call(`/api/carts/${cart.id}.json?locale=fr_FR`)).json());
    expect(again.gift).toEqual(cart.gift);
    const row = await env.DB.prepare("SELECT gift_code, gift_used_cents FROM carts WHERE id = ?").bind(cart.id).first();
    expect(row).toEqual({ gift_code: "PASEA-SV-2026", gift_used_cents: quote.gift!.usedAmount });
  });

  it("single voucher: a dearer stay, or a bigger party, leaves the difference as a supplement", async () => {
    const cookie = await login("PASEA-SV-2026", "es.localhost");
    const { offer, checkin } = await bookableOffer(cookie);
    const quote = await quoteOf(cookie, offer.id, `checkin=${checkin}&nights=1&adult=4`);
    expect(quote.bookable).toBe(true);
    const sell = quote.priceInfo!.sellPrice;
    expect(quote.gift).toEqual({ usedAmount: Math.min(40000, sell), supplement: Math.max(0, sell - 40000) });
  });

  it("box: covers its offers for two at their own length; more adults pay the difference; facets add up", async () => {
    const cookie = await login("PASEA-BOX-2026");
    // The facets count the offers listed (the box's nights and value), no more.
    const list = (await (await call("/api/account/beneficiary/offers", { cookie })).json()) as { exactMatch: boolean; searchDetails: { totalCount: number }; facets: { stars: { count: number }[] } };
    expect(list.exactMatch).toBe(true);
    expect(list.facets.stars.reduce((n, f) => n + f.count, 0)).toBe(list.searchDetails.totalCount);
    const { offer, checkin } = await bookableOffer(cookie);
    const two = await quoteOf(cookie, offer.id, `checkin=${checkin}&adult=2`);
    expect(two.gift).toEqual({ usedAmount: two.priceInfo!.sellPrice, supplement: 0 });
    const four = await quoteOf(cookie, offer.id, `checkin=${checkin}&adult=4`);
    if (four.bookable) {
      expect(four.gift!.usedAmount).toBe(two.priceInfo!.sellPrice);
      expect(four.gift!.supplement).toBe(four.priceInfo!.sellPrice - two.priceInfo!.sellPrice);
    }
  });

  it("refuses a stay the code does not redeem (403), a moved price (409), bad input (400), no code (401)", async () => {
    const cookie = await login("PASEA-SV-2026");
    const { offer, checkin } = await bookableOffer(cookie);
    // A two-night stay is not a one-night voucher's.
    const other = await env.DB.prepare("SELECT id FROM packages WHERE item_category = 'weekend' AND published = 1 AND nights = 2 LIMIT 1").first<{ id: number }>();
    expect(((await (await call(`/api/account/beneficiary/stays/${other!.id}`, { cookie })).json()) as { covered: boolean }).covered).toBe(false);
    const notCovered = await call("/api/account/beneficiary/carts", { cookie, body: { packageId: other!.id, checkin, nights: 2, adult: 2, expectedSellPrice: 1 } });
    expect(notCovered.status).toBe(403);
    expect(await notCovered.json()).toMatchObject({ code: "NOT_COVERED" });
    const moved = await call("/api/account/beneficiary/carts", { cookie, body: { packageId: offer.id, checkin, nights: 1, adult: 2, expectedSellPrice: 1 } });
    expect(moved.status).toBe(409);
    expect(await moved.json()).toMatchObject({ code: "PRICE_CHANGED", expected: 1 });
    expect((await call("/api/account/beneficiary/carts", { cookie, body: { packageId: "x" } })).status).toBe(400);
    expect((await call(`/api/account/beneficiary/stays/${offer.id}/quote?checkin=2026-02-30`, { cookie })).status).toBe(400);
    expect((await call(`/api/account/beneficiary/stays/abc`, { cookie })).status).toBe(400);
    expect((await call(`/api/account/beneficiary/stays/999999999`, { cookie })).status).toBe(404);
    expect((await call(`/api/account/beneficiary/stays/${offer.id}`)).status).toBe(401);
    expect((await call("/api/account/beneficiary/carts", { body: { packageId: offer.id } })).status).toBe(401);
  });
});

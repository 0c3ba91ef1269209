/**
 * The gifting calls against the seeded catalog (spec 001 §2 "Gifting setup", gift card; §3 Gift
 * price, Single voucher, Sub-element, Booking price breakdown; §5 gift form; §9 gifting constants):
 * GET /single-voucher/:id/gift.json, GET /giftcard.json, POST /gift-carts.json, GET /gift-carts/:id.json.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GiftcardOptionsSchema, GiftCartSchema, SingleVoucherGiftSchema, type SingleVoucherGift } from "../../shared/contract/gift";
import { CONTRACT_LOCALES } from "../../shared/contract/common";
import { WeekendDetailResponseSchema } from "../../shared/contract/weekend-detail";
import { catalogApp } from "./app";
import { call, getValid } from "./test-helpers";

/** A giftable stay (one with a price list) and a last-minute one (not giftable). */
async function stays() {
  const giftable = await env.DB.prepare("SELECT package_id AS id FROM single_voucher_prices ORDER BY package_id LIMIT 1").first<{ id: number }>();
  const lastMinute = await env.DB.prepare("SELECT id FROM packages WHERE last_minute = 1 AND published = 1 AND item_category = 'weekend' LIMIT 1").first<{ id: number }>();
  return { giftable: giftable!.id, lastMinute: lastMinute?.id ?? null };
}
const gift = (id: number, locale = "fr_FR") => getValid(SingleVoucherGiftSchema, `/single-voucher/${id}/gift.json?locale=${locale}`);

/** The body of a gift cart for `g`, priced as the page prices it. */
function voucherBody(g: SingleVoucherGift, over: Record<string, unknown> = {}) {
  const row = g.priceList.find((p) => p.nights === 2)!;
  return { locale: "fr_FR", product: "SINGLEVOUCHER", packageId: g.packageId, nights: 2, giftFormat: "digital", fromName: "Léa", toName: "Marc", message: "Bon anniversaire !", expectedTotal: row.sellPrice, ...over };
}

describe("single-voucher/:id/gift.json", () => {
  it("answers the price per nights 1 to 3 with buckets, shipping and the standard sleeve first, in all six markets", async () => {
    const { giftable } = await stays();
    for (const locale of CONTRACT_LOCALES) {
      const g = await gift(giftable, locale);
      expect(g.isGiftable).toBe(true);
      expect(g.giftNights).toBe(1);
      expect(g.priceList.map((p) => p.nights)).toEqual([1, 2, 3]);
      const [one, two, three] = g.priceList;
      expect(two!.sellPrice).toBeGreaterThan(one!.sellPrice);
      expect(three!.sellPrice).toBeGreaterThan(two!.sellPrice);
      for (const p of g.priceList) {
        expect(p.sellPrice % 100).toBe(0);
        expect(p.sellPrices[0]).toBe(p.sellPrice);
        expect(p.sellPrices[1]).toBeGreaterThanOrEqual(p.sellPrices[0]);
        expect(p.sellPrices[2]).toBeGreaterThanOrEqual(p.sellPrices[1]);
        expect(p.upsellAvailabilityPrice).toBeGreaterThan(0);
      }
      expect(g.days).toHaveLength(183);
      expect(g.days.some((d) => d.price !== null)).toBe(true);
      expect(g.subElements[0]).toMatchObject({ id: 0, price: 0, categoryId: 2 });
      expect(g.subElements.length).toBeGreaterThan(2);
      expect(g.shippingCosts!.internationalShippingFeesPerCountry[g.country]).toBeUndefined();
      expect(Object.keys(g.shippingCosts!.internationalShippingFeesPerCountry).length).toBeGreaterThan(3);
    }
    expect((await gift(giftable, "nl_NL")).shippingCosts!.amount).toBe(0);
    expect((await gift(giftable, "fr_FR")).shippingCosts!.amount).toBeGreaterThan(0);
  });

  it("prices the stay's own nights as the stay page prices the gift (rounded up to the euro)", async () => {
    const { giftable } = await stays();
    const detail = await getValid(WeekendDetailResponseSchema, `/weekend/${giftable}/detail.json?locale=fr_FR&flow=gifting`);
    const own = (await gift(giftable)).priceList.find((p) => p.nights === detail.nights)!;
    expect(own.sellPrice).toBe(Math.ceil(detail.price.sellPrice / 100) * 100);
  });

  it("takes the nights range from settings", async () => {
    const { giftable } = await stays();
    const res = await catalogApp.fetch(new Request(`https://catalog.internal/single-voucher/${giftable}/gift.json?locale=fr_FR`), { ...env, GIFT_NIGHTS_MIN: "2", GIFT_NIGHTS_MAX: "3" });
    const body = (await res.json()) as SingleVoucherGift;
    expect(body.priceList.map((p) => p.nights)).toEqual([2, 3]);
    expect(body.giftNights).toBe(2);
  });

  it("says a last-minute stay is not giftable, and refuses bad input with 400 and unknown stays with 404", async () => {
    const { lastMinute } = await stays();
    if (lastMinute !== null) {
      const g = await gift(lastMinute);
      expect(g.isGiftable).toBe(false);
      expect(g.priceList).toEqual([]);
    }
    expect((await call("GET", "/single-voucher/abc/gift.json?locale=fr_FR")).status).toBe(400);
    expect((await call("GET", "/single-voucher/12/gift.json?locale=xx_XX")).status).toBe(400);
    expect((await call("GET", "/single-voucher/999999999/gift.json?locale=fr_FR")).status).toBe(404);
  });
});

describe("giftcard.json", () => {
  it("answers the amounts and the physical options; 400 without a locale", async () => {
    const g = await getValid(GiftcardOptionsSchema, "/giftcard.json?locale=it_IT");
    expect(g.amounts.length).toBeGreaterThan(3);
    expect(g.amounts.filter((a) => a.popular)).toHaveLength(1);
    expect(g.validityMonths).toBe(18);
    expect(g.country).toBe("IT");
    expect((await call("GET", "/giftcard.json")).status).toBe(400);
  });
});

describe("gift-carts.json", () => {
  it("creates a cart that stores the gift choices and prices shipping with the international fee", async () => {
    const { giftable } = await stays();
    const g = await gift(giftable);
    const row = g.priceList.find((p) => p.nights === 2)!;
    const sleeve = g.subElements.find((s) => s.price > 0)!;
    const fee = g.shippingCosts!.internationalShippingFeesPerCountry.BE!;
    const expectedTotal = row.sellPrice + row.upsellAvailabilityPrice + sleeve.price + g.shippingCosts!.amount + fee;
    const res = await call("POST", "/gift-carts.json", voucherBody(g, { giftFormat: "physical", upsell: true, sleeveId: sleeve.id, deliveryCountry: "BE", expectedTotal }));
    expect(res.status).toBe(200);
    const cart = GiftCartSchema["~standard"].validate(res.body) as { value: import("../../shared/contract/gift").GiftCart };
    const c = cart.value;
    expect(c.gift).toMatchObject({ nights: 2, adults: 2, upsell: true, giftFormat: "physical", deliveryCountry: "BE", fromName: "Léa", toName: "Marc", message: "Bon anniversaire !", sleeve: { id: sleeve.id, price: sleeve.price } });
    expect(c.breakdown.shippingCost).toEqual({ amount: g.shippingCosts!.amount, internationalFee: fee });
    expect(c.breakdown.remainingAmountToPay).toBe(expectedTotal);
    expect(c.priceInfo.totalPrice).toBe(expectedTotal);
    expect(c.payment).toEqual({ provider: null, takesMoney: false });
    const again = await getValid(GiftCartSchema, `/gift-carts/${c.id}.json?locale=fr_FR`);
    expect(again).toEqual(c);
  });

  it("creates a gift card cart; digital ships nothing", async () => {
    const res = await call("POST", "/gift-carts.json", { locale: "it_IT", product: "GIFTCARD", amount: 10000, giftFormat: "digital", message: "Auguri", expectedTotal: 10000 });
    expect(res.status).toBe(200);
    const c = res.body as import("../../shared/contract/gift").GiftCart;
    expect(c).toMatchObject({ product: "GIFTCARD", label: "Carta regalo", gift: { giftFormat: "digital", validityMonths: 18, message: "Auguri" } });
    expect(c.breakdown.shippingCost).toEqual({ amount: 0, internationalFee: 0 });
  });

  it("refuses a price that moved (409) and bad gift forms with the spec's messages (400)", async () => {
    const { giftable } = await stays();
    const g = await gift(giftable);
    const moved = await call("POST", "/gift-carts.json", voucherBody(g, { expectedTotal: 1 }));
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ code: "PRICE_CHANGED" });
    const long = await call("POST", "/gift-carts.json", voucherBody(g, { message: "x".repeat(181) }));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain("The field is limited to 180 characters");
    const digits = await call("POST", "/gift-carts.json", voucherBody(g, { fromName: "L3a" }));
    expect(JSON.stringify(digits.body)).toContain("Only text is expected");
    const noSender = await call("POST", "/gift-carts.json", voucherBody(g, { giftFormat: "physical", fromName: "" }));
    expect(noSender.status).toBe(400);
    expect(JSON.stringify(noSender.body)).toContain("Mandatory field");
    expect((await call("POST", "/gift-carts.json", voucherBody(g, { nights: 5 }))).status).toBe(400);
    expect((await call("POST", "/gift-carts.json", voucherBody(g, { giftFormat: "physical", deliveryCountry: "US" }))).status).toBe(400);
    expect((await call("POST", "/gift-carts.json", { locale: "fr_FR", product: "GIFTCARD", amount: 1000, giftFormat: "digital", expectedTotal: 1000 })).status).toBe(400);
    expect((await call("GET", "/gift-carts/nothex.json?locale=fr_FR")).status).toBe(400);
    expect((await call("GET", `/gift-carts/${"a".repeat(32)}.json?locale=fr_FR`)).status).toBe(404);
  });
});

/**
 * A disabled physical format cannot be bought by URL (issue 25 item 7; spec 001 §4, §5): the same
 * checks over every setup of physical-format-setup.ts, flag on and flag off.
 * - /boxes/checkout?code=…-PBOX&giftFormat=physical: disabled → the hand-off shows the digital
 *   twin and says the physical format is coming back soon; enabled → the physical box.
 * - POST /api/gift-carts.json with giftFormat physical: disabled → 400 with the reason, before any
 *   price is checked; enabled → priced (a wrong expected total is the catalog's 409, not a 400).
 * - The catalog itself refuses a physical cart with 400 when it has no shipping cost.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { figure } from "./consistency/screens";
import { boxInBothFormats, inSetup, PHYSICAL_FORMAT_SETUPS, voucherCartBody } from "./physical-format-setup";

const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

describe.each(PHYSICAL_FORMAT_SETUPS)("physical gift format, $name", (setup) => {
  it(`the box checkout ${setup.physical ? "sells" : "refuses"} the physical format asked by URL`, async () => {
    const box = await boxInBothFormats();
    const { status, text } = await inSetup(setup, setup.upstream(), `/boxes/checkout?code=${box.physical}&giftFormat=physical`);
    expect(status).toBe(200);
    const code = /data-testid="box-checkout-code"[^>]*>([^<]+)</.exec(text)?.[1];
    expect(code).toBe(setup.physical ? box.physical : box.digital);
    expect(text.includes('data-testid="box-checkout-physical-refused"')).toBe(!setup.physical);
  });

  it(`the gift cart API ${setup.physical ? "prices" : "refuses with 400"} a physical voucher`, async () => {
    const upstream = setup.upstream();
    const res = await inSetup(setup, upstream, "/api/gift-carts.json", json(await voucherCartBody("physical")));
    if (setup.physical) {
      // Priced by the catalog: expectedTotal 0 is not the price, so the price check answers.
      expect(res.status).toBe(409);
    } else if (setup.settings.FLAG_PHYSICAL_FORMAT === "false") {
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).error).toMatch(/giftFormat physical is not available/);
    }
    // Digital is always for sale.
    expect((await inSetup(setup, upstream, "/api/gift-carts.json", json(await voucherCartBody("digital")))).status).toBe(409);
  });
});

describe("gift cart without a shipping cost (the shipping-cost half of 'disabled')", () => {
  it("answers 400 with the reason, not a 500; gift.json and giftcard.json answer with no shipping cost", async () => {
    const setup = PHYSICAL_FORMAT_SETUPS.find((s) => s.name === "flag on")!;
    const saved = await env.DB.prepare(`SELECT point_of_sale, country, amount_cents FROM gift_shipping WHERE point_of_sale = 'it_IT'`).first<{ point_of_sale: string; country: string; amount_cents: number }>();
    await env.DB.prepare(`DELETE FROM gift_shipping WHERE point_of_sale = 'it_IT'`).run();
    try {
      const res = await inSetup(setup, setup.upstream(), "/api/gift-carts.json", json(await voucherCartBody("physical")), "it.localhost");
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/giftFormat physical is not available/);
      // The setup's data and the gift card's still answer (no 500): no shipping cost, physical unavailable, digital sold.
      const id = (await voucherCartBody("digital")).packageId;
      for (const path of [`/api/single-voucher/${id}/gift.json?locale=it_IT`, "/api/giftcard.json?locale=it_IT"]) {
        const answer = await inSetup(setup, setup.upstream(), path, {}, "it.localhost");
        expect(answer.status, path).toBe(200);
        expect(JSON.parse(answer.text), path).toMatchObject({ shippingCosts: null, country: "IT" });
      }
    } finally {
      await env.DB.prepare(`INSERT INTO gift_shipping (point_of_sale, country, amount_cents) VALUES (?1, ?2, ?3)`).bind(saved!.point_of_sale, saved!.country, saved!.amount_cents).run();
    }
  });
});

/**
 * The physical format end to end (issue 26; spec 001 §3 Sub-element "Category 2 gets a default
 * standard option priced 0", §4, §9 "Delivery: physical 2-4 working days, free or extra cost
 * shown"): the gift setup as rendered, the setup's data (gift.json), the gift cart and the gift
 * booking summary, flag on and flag off. fr_FR ships at a cost, nl_NL for free (seed).
 */
const HOSTS = { fr_FR: "fr.localhost", nl_NL: "nl.localhost" } as const;
const FR = { delivery: "Livraison en 2 à 4 jours ouvrés", comingSoon: "Victime de son succès" };

interface GiftJson { priceList: { nights: number; sellPrice: number }[]; shippingCosts: { amount: number }; subElements: { id: number; price: number; categoryId: number }[] }

/** The server-rendered physical option of the gift setup (its label block). */
const physicalOption = (html: string) => /<label[^>]*data-testid="gift-format-physical"[\s\S]*?<\/label>/.exec(html)?.[0] ?? "";

describe.each(PHYSICAL_FORMAT_SETUPS.filter((s) => s.name !== "flag on, box shipping cost not loaded"))("physical gift voucher end to end, $name", (setup) => {
  const on = setup.physical;

  it(`the gift setup ${on ? "offers it with its delivery, 2-4 working days, free or its cost" : "says it is coming back soon"}`, async () => {
    const { packageId } = await voucherCartBody("physical");
    const upstream = setup.upstream();
    for (const [pos, host] of Object.entries(HOSTS)) {
      const page = await inSetup(setup, upstream, `/gift/${packageId}?exp=threePriceVoucher:control`, {}, host);
      expect(page.status).toBe(200);
      const option = physicalOption(page.text);
      expect(option, pos).not.toBe("");
      const gift = JSON.parse((await inSetup(setup, upstream, `/api/single-voucher/${packageId}/gift.json?locale=${pos}`, {}, host)).text) as GiftJson;
      if (!on) {
        expect(option).toMatch(/<input[^>]*disabled/);
        if (pos === "fr_FR") expect(option).toContain(FR.comingSoon);
        expect(figure(option, "shipping")).toBeUndefined();
        continue;
      }
      expect(option).not.toMatch(/<input[^>]*disabled/);
      // The shipping the option shows is the setup data's, and reads free at 0.
      expect(figure(option, "shipping"), pos).toBe(gift.shippingCosts.amount);
      if (pos === "fr_FR") {
        expect(gift.shippingCosts.amount).toBeGreaterThan(0);
        expect(option).toContain(FR.delivery);
        expect(option).toContain("frais de port 4,90");
      } else {
        expect(gift.shippingCosts.amount).toBe(0);
        expect(option).toMatch(/2[^<]*4[^<]*werkdagen/);
        expect(option).toContain("gratis");
      }
    }
  });

  it(`sleeves: the standard one at 0 first, the custom ones priced; the gift cart ${on ? "totals voucher + sleeve + shipping, as the booking summary shows" : "refuses the format"}`, async () => {
    const body = await voucherCartBody("physical");
    const upstream = setup.upstream();
    const gift = JSON.parse((await inSetup(setup, upstream, `/api/single-voucher/${body.packageId}/gift.json?locale=fr_FR`)).text) as GiftJson;
    expect(gift.subElements[0]).toMatchObject({ id: 0, price: 0, categoryId: 2 });
    const custom = gift.subElements.find((s) => s.price > 0);
    expect(custom).toBeDefined();
    const voucher = gift.priceList.find((p) => p.nights === body.nights)!.sellPrice;
    for (const sleeve of [gift.subElements[0]!, custom!]) {
      // The setup's figures, added up: voucher, sleeve, shipping (no upsell, delivered at home).
      const expectedTotal = voucher + sleeve.price + gift.shippingCosts.amount;
      const res = await inSetup(setup, upstream, "/api/gift-carts.json", json({ ...body, sleeveId: sleeve.id, expectedTotal }));
      if (!on) {
        expect(res.status).toBe(400);
        continue;
      }
      expect(res.status, res.text).toBe(200);
      const cart = JSON.parse(res.text) as { id: string; priceInfo: { totalPrice: number; subElementsPrice: number }; breakdown: { shippingCost: { amount: number } }; gift: { deliveryDays: { min: number; max: number } | null } };
      expect(cart.priceInfo).toMatchObject({ totalPrice: expectedTotal, subElementsPrice: sleeve.price });
      expect(cart.breakdown.shippingCost.amount).toBe(gift.shippingCosts.amount);
      expect(cart.gift.deliveryDays).toEqual({ min: 2, max: 4 });
      const summary = await inSetup(setup, upstream, `/booking/gift/${cart.id}`);
      expect(summary.status).toBe(200);
      expect(figure(summary.text, "total")).toBe(expectedTotal);
      expect(figure(summary.text, "shipping")).toBe(gift.shippingCosts.amount);
      expect(summary.text).toContain(FR.delivery);
    }
  });
});

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
  it("answers 400 with the reason, not a 500", async () => {
    const setup = PHYSICAL_FORMAT_SETUPS.find((s) => s.name === "flag on")!;
    const saved = await env.DB.prepare(`SELECT point_of_sale, country, amount_cents FROM gift_shipping WHERE point_of_sale = 'it_IT'`).first<{ point_of_sale: string; country: string; amount_cents: number }>();
    await env.DB.prepare(`DELETE FROM gift_shipping WHERE point_of_sale = 'it_IT'`).run();
    try {
      const res = await inSetup(setup, setup.upstream(), "/api/gift-carts.json", json(await voucherCartBody("physical")), "it.localhost");
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/giftFormat physical is not available/);
    } finally {
      await env.DB.prepare(`INSERT INTO gift_shipping (point_of_sale, country, amount_cents) VALUES (?1, ?2, ?3)`).bind(saved!.point_of_sale, saved!.country, saved!.amount_cents).run();
    }
  });
});

/**
 * Gift prices agree on every screen (issue 25 item 3; spec 001 §2 "Gifting setup", §3 Gift price,
 * §4 "Night change sets giftNights"; DESIGN.md habit 8). Walks the seeded catalog, not hand-picked
 * ids, in all six markets:
 *
 * - gift stays: a deterministic sample of 20 stays of the gifting search (sorted by price, spread
 *   over its pages). For each, the gifting search card (offers.json, what the card renders), the
 *   stay page in gifting (server-rendered price panel; and detail.json for each giftNights, what
 *   the page shows once the hash says giftNights), the Personalise-your-gift drawer (its nights and
 *   prices, read from the same detail answer), the gift setup (server-rendered night options and
 *   total; gift.json's price list) and the gift cart (POST gift-carts.json, its totalPrice) must
 *   show the same figure for the same nights.
 * - boxes: every box of the catalogue (both formats): the catalogue card, the box page and the
 *   gifting checkout hand-off show the same price, and the checkout's total is that price plus the
 *   shipping the box page announces.
 *
 * A failure names the screen pair, the market, the id and both figures (screens.ts Disagreements).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PointOfSale } from "../../../shared/markets";
import { api, Disagreements, figure, figures, MARKETS, sample, visit } from "./screens";

interface Card { id: number; nights: number; sellPrice: number; refPrice: number }
interface OffersAnswer { exactMatch: { mainPackage: Card; otherPackages: Card[] }[] }
interface GiftAnswer { isGiftable: boolean; priceList: { nights: number; sellPrice: number; refPrice: number }[] }
interface DetailAnswer { nights: number; price: { sellPrice: number; nights: number }; giftPriceList?: { nights: number; sellPrice: number }[] }

const GIFT_STAYS = 20;

/** The gifting search's cards (2 adults, no dates) of `body`'s extra criteria. */
async function giftCards(pos: PointOfSale, extra: Record<string, unknown>): Promise<Card[]> {
  const r = await api<OffersAnswer>(pos, "/api/offers.json", { type: "gift", performGiftableSearch: true, searchCriterias: { flow: "gifting" }, numberOfPackagesPerHotel: 20, ...extra });
  return r.exactMatch.flatMap((h) => [h.mainPackage, ...h.otherPackages]);
}

/** POSTs a digital gift cart of `nights` and answers the total the cart holds (409: the catalog's own figure). */
async function cartTotal(pos: PointOfSale, packageId: number, nights: number, expectedTotal: number): Promise<number | undefined> {
  const body = { product: "SINGLEVOUCHER", packageId, nights, giftFormat: "digital", fromName: "Léa", toName: "Marc", message: "", expectedTotal };
  const { status, text } = await visit(pos, "/api/gift-carts.json", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
  if (status === 409) return (JSON.parse(text) as { current: number }).current;
  if (status !== 200) return undefined;
  return (JSON.parse(text) as { priceInfo: { totalPrice: number } }).priceInfo.totalPrice;
}

/** The gift setup's night options as server-rendered: nights → price (data-gift-nights blocks). */
function setupOptions(html: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const part of html.split('data-gift-nights="').slice(1)) {
    const nights = Number(/^(\d+)"/.exec(part)?.[1]);
    const price = figure(part.slice(0, 2000), "sellPrice");
    if (nights && price !== undefined) out.set(nights, price);
  }
  return out;
}

describe("gift prices agree on every screen (issue 25 item 3)", () => {
  it(`${GIFT_STAYS} gift stays in six markets: search card, stay page in gifting, gift drawer, gift setup, gift cart`, async () => {
    // The sample: the gifting search sorted by price, its pages spread (ids, prices and nights vary).
    const pool: Card[] = [];
    for (const page of [0, 3, 7, 12, 20]) pool.push(...(await giftCards("fr_FR", { orderBy: "priceAsc", pagination: { page, limit: 20 } })));
    const ids = sample([...new Map(pool.map((c) => [c.id, c])).keys()].sort((a, b) => a - b), GIFT_STAYS);
    expect(ids.length).toBe(GIFT_STAYS);
    const hotelOf = new Map((await env.DB.prepare(`SELECT id, hotel_id FROM packages WHERE id IN (${ids.join(",")})`).all<{ id: number; hotel_id: number }>()).results.map((r) => [r.id, r.hotel_id]));

    const d = new Disagreements();
    for (const pos of MARKETS) {
      for (const id of ids) {
        const card = (await giftCards(pos, { hotelId: hotelOf.get(id) })).find((c) => c.id === id);
        const gift = await api<GiftAnswer>(pos, `/api/single-voucher/${id}/gift.json`);
        const list = new Map(gift.priceList.map((p) => [p.nights, p.sellPrice]));
        const stay = await visit(pos, `/stay/${id}?flow=gifting`);
        const setup = await visit(pos, `/gift/${id}`);
        const options = setupOptions(setup.text);
        const nights = card?.nights;
        // What the card shows is the voucher of the nights it names, as everywhere else.
        d.check("gift price (card's nights)", pos, id, "search card", card?.sellPrice, "gift setup price list", nights === undefined ? undefined : list.get(nights));
        d.check("gift price", pos, id, "search card", card?.sellPrice, "stay page in gifting", figure(stay.text, "sellPrice"));
        d.check("gift nights", pos, id, "search card", nights, "stay page in gifting", figure(stay.text, "giftNights"));
        for (const [n, price] of list) {
          const detail = await api<DetailAnswer>(pos, `/api/weekend/${id}/detail.json?flow=gifting&night=${n}&adult=2&child=0&baby=0`);
          const drawer = detail.giftPriceList?.find((p) => p.nights === n)?.sellPrice;
          d.check(`gift price for ${n} nights`, pos, id, "gift setup", options.get(n), "gift setup price list", price);
          d.check(`gift price for ${n} nights`, pos, id, "gift drawer", drawer, "gift setup", options.get(n));
          d.check(`gift price for ${n} nights`, pos, id, "stay page in gifting (giftNights)", detail.price.nights === n ? detail.price.sellPrice : undefined, "gift setup", options.get(n));
          // The cart prices the gift again: a total other than the setup's is a 409 carrying its own.
          d.check(`gift price for ${n} nights`, pos, id, "gift cart", await cartTotal(pos, id, n, options.get(n) ?? price), "gift setup", options.get(n));
        }
        // The setup opens on its default nights: its total is that option's price.
        const chosen = figures(setup.text).find((f) => f.name === "giftNights")?.value;
        d.check("gift total", pos, id, "gift setup total", figure(setup.text, "total"), "gift setup night option", chosen === undefined ? undefined : options.get(chosen));
      }
    }
    d.assertNone(MARKETS.length * GIFT_STAYS * 10);
  });

  it("every box in six markets: catalogue card, box page, checkout hand-off", async () => {
    const boxes = (await env.DB.prepare(`SELECT code, slug, format, sell_price_cents, shipping_cents FROM boxes ORDER BY code`).all<{ code: string; slug: string; format: string }>()).results;
    expect(boxes.length).toBeGreaterThan(10);
    const d = new Disagreements();
    for (const pos of MARKETS) {
      const catalogue = await visit(pos, "/boxes");
      for (const box of boxes) {
        const page = await visit(pos, `/boxes/p/${box.slug}/${box.code}`);
        const shown = figure(page.text, "sellPrice");
        if (box.format === "digital") {
          // The catalogue lists the digital boxes (spec 001 §7 "only codes ending EBOX kept").
          const card = catalogue.text.split(`data-box-code="${box.code}"`)[1]?.slice(0, 4000);
          d.check("box price", pos, box.code, "catalogue card", card === undefined ? undefined : figure(card, "sellPrice"), "box page", shown);
        }
        const checkout = await visit(pos, `/boxes/checkout?code=${box.code}&giftFormat=${box.format}`);
        d.check("box price", pos, box.code, "box page", shown, "checkout", figure(checkout.text, "sellPrice"));
        const shipping = figure(page.text, "shippingCost") ?? 0;
        d.check("box total", pos, box.code, "box page price + shipping", shown === undefined ? undefined : shown + (box.format === "physical" ? shipping : 0), "checkout total", figure(checkout.text, "total"));
      }
    }
    d.assertNone(MARKETS.length * 24);
  });
});

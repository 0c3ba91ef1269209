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
 * - boxes: every box of the catalogue (both formats) in fr_FR and nl_BE, a third of them in each
 *   other market: the catalogue card, the box page and the gifting checkout hand-off show the same
 *   price (a physical code sells its digital twin while the physical format is off, item 7), and
 *   the checkout's total is that price (digital ships nothing).
 * - Time (the file runs inside npm test): server-rendered stay and setup pages for every sampled
 *   stay in fr_FR and nl_BE, a quarter of them in the other markets; gift carts for every nights
 *   in fr_FR, for the card's nights elsewhere. JSON figures for every stay in every market. The
 *   setup is read in the night-selector variant (threePriceVoucher control).
 *
 * - giftable: every card of several gifting searches per market has a price list (giftable.ts), so
 *   the gift setup it opens can sell it; gift.json says so for a sample.
 *
 * A failure names the screen pair, the market, the id and both figures (screens.ts Disagreements).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PointOfSale } from "../../../shared/markets";
import { api, Disagreements, figure, MARKETS, sample, visit } from "./screens";

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

/** The sample of gift stays (ids) and their hotels, computed once for the file. */
let sampled: Promise<{ ids: number[]; hotelOf: Map<number, number> }> | undefined;
function giftSample() {
  sampled ??= (async () => {
    // The sample: the gifting search sorted by price, its pages spread (ids, prices and nights vary).
    const pool: Card[] = [];
    for (const page of [0, 3, 7, 12, 20]) pool.push(...(await giftCards("fr_FR", { orderBy: "priceAsc", pagination: { page, limit: 20 } })));
    // Every listed stay can be given (the test below); the sample takes them all as candidates.
    const listed = [...new Set(pool.map((c) => c.id))];
    const ids = sample(listed.sort((a, b) => a - b), GIFT_STAYS);
    expect(ids.length).toBe(GIFT_STAYS);
    const hotelOf = new Map((await env.DB.prepare(`SELECT id, hotel_id FROM packages WHERE id IN (${ids.join(",")})`).all<{ id: number; hotel_id: number }>()).results.map((r) => [r.id, r.hotel_id]));

    return { ids, hotelOf };
  })();
  return sampled;
}

/** Ids of `ids` that have no single-voucher price list (what gift.json's isGiftable reads). */
async function withoutPriceList(ids: number[]): Promise<number[]> {
  const giftable = new Set((await env.DB.prepare(`SELECT DISTINCT package_id AS id FROM single_voucher_prices WHERE package_id IN (${ids.join(",")})`).all<{ id: number }>()).results.map((r) => r.id));
  return ids.filter((id) => !giftable.has(id));
}

describe("a gifting card leads to a gift setup that can sell it (giftable.ts)", () => {
  it("every card of gifting searches in six markets (sorts, pages, a city, the activities filter) is giftable; gift.json agrees on a sample", async () => {
    const d = new Disagreements();
    const searches: [string, Record<string, unknown>][] = [
      ["no location, price ascending", { orderBy: "priceAsc" }],
      ["no location, promo", { orderBy: "promo" }],
      ["Paris", { searchCriterias: { flow: "gifting", filters: { property: { location: { cityId: 2988507 } } } } }],
      ["activity filter", { searchCriterias: { flow: "gifting", filters: { offer: { tags: [49] } } } }],
    ];
    for (const [m, pos] of MARKETS.entries()) {
      const ids = new Set<number>();
      for (const [, extra] of searches) {
        for (const page of [0, 2 + m, 9 + m]) for (const c of await giftCards(pos, { ...extra, pagination: { page, limit: 20 } })) ids.add(c.id);
      }
      const listed = [...ids].sort((a, b) => a - b);
      expect(listed.length, `${pos} gifting cards`).toBeGreaterThan(100);
      const missing = new Set(await withoutPriceList(listed));
      for (const id of listed) d.check("giftable", pos, id, "gifting search card", 1, "single-voucher price list", missing.has(id) ? 0 : 1);
      for (const id of sample(listed, 12)) {
        const gift = await api<GiftAnswer>(pos, `/api/single-voucher/${id}/gift.json`);
        d.check("giftable", pos, id, "gifting search card", 1, "gift.json isGiftable", gift.isGiftable ? 1 : 0);
      }
    }
    d.assertNone(6 * (100 + 12));
  });
});

describe("gift prices agree on every screen (issue 25 item 3)", () => {
  // One test per market: each stays well inside the worker pool's 60 s on a loaded machine.
  it.each(MARKETS.map((pos, m) => [pos, m] as const))(`${GIFT_STAYS} gift stays in %s: search card, stay page in gifting, gift drawer, gift setup, gift cart`, async (pos, m) => {
    const { ids, hotelOf } = await giftSample();
    const d = new Disagreements();
    {
      for (const [i, id] of ids.entries()) {
        const card = (await giftCards(pos, { hotelId: hotelOf.get(id) })).find((c) => c.id === id);
        const gift = await api<GiftAnswer>(pos, `/api/single-voucher/${id}/gift.json`);
        const list = new Map(gift.priceList.map((p) => [p.nights, p.sellPrice]));
        const nights = card?.nights;
        // What the card shows is the voucher of the nights it names, as everywhere else.
        d.check("gift price (card's nights)", pos, id, "search card", card?.sellPrice, "gift setup price list", nights === undefined ? undefined : list.get(nights));
        // Server-rendered pages: every stay in fr_FR and nl_BE, a quarter of them (a different one) elsewhere (time).
        const rendered = pos === "fr_FR" || pos === "nl_BE" || i % 4 === m % 4;
        const stay = rendered ? await visit(pos, `/stay/${id}?flow=gifting`) : null;
        const setup = rendered ? await visit(pos, `/gift/${id}?exp=threePriceVoucher:control`) : null;
        const options = setup ? setupOptions(setup.text) : null;
        if (stay && setup) {
          // The price panel (the page's <aside>): other stays' cards on the page (a last-minute
          // block, depending on today's date) carry their own figures.
          const panel = stay.text.slice(stay.text.indexOf("<aside"), stay.text.indexOf("</aside>"));
          d.check("gift price", pos, id, "search card", card?.sellPrice, "stay page in gifting", figure(panel, "sellPrice"));
          d.check("gift nights", pos, id, "search card", nights, "stay page in gifting", figure(panel, "giftNights"));
          // The setup opens on its default nights: its total is that option's price.
          const chosen = figure(setup.text, "giftNights");
          d.check("gift total", pos, id, "gift setup total", figure(setup.text, "total"), "gift setup night option", chosen === undefined ? undefined : options!.get(chosen));
        }
        for (const [n, price] of list) {
          // Carts are writes: every nights in fr_FR, the card's nights elsewhere (time).
          const carted = pos === "fr_FR" || n === nights;
          const detail = await api<DetailAnswer>(pos, `/api/weekend/${id}/detail.json?flow=gifting&night=${n}&adult=2&child=0&baby=0`);
          const drawer = detail.giftPriceList?.find((p) => p.nights === n)?.sellPrice;
          if (options) d.check(`gift price for ${n} nights`, pos, id, "gift setup", options.get(n), "gift setup price list", price);
          d.check(`gift price for ${n} nights`, pos, id, "gift drawer", drawer, "gift setup price list", price);
          d.check(`gift price for ${n} nights`, pos, id, "stay page in gifting (giftNights)", detail.price.nights === n ? detail.price.sellPrice : undefined, "gift setup price list", price);
          // The cart prices the gift again: a total other than the setup's is a 409 carrying its own.
          if (carted) d.check(`gift price for ${n} nights`, pos, id, "gift cart", await cartTotal(pos, id, n, price), "gift setup price list", price);
        }
      }
    }
    d.assertNone(GIFT_STAYS * 8);
  });

  it("every box in six markets: catalogue card, box page, checkout hand-off", async () => {
    const boxes = (await env.DB.prepare(`SELECT code, slug, format, base FROM boxes ORDER BY code`).all<{ code: string; slug: string; format: string; base: string }>()).results;
    expect(boxes.length).toBeGreaterThan(10);
    const digitalOf = new Map(boxes.filter((b) => b.format === "digital").map((b) => [b.base, b.code]));
    const d = new Disagreements();
    for (const [m, pos] of MARKETS.entries()) {
      const catalogue = await visit(pos, "/boxes");
      // Every box in fr_FR and nl_BE; a third of them (a different third) in the other markets (time).
      const mine = pos === "fr_FR" || pos === "nl_BE" ? boxes : boxes.filter((b) => (digitalOf.get(b.base)!.charCodeAt(0) + digitalOf.get(b.base)!.charCodeAt(1)) % 3 === m % 3);
      const pagePrice = new Map<string, number | undefined>();
      for (const box of mine) pagePrice.set(box.code, figure((await visit(pos, `/boxes/p/${box.slug}/${box.code}`)).text, "sellPrice"));
      for (const box of mine) {
        const shown = pagePrice.get(box.code);
        if (box.format === "digital") {
          // The catalogue lists the digital boxes (spec 001 §7 "only codes ending EBOX kept").
          const card = catalogue.text.split(`data-code="${box.code}"`)[1]?.slice(0, 4000);
          d.check("box price", pos, box.code, "catalogue card", card === undefined ? undefined : figure(card, "sellPrice"), "box page", shown);
        }
        // The physical format is off in these settings (FLAG_PHYSICAL_FORMAT default): the hand-off sells the digital twin (item 7).
        const sold = box.format === "digital" ? box.code : digitalOf.get(box.base)!;
        const checkout = await visit(pos, `/boxes/checkout?code=${box.code}&giftFormat=${box.format}`);
        d.check("box price", pos, box.code, `box page of ${sold}`, pagePrice.get(sold), "checkout", figure(checkout.text, "sellPrice"));
        // A digital box ships nothing: the total is its price.
        d.check("box total", pos, box.code, "checkout price", figure(checkout.text, "sellPrice"), "checkout total", figure(checkout.text, "total"));
      }
    }
    d.assertNone(2 * 24 * 2);
  });
});

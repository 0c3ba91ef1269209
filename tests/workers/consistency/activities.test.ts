/**
 * Consistency of activity prices across screens (issue 25 items 1 and 2; spec 001 §3 "prices by
 * number of people", §4 "Activity purchase"; spec 000 §9 "Activity card price is per person",
 * promo from 5 %; docs/decisions/061).
 *
 * Walks the activity search in each of the six markets: the cards of three result pages spread
 * over the search (first, middle, last), a deterministic sample of at least 30 activity-only
 * packages, then for each, for 1 and 2 people (the activity flow's whole range):
 * - search card: server-rendered (2 people, the page's default) and, for 1 person, the card the
 *   client renders from the search API (cardPrice, the component's own function);
 * - activity page: server-rendered purchase panel (2 people by default);
 * - Offer / Buy-for-myself modal: the price table line it shows (detail API);
 * - booking summary: the cart POST /carts.json creates at that price (Buy for myself), its
 *   server-rendered summary for a few, and the gift cart POST /gift-carts.json (Offer) for a few.
 * Per-person price, per-person reference (when shown), promo (when shown), total = per person ×
 * people, no date the shopper did not choose, no tourist tax on a day activity.
 */
import { describe, expect, it } from "vitest";
import type { ActivityDetailResponse } from "../../../shared/contract/activity-detail";
import type { ActivityOnlyResponse } from "../../../shared/contract/activity-only";
import type { Cart } from "../../../shared/contract/cart";
import type { GiftCart } from "../../../shared/contract/gift";
import { PAGE_SIZE } from "../../../shared/search-path";
import { cardPrice } from "../../../client/features/search/lib/offer-card-data";
import { Disagreements, MARKETS, api, figure, sample, visit } from "./screens";

const PEOPLE = [1, 2] as const;
const SAMPLE = 30;

/** The activity search body for `adults` people, page `page` (the storefront's shape). */
const searchBody = (locale: string, adults: number, page: number) => ({
  locale,
  page,
  limit: PAGE_SIZE,
  numberOfPackagesPerHotel: 1,
  searchCriterias: { filters: { offer: { familyComposition: { adults, children: 0, babies: 0 } } }, flow: "activity" },
});

/** Each card of a server-rendered results page: its package id and its HTML. */
function cardsOf(html: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const part of html.split("<article").slice(1)) {
    const id = /^[^>]*data-offer-id="(\d+)"/.exec(part);
    if (id) out.set(Number(id[1]), part.slice(0, part.indexOf("</article>")));
  }
  return out;
}

/** The purchase panel of a server-rendered activity page. */
const panelOf = (html: string) => {
  const start = html.indexOf('data-testid="activity-purchase"');
  return start < 0 ? "" : html.slice(start, html.indexOf("</aside>", start));
};

describe("activity prices: one figure on every screen (issue 25 item 1)", () => {
  it("card, activity page, Offer / Buy-for-myself modal and booking summary agree, 1 and 2 people, six markets", async () => {
    const d = new Disagreements();
    let packages = 0;
    for (const pos of MARKETS) {
      const first = await api<ActivityOnlyResponse>(pos, "/api/search/activity-only.json", searchBody(pos, 2, 0));
      const pages = Math.max(1, Math.ceil(first.resultsCount / PAGE_SIZE));
      const pageNumbers = [...new Set([0, Math.floor(pages / 2), pages - 1])];
      // The cards a shopper sees: server-rendered pages (2 people) and the search API for 1 person.
      const cards2 = new Map<number, string>();
      const cards1 = new Map<number, ReturnType<typeof cardPrice>>();
      for (const page of pageNumbers) {
        const { status, text } = await visit(pos, page ? `/activities?page=${page}` : "/activities");
        expect(status, `${pos} activity search page ${page}`).toBe(200);
        for (const [id, html] of cardsOf(text)) cards2.set(id, html);
      }
      // One person: the search orders its cards by the single price, so the whole search is read.
      for (let page = 0; page < Math.ceil(first.resultsCount / PAGE_SIZE); page++) {
        const one = await api<ActivityOnlyResponse>(pos, "/api/search/activity-only.json", searchBody(pos, 1, page));
        for (const h of one.exactMatch.activityOnlyPackages) for (const p of [h.mainPackage, ...h.otherPackages]) cards1.set(p.id, cardPrice(p, "activity"));
      }
      const ids = sample([...cards2.keys()].sort((a, b) => a - b), SAMPLE);
      packages = Math.max(packages, ids.length);
      let carts = 0;
      for (const id of ids) {
        const card = cards2.get(id)!;
        const page = panelOf((await visit(pos, `/activity/${id}`)).text);
        const detail = await api<ActivityDetailResponse>(pos, `/api/activity-only/weekend/${id}/detail.json?locale=${pos}`);
        for (const people of PEOPLE) {
          const line = detail.prices.find((p) => p.paxComposition.adults === people);
          const modal = { perPerson: line?.perPersonPrice, ref: line?.perPersonRefPrice, promo: line?.promo, total: line?.sellPrice };
          const cardFig = people === 2
            ? { perPerson: figure(card, "perPersonPrice"), ref: figure(card, "perPersonRefPrice"), promo: figure(card, "promo") }
            : { perPerson: cards1.get(id)?.sellPrice, ref: cards1.get(id)?.refPrice ?? undefined, promo: cards1.get(id)?.promo ?? undefined };
          const what = `${people}p`;
          d.check(`per-person price (${what})`, pos, id, "search card", cardFig.perPerson, "Offer/Buy modal", modal.perPerson);
          // The reference and promo show on the card only from 5 %: compare them where it shows them.
          if (cardFig.promo !== undefined) {
            d.check(`per-person reference (${what})`, pos, id, "search card", cardFig.ref, "Offer/Buy modal", modal.ref);
            d.check(`promo (${what})`, pos, id, "search card", cardFig.promo, "Offer/Buy modal", modal.promo);
          } else if (modal.promo !== undefined && modal.promo >= 5) {
            d.check(`promo shown (${what})`, pos, id, "search card", undefined, "Offer/Buy modal", modal.promo);
          }
          d.check(`total = per person × ${people}`, pos, id, "Offer/Buy modal per person × people", modal.perPerson === undefined ? undefined : modal.perPerson * people, "Offer/Buy modal total", modal.total);
          if (people === 2) {
            d.check("per-person price (2p)", pos, id, "search card", cardFig.perPerson, "activity page", figure(page, "perPersonPrice"));
            d.check("total (2p)", pos, id, "Offer/Buy modal", modal.total, "activity page", figure(page, "total"));
            if (cardFig.promo !== undefined) d.check("promo (2p)", pos, id, "search card", cardFig.promo, "activity page", figure(page, "promo"));
          }
          // Buy for myself: the cart at the agreed total, no date, no tourist tax.
          if (modal.total === undefined) continue;
          const { status, text } = await visit(pos, "/api/carts.json", { method: "POST", body: JSON.stringify({ locale: pos, packageId: id, nights: 0, adult: people, expectedSellPrice: modal.total }), headers: { "content-type": "application/json" } });
          const cart = status === 200 ? (JSON.parse(text) as Cart) : null;
          d.check(`booking summary total (${what})`, pos, id, "Offer/Buy modal per person × people", modal.perPerson! * people, "cart", cart?.priceInfo.sellPrice);
          d.check(`tourist tax (${what})`, pos, id, "day activity", 0, "cart", cart?.localTax.total);
          if (cart?.reservationCriteria.checkin) d.check(`date not chosen (${what})`, pos, id, "shopper chose", 0, "cart shows a date", 1);
          // The server-rendered summary, for the first few carts of each market.
          if (cart && carts++ < 3) {
            const summary = (await visit(pos, `/booking/${cart.id}`)).text;
            d.check(`booking summary (${what})`, pos, id, "Offer/Buy modal total", modal.total, "booking summary page", figure(summary, "total"));
            d.check(`booking summary per person (${what})`, pos, id, "Offer/Buy modal", modal.perPerson, "booking summary page", figure(summary, "perPersonPrice"));
            expect(summary, `${pos} ${id}: the summary shows no activity date`).not.toContain('data-testid="booking-dates"');
            expect(summary, `${pos} ${id}: the summary shows no tourist tax`).not.toContain('data-testid="booking-tax"');
          }
        }
      }
    }
    expect(packages, "activity-only packages sampled per market").toBeGreaterThanOrEqual(SAMPLE);
    d.assertNone(MARKETS.length * SAMPLE * PEOPLE.length * 4);
  }, 120_000);
});

describe("activity Offer: the activity's gift purchase (issue 25 item 2)", () => {
  it("a gift cart of the activity for its people at the modal's total, in every market", async () => {
    const d = new Disagreements();
    for (const pos of MARKETS) {
      const first = await api<ActivityOnlyResponse>(pos, "/api/search/activity-only.json", searchBody(pos, 2, 0));
      const ids = sample(first.exactMatch.activityOnlyPackages.flatMap((h) => [h.mainPackage, ...h.otherPackages].map((p) => p.id)), 4);
      for (const id of ids) {
        const detail = await api<ActivityDetailResponse>(pos, `/api/activity-only/weekend/${id}/detail.json?locale=${pos}`);
        for (const line of detail.prices) {
          const people = line.paxComposition.adults;
          const { status, text } = await visit(pos, "/api/gift-carts.json", { method: "POST", body: JSON.stringify({ locale: pos, product: "ACTIVITY", packageId: id, adults: people, giftFormat: "digital", fromName: "Ana", toName: "Luis", message: "", expectedTotal: line.sellPrice }), headers: { "content-type": "application/json" } });
          const gift = status === 200 ? (JSON.parse(text) as GiftCart) : null;
          d.check(`gift total (${people}p)`, pos, id, "Offer modal per person × people", line.perPersonPrice * people, "gift cart", gift?.priceInfo.totalPrice);
          d.check(`gift people (${people}p)`, pos, id, "Offer modal", people, "gift cart", gift?.gift.adults ?? undefined);
          if (gift && id === ids[0]) {
            const summary = (await visit(pos, `/booking/gift/${gift.id}`)).text;
            d.check(`gift summary total (${people}p)`, pos, id, "Offer modal", line.sellPrice, "gift booking summary", figure(summary, "total"));
          }
        }
      }
    }
    d.assertNone(MARKETS.length * 4 * 2 * 2);
  }, 60_000);
});

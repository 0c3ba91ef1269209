/**
 * Search, facets, stay detail and quotes scoped to a partner minisite, against the seeded D1
 * (worker/catalog/minisite-scope.ts; spec 001 §2 "search and product pages scoped to a minisite
 * (the `minisite` and `client msite` parameters)", §7; decision 048): the scoped search returns
 * exactly the partner's selection (the same packages as its minisite page), with dates and in
 * gifting too; unknown minisites answer 404, malformed ones 400; a package outside the
 * selection is a 404 for detail, quote and cart.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MinisiteOffersSchema } from "../../shared/content-contract";
import { FacetsResponseSchema } from "../../shared/contract/facets";
import { WeekendDetailResponseSchema } from "../../shared/contract/weekend-detail";
import { HotelDetailResponseSchema } from "../../shared/contract/hotel-detail";
import { UpsellsResponseSchema } from "../../shared/contract/upsells";
import { QuoteResponseSchema } from "../../shared/contract/weekend-quote";
import { minisiteScope, minisiteScopeSql } from "./minisite-scope";
import { Params } from "./sql";
import { call, getValid, inDays, offers } from "./test-helpers";

const SLUG = "club-rail-plus";

/** Ids of the packages matching the scope directly in SQL (published or not). */
async function inScopeSql(slug: string, locale: string, ids: number[]): Promise<Set<number>> {
  const scope = (await minisiteScope(env.DB, slug, locale))!;
  const params = new Params();
  const where = minisiteScopeSql(params, scope).join(" AND ");
  const rows = await env.DB.prepare(`SELECT p.id FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.id IN ${params.list(ids)} AND ${where}`)
    .bind(...params.values)
    .all<{ id: number }>();
  return new Set(rows.results.map((r) => r.id));
}

describe("offers.json with minisite", () => {
  it("returns exactly the partner's selection: as many packages as its minisite page, every one in scope", async () => {
    const page0 = await getValid(MinisiteOffersSchema, `/minisites/${SLUG}/offers.json?locale=fr_FR`);
    expect(page0.total).toBeGreaterThan(12);
    let packages = 0;
    const mains: number[] = [];
    let first: Awaited<ReturnType<typeof offers>> | null = null;
    for (let page = 0; page < 20; page++) {
      const answer = await offers({ minisite: SLUG, client: "msite", orderBy: "priceAsc", pagination: { page, limit: 100 } });
      first ??= answer;
      if (answer.exactMatch.length === 0) break;
      packages += answer.exactMatch.reduce((n, h) => n + h.packagesCount, 0);
      mains.push(...answer.exactMatch.map((h) => h.mainPackage.id));
    }
    expect(packages).toBe(page0.total);
    expect(mains.length).toBe(first!.resultsCount);
    expect((await inScopeSql(SLUG, "fr_FR", mains)).size).toBe(mains.length);
    // The cheapest offer of the minisite page leads the cheapest-first search.
    expect(first!.exactMatch[0]!.mainPackage.sellPrice).toBe(page0.cards[0]!.sellPrice);
    expect(first!.searchDetails.minisite).toBe(SLUG);
    expect(first!.searchDetails.uri).toBe(`/search?minisite=${SLUG}`);
    const unscoped = await offers({ pagination: { page: 0, limit: 1 } });
    expect(unscoped.resultsCount).toBeGreaterThan(first!.resultsCount);
  });

  it("keeps to the selection with dates, a theme and in gifting (the dated index and the summary are not used)", async () => {
    const checkin = inDays(21);
    const dated = await offers({ minisite: SLUG, checkin, night: 2, pagination: { page: 0, limit: 50 } });
    const gift = await offers({ minisite: SLUG, type: "gift", searchCriterias: { flow: "gifting" }, pagination: { page: 0, limit: 50 } });
    const themed = await offers({ minisite: SLUG, searchCriterias: { filters: { offer: { categories: { themeIds: [12] } } } }, pagination: { page: 0, limit: 50 } });
    for (const answer of [dated, gift, themed]) {
      const ids = answer.exactMatch.map((h) => h.mainPackage.id);
      expect(ids.length).toBeGreaterThan(0);
      expect((await inScopeSql(SLUG, "fr_FR", ids)).size).toBe(ids.length);
    }
    expect(themed.resultsCount).toBeLessThanOrEqual((await offers({ minisite: SLUG, pagination: { page: 0, limit: 1 } })).resultsCount);
  });

  it("answers 404 for an unknown minisite or another market's, 400 for a malformed one", async () => {
    expect((await call("POST", "/offers.json", { locale: "fr_FR", minisite: "nobody" })).status).toBe(404);
    expect((await call("POST", "/offers.json", { locale: "es_ES", minisite: SLUG })).status).toBe(404);
    expect((await call("POST", "/offers.json", { locale: "fr_FR", minisite: "Bad Slug!" })).status).toBe(400);
    expect((await call("POST", "/offers.json", { locale: "fr_FR", minisite: 501 })).status).toBe(400);
  });
});

describe("facets.json with minisite", () => {
  it("counts the partner's hotels only, like its offers", async () => {
    const scoped = await getValid(FacetsResponseSchema, `/facets.json?locale=fr_FR&minisite=${SLUG}`);
    const hotels = await offers({ minisite: SLUG, pagination: { page: 0, limit: 1 } });
    expect(scoped.totalCount).toBe(hotels.resultsCount);
    const whole = await getValid(FacetsResponseSchema, "/facets.json?locale=fr_FR");
    expect(whole.totalCount).toBeGreaterThan(scoped.totalCount);
    expect((await call("GET", "/facets.json?locale=fr_FR&minisite=nobody")).status).toBe(404);
    expect((await call("GET", "/facets.json?locale=fr_FR&minisite=..%2F")).status).toBe(400);
  });
});

describe("stay detail and quote with minisite", () => {
  it("shows a package of the selection with other offers from the selection only; 404 outside it", async () => {
    const id = (await getValid(MinisiteOffersSchema, `/minisites/${SLUG}/offers.json?locale=fr_FR`)).cards[0]!.packageId;
    const detail = await getValid(WeekendDetailResponseSchema, `/weekend/${id}/detail.json?locale=fr_FR&client=msite&minisite=${SLUG}`);
    const others = detail.otherPackages.map((p) => p.id);
    if (others.length) expect((await inScopeSql(SLUG, "fr_FR", others)).size).toBe(others.length);

    const outside = await env.DB.prepare(
      "SELECT p.id FROM packages p JOIN hotels h ON h.id = p.hotel_id JOIN destinations d ON d.id = h.destination_id WHERE d.country = 'ES' AND p.published = 1 LIMIT 1",
    ).first<{ id: number }>();
    expect((await call("GET", `/weekend/${outside!.id}/detail.json?locale=fr_FR&minisite=${SLUG}`)).status).toBe(404);
    expect((await call("GET", `/weekend/${outside!.id}/detail.json?locale=fr_FR`)).status).toBe(200);
    expect((await call("GET", `/weekend/${id}/detail.json?locale=fr_FR&minisite=nobody`)).status).toBe(404);
    expect((await call("GET", `/weekend/${id}/detail.json?locale=fr_FR&minisite=NO%20WAY`)).status).toBe(400);

    const day = inDays(30);
    await getValid(QuoteResponseSchema, `/weekend/${id}/quote.json?locale=fr_FR&checkin=${day}&minisite=${SLUG}&client=msite`);
    expect((await call("GET", `/weekend/${outside!.id}/quote.json?locale=fr_FR&checkin=${day}&minisite=${SLUG}`)).status).toBe(404);
    expect((await call("GET", `/weekend/${id}/quote.json?locale=es_ES&checkin=${day}&minisite=${SLUG}`)).status).toBe(404);
    // The cart of a partner's customer: a package outside the selection is refused before any price check.
    const cart = await call("POST", "/carts.json", { locale: "fr_FR", packageId: outside!.id, checkin: day, nights: 2, adult: 2, expectedSellPrice: 1, minisite: SLUG });
    expect(cart.status).toBe(404);
    expect((await call("POST", "/carts.json", { locale: "fr_FR", packageId: id, checkin: day, nights: 2, adult: 2, expectedSellPrice: 1, minisite: "Bad!" })).status).toBe(400);
  });
});

describe("hotel page and similar stays nearby with minisite (decision 055)", () => {
  it("the hotel page keeps to the selection: its offers, its nearby hotels and their links; 404 for a hotel outside it", async () => {
    const card = (await getValid(MinisiteOffersSchema, `/minisites/${SLUG}/offers.json?locale=fr_FR`)).cards[0]!;
    const hotelId = (await env.DB.prepare("SELECT hotel_id FROM packages WHERE id = ?1").bind(card.packageId).first<{ hotel_id: number }>())!.hotel_id;
    const scoped = await getValid(HotelDetailResponseSchema, `/hotel/${hotelId}/detail.json?locale=fr_FR&client=msite&minisite=${SLUG}`);
    const plain = await getValid(HotelDetailResponseSchema, `/hotel/${hotelId}/detail.json?locale=fr_FR&client=msite`);
    const offerIds = (d: typeof scoped) => d.rooms.flatMap((r) => r.offers.map((o) => o.id));
    const ids = offerIds(scoped);
    expect(ids).toContain(card.packageId);
    expect((await inScopeSql(SLUG, "fr_FR", ids)).size).toBe(ids.length);
    expect(offerIds(plain).length).toBeGreaterThanOrEqual(ids.length);
    for (const o of scoped.rooms.flatMap((r) => r.offers)) expect(o.uri).toMatch(new RegExp(`^/stay/\\d+[^?]*\\?minisite=${SLUG}$`));
    // Nearby hotels: each sells a live stay of the selection, and its link keeps the partner.
    expect(scoped.nearbyHotels.length).toBeGreaterThan(0);
    for (const n of scoped.nearbyHotels) {
      expect(n.uri).toMatch(new RegExp(`^/hotel/${n.id}-[a-z0-9-]+\\?minisite=${SLUG}$`));
      const live = await env.DB.prepare("SELECT id FROM packages WHERE hotel_id = ?1 AND published = 1 AND item_category = 'weekend'").bind(n.id).all<{ id: number }>();
      expect((await inScopeSql(SLUG, "fr_FR", live.results.map((r) => r.id))).size).toBeGreaterThan(0);
    }
    for (const n of plain.nearbyHotels) expect(n.uri).not.toContain("minisite");

    const outside = await env.DB.prepare(
      "SELECT h.id FROM hotels h JOIN destinations d ON d.id = h.destination_id WHERE d.country = 'ES' AND h.active = 1 LIMIT 1",
    ).first<{ id: number }>();
    expect((await call("GET", `/hotel/${outside!.id}/detail.json?locale=fr_FR&minisite=${SLUG}`)).status).toBe(404);
    expect((await call("GET", `/hotel/${hotelId}/detail.json?locale=fr_FR&minisite=nobody`)).status).toBe(404);
    expect((await call("GET", `/hotel/${hotelId}/detail.json?locale=fr_FR&minisite=NO%20WAY`)).status).toBe(400);
  });

  it("the stay page's similar stays nearby and upsells are the selection's", async () => {
    const cards = (await getValid(MinisiteOffersSchema, `/minisites/${SLUG}/offers.json?locale=fr_FR`)).cards;
    let checked = 0;
    for (const card of cards.slice(0, 4)) {
      const scoped = await getValid(UpsellsResponseSchema, `/weekend/${card.packageId}/upsells.json?locale=fr_FR&client=msite&minisite=${SLUG}`);
      const ids = [...scoped.otherProducts.map((p) => p.id), ...scoped.upsells.map((u) => u.id)];
      if (ids.length) expect((await inScopeSql(SLUG, "fr_FR", ids)).size).toBe(ids.length);
      checked += scoped.otherProducts.length;
    }
    expect(checked).toBeGreaterThan(0);
    const outside = await env.DB.prepare(
      "SELECT p.id FROM packages p JOIN hotels h ON h.id = p.hotel_id JOIN destinations d ON d.id = h.destination_id WHERE d.country = 'ES' AND p.published = 1 LIMIT 1",
    ).first<{ id: number }>();
    expect((await call("GET", `/weekend/${outside!.id}/upsells.json?locale=fr_FR&minisite=${SLUG}`)).status).toBe(404);
  });
});

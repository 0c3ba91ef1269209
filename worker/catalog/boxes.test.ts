/**
 * The gift box endpoints of the embedded catalog (worker/catalog/boxes.ts, boxes-offers.ts; spec
 * 001 §2 "Box pages", §3 Box, §4, §7 box calls) against the seeded D1: only EBOX codes in the
 * search, the detail of either format, 400/404 for bad codes, offers in pages of 8 that end with
 * an empty page, and the map search's pins.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BOX_OFFERS_PAGE_SIZE, BoxesSearchResponseSchema, BoxOffersResponseSchema, BoxSchema } from "../../shared/contract/boxes";
import { call, getValid } from "./test-helpers";

async function firstBoxCode(locale = "fr_FR"): Promise<string> {
  const { boxes } = await getValid(BoxesSearchResponseSchema, `/boxes/search?locale=${locale}`);
  return boxes[0]!.code;
}

describe("GET /boxes/search", () => {
  it("keeps only the codes ending EBOX, though physical codes are in the catalog", async () => {
    const physical = await env.DB.prepare("SELECT count(*) AS n FROM boxes WHERE code NOT LIKE '%-EBOX'").first<{ n: number }>();
    expect(physical!.n).toBeGreaterThan(0);
    const { boxes } = await getValid(BoxesSearchResponseSchema, "/boxes/search?locale=fr_FR");
    expect(boxes.length).toBeGreaterThanOrEqual(10);
    for (const b of boxes) {
      expect(b.code).toMatch(/-EBOX$/);
      expect(b.format).toBe("digital");
    }
  });

  it("answers every market in its language, with the three image sizes and a promo by the spec's formula", async () => {
    const fr = await getValid(BoxesSearchResponseSchema, "/boxes/search?locale=fr_BE");
    const it_ = await getValid(BoxesSearchResponseSchema, "/boxes/search?locale=it_IT");
    for (const locale of ["es_ES", "fr_FR", "nl_BE", "nl_NL"]) expect((await getValid(BoxesSearchResponseSchema, `/boxes/search?locale=${locale}`)).boxes.length).toBe(fr.boxes.length);
    expect(fr.boxes.map((b) => b.code)).toEqual(it_.boxes.map((b) => b.code));
    expect(fr.boxes[0]!.title).not.toBe(it_.boxes[0]!.title);
    for (const b of fr.boxes) {
      expect(Object.keys(b.images[0]!).sort()).toEqual(["120_80", "640_360", "960_540"]);
      expect(b.images[0]!["640_360"]).toMatch(/^\/img\/activity\/\d+\/640x360\.svg/);
      expect(b.price.promo).toBe(Math.floor(((b.referencePrice - b.price.sellPrice) * 100) / b.referencePrice));
      expect(b.includedContent.split("\n").length).toBeGreaterThan(2);
    }
  });

  it("refuses a missing or unknown locale with 400", async () => {
    expect((await call("GET", "/boxes/search")).status).toBe(400);
    expect((await call("GET", "/boxes/search?locale=de_DE")).status).toBe(400);
  });
});

describe("GET /boxes/{code}/product-detail", () => {
  it("answers a digital box and its physical twin, each naming both formats' codes", async () => {
    const code = await firstBoxCode();
    const digital = await getValid(BoxSchema, `/boxes/${code}/product-detail?locale=fr_FR`);
    expect(digital.code).toBe(code);
    expect(digital.shippingCost).toBeNull();
    const physicalCode = digital.formats.find((f) => f.format === "physical")!.code;
    expect(physicalCode).not.toBe(code);
    const physical = await getValid(BoxSchema, `/boxes/${physicalCode}/product-detail?locale=fr_FR`);
    expect(physical.format).toBe("physical");
    expect(physical.shippingCost?.amount).toBeGreaterThanOrEqual(0);
    expect(physical.title).toBe(digital.title);
  });

  it("answers 404 for an unknown code and 400 for a malformed one", async () => {
    const unknown = await call("GET", "/boxes/ZZ00-EBOX/product-detail?locale=fr_FR");
    expect(unknown.status).toBe(404);
    expect((unknown.body as { error: string }).error).toMatch(/ZZ00-EBOX/);
    expect((await call("GET", "/boxes/not%20a%20code/product-detail?locale=fr_FR")).status).toBe(400);
    expect((await call("GET", "/boxes/ZZ00-EBOX/offers?locale=fr_FR")).status).toBe(404);
  });
});

describe("GET /boxes/{code}/offers", () => {
  it("pages the redeemable stays by 8, all within the box's value and nights, and ends with an empty page", async () => {
    const code = await firstBoxCode("es_ES");
    const box = await getValid(BoxSchema, `/boxes/${code}/product-detail?locale=es_ES`);
    const first = await getValid(BoxOffersResponseSchema, `/boxes/${code}/offers?locale=es_ES&page=0&limit=8`);
    expect(first.exactMatch).toBe(true);
    expect(first.offers).toHaveLength(BOX_OFFERS_PAGE_SIZE);
    const total = first.searchDetails.totalCount;
    expect(total).toBeGreaterThan(BOX_OFFERS_PAGE_SIZE);
    const pages = Math.ceil(total / BOX_OFFERS_PAGE_SIZE);
    const seen = new Set<number>();
    for (let page = 0; page <= pages; page++) {
      const res = await getValid(BoxOffersResponseSchema, `/boxes/${code}/offers?locale=es_ES&page=${page}&limit=8`);
      expect(res.searchDetails.totalCount).toBe(total);
      if (page === pages) expect(res.offers).toEqual([]);
      else expect(res.offers.length).toBe(page === pages - 1 ? total - (pages - 1) * BOX_OFFERS_PAGE_SIZE : BOX_OFFERS_PAGE_SIZE);
      for (const o of res.offers) {
        expect(seen.has(o.id)).toBe(false);
        seen.add(o.id);
        expect(o.sellPrice).toBeLessThanOrEqual(box.value);
        expect(o.nights).toBe(box.searchCriteriaProperties.nights);
        expect(o.priceType).toBe("gift");
      }
    }
    expect(seen.size).toBe(total);
  });

  it("answers every pin with performMapSearch", async () => {
    const code = await firstBoxCode();
    const paged = await getValid(BoxOffersResponseSchema, `/boxes/${code}/offers?locale=fr_FR`);
    const map = await getValid(BoxOffersResponseSchema, `/boxes/${code}/offers?locale=fr_FR&performMapSearch=true`);
    expect(map.offers).toEqual([]);
    expect(map.mapOffers).toHaveLength(paged.searchDetails.totalCount);
    for (const pin of map.mapOffers) {
      expect(Math.abs(pin.location.lat)).toBeGreaterThan(20);
      expect(Math.abs(pin.location.lng)).toBeLessThan(20);
    }
    // Price pins (decision 043): each pin carries its card's price, title and stay page.
    for (const card of paged.offers) {
      const pin = map.mapOffers.find((p) => p.id === card.id);
      expect(pin).toMatchObject({ sellPrice: card.sellPrice, label: card.label, uri: card.uri });
    }
    expect(map.mapOffers.every((p) => Number.isInteger(p.sellPrice) && p.sellPrice! > 0 && /^\/stay\/\d+-/.test(p.uri ?? ""))).toBe(true);
  });

  it("refuses a limit above 8 and a malformed page with 400", async () => {
    const code = await firstBoxCode();
    expect((await call("GET", `/boxes/${code}/offers?locale=fr_FR&limit=9`)).status).toBe(400);
    expect((await call("GET", `/boxes/${code}/offers?locale=fr_FR&page=-1`)).status).toBe(400);
    expect((await call("GET", `/boxes/${code}/offers?locale=fr_FR&page=abc`)).status).toBe(400);
  });
});

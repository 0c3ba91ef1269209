/**
 * GET /box-offers/{code} and /box-facets/{code} (spec 001 §7 "box offers and facets | checkin,
 * hotelId, numberOfPackagesPerHotel 20, selectivePublicationAffiliateId"; box-filtered-offers.ts)
 * over the seeded D1, for every box of the catalogue: the same set as the box page's offers,
 * narrowed as the spec's filters say, and facets that count that set.
 */
import { describe, expect, it } from "vitest";
import { BoxFacetsResponseSchema, BoxFilteredOffersResponseSchema } from "../../shared/contract/box-filtered-offers";
import { BoxesSearchResponseSchema, BoxOffersResponseSchema } from "../../shared/contract/boxes";
import { call, getValid, inDays } from "./test-helpers";

async function boxCodes(): Promise<string[]> {
  return (await getValid(BoxesSearchResponseSchema, "/boxes/search?locale=fr_FR")).boxes.map((b) => b.code);
}

describe("GET /box-offers/{code}, /box-facets/{code}", () => {
  it("every box: the box page's set (same exactMatch, no more offers), facets counting it, gift cards", async () => {
    const codes = await boxCodes();
    expect(codes.length).toBeGreaterThanOrEqual(10);
    for (const code of codes) {
      const page = await getValid(BoxOffersResponseSchema, `/boxes/${code}/offers?locale=fr_FR`);
      const filtered = await getValid(BoxFilteredOffersResponseSchema, `/box-offers/${code}?locale=fr_FR`);
      const facets = await getValid(BoxFacetsResponseSchema, `/box-facets/${code}?locale=fr_FR`);
      expect(filtered.exactMatch, code).toBe(page.exactMatch);
      // numberOfPackagesPerHotel 20 by default: at most the box page's count (no per-hotel limit there).
      expect(filtered.searchDetails.totalCount, code).toBeLessThanOrEqual(page.searchDetails.totalCount);
      expect(facets.searchDetails.totalCount, code).toBe(filtered.searchDetails.totalCount);
      expect(facets.facets.stars.reduce((n, s) => n + s.count, 0), code).toBe(filtered.searchDetails.totalCount);
      expect(filtered.offers.length, code).toBe(Math.min(8, filtered.searchDetails.totalCount));
      for (const card of filtered.offers) expect(card.priceType, code).toBe("gift");
    }
  });

  it("numberOfPackagesPerHotel, hotelId and checkin narrow the set", async () => {
    const codes = await boxCodes();
    let narrowedByHotel = 0;
    for (const code of codes.slice(0, 6)) {
      const all = await getValid(BoxFilteredOffersResponseSchema, `/box-offers/${code}?locale=nl_BE&limit=8`);
      if (all.offers.length === 0) continue;
      const one = await getValid(BoxFilteredOffersResponseSchema, `/box-offers/${code}?locale=nl_BE&numberOfPackagesPerHotel=1&limit=8`);
      const hotels = one.offers.map((o) => o.hotel.id);
      expect(new Set(hotels).size, code).toBe(hotels.length);
      expect(one.searchDetails.totalCount, code).toBeLessThanOrEqual(all.searchDetails.totalCount);
      const hotelId = all.offers[0]!.hotel.id;
      const ofHotel = await getValid(BoxFilteredOffersResponseSchema, `/box-offers/${code}?locale=nl_BE&hotelId=${hotelId}`);
      expect(ofHotel.offers.length, code).toBeGreaterThan(0);
      for (const o of ofHotel.offers) expect(o.hotel.id, code).toBe(hotelId);
      if (ofHotel.searchDetails.totalCount < all.searchDetails.totalCount) narrowedByHotel++;
      const dated = await getValid(BoxFilteredOffersResponseSchema, `/box-offers/${code}?locale=nl_BE&checkin=${inDays(30)}`);
      expect(dated.searchDetails.totalCount, code).toBeLessThanOrEqual(all.searchDetails.totalCount);
    }
    expect(narrowedByHotel).toBeGreaterThan(0);
  });

  it("refuses a malformed code or query with 400 and an unknown box with 404", async () => {
    const [code] = await boxCodes();
    for (const query of ["", "locale=xx_XX", "locale=fr_FR&checkin=2026-13-40", "locale=fr_FR&numberOfPackagesPerHotel=0", "locale=fr_FR&numberOfPackagesPerHotel=21", "locale=fr_FR&hotelId=abc"]) {
      expect((await call("GET", `/box-offers/${code}?${query}`)).status, query).toBe(400);
      expect((await call("GET", `/box-facets/${code}?${query}`)).status, query).toBe(400);
    }
    expect((await call("GET", "/box-offers/not a code?locale=fr_FR")).status).toBe(400);
    expect((await call("GET", "/box-facets/ZZZZ-EBOX?locale=fr_FR")).status).toBe(404);
  });
});

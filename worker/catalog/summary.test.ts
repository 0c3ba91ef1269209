/**
 * The search summary (migrations/0002_search_summary.sql, summary-derive.ts) gives exactly the
 * general search's answers on the seeded catalog (docs/decisions/012-catalog-search-summary.md):
 * offers.json and facets.json are run twice — summary allowed, and `summary: false` — and the
 * answers compared whole (hotels, main packages, order, counts, cards, facet counts), for every
 * sort, several locations and filters, and on several days: the catalog's first day, days after
 * some packages expired, and a day after every expiration (the summary's epochs).
 * Each case also checks which path answered, so a summary that stopped being used fails too.
 */
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { SORTS } from "../../shared/contract/common";
import { FacetsQuerySchema } from "../../shared/contract/facets";
import { OffersRequestSchema } from "../../shared/contract/offers";
import { addDays } from "./dates";
import { computeFacets } from "./facets";
import { searchOffers } from "./offers";
import { OPEN_DAY } from "./summary-derive";

/** A D1 that records the SQL it prepares (fresh per call: no memoised location). */
function recording(): { db: D1Database; sql: string[] } {
  const sql: string[] = [];
  const db = {
    prepare: (text: string) => (sql.push(text), env.DB.prepare(text)),
    batch: (list: D1PreparedStatement[]) => env.DB.batch(list),
  };
  return { db: db as unknown as D1Database, sql };
}

const usedSummary = (sql: string[]) => sql.some((s) => /\bsearch_hotels\b|\bsearch_facet_totals\b/.test(s));

/**
 * Runs one request with and without the summary (`run(db, summary)`), expects equal answers and
 * returns whether the summary answered.
 */
async function bothWays<T>(what: string, run: (db: D1Database, summary: boolean) => Promise<T>): Promise<boolean> {
  const fast = recording();
  const a = await run(fast.db, true);
  const b = await run(recording().db, false);
  expect(a, what).toEqual(b);
  return usedSummary(fast.sql);
}

/** Offers with and without the summary; equal answers; returns whether the summary answered. */
function sameOffers(body: Record<string, unknown>, today: string): Promise<boolean> {
  const req = v.parse(OffersRequestSchema, { locale: "fr_FR", ...body });
  return bothWays(`${JSON.stringify(body)} on ${today}`, (db, summary) => searchOffers(db, req, today, summary ? {} : { summary: false }));
}

/** Facets with and without the summary; equal answers; returns whether the summary answered. */
function sameFacets(query: Record<string, string>, today: string): Promise<boolean> {
  const fq = v.parse(FacetsQuerySchema, { locale: "fr_FR", ...query });
  return bothWays(`${JSON.stringify(query)} on ${today}`, (db, summary) => computeFacets(db, fq, today, summary ? {} : { summary: false }));
}

const location = (loc: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  searchCriterias: { filters: { property: { location: loc, ...more } } },
});

let days: string[] = [];
let ids: { city: number; department: number; region: number; country: number; touristic: number; hotel: number; lat: number; lng: number };

const one = async <T>(sql: string) => (await env.DB.prepare(sql).first<T>())!;

beforeAll(async () => {
  const meta = await one<{ today: string }>("SELECT value AS today FROM catalog_meta WHERE key = 'today'");
  const exp = await env.DB.prepare("SELECT DISTINCT expiration AS d FROM packages WHERE expiration IS NOT NULL ORDER BY 1").all<{ d: string }>();
  const list = exp.results.map((r) => r.d);
  expect(list.length).toBeGreaterThan(2);
  // The first day; the day after the first expiration; a day in the middle; after the last one.
  days = [meta.today, addDays(list[0]!, 1), list[Math.floor(list.length / 2)]!, addDays(list.at(-1)!, 1)];
  const city = await one<{ id: number; lat: number; lng: number }>(
    "SELECT d.id, d.latitude AS lat, d.longitude AS lng FROM hotels h JOIN destinations d ON d.id = h.destination_id GROUP BY d.id ORDER BY COUNT(*) DESC LIMIT 1",
  );
  const dep = await one<{ id: number }>("SELECT d.department_id AS id FROM hotels h JOIN destinations d ON d.id = h.destination_id WHERE d.department_id IS NOT NULL GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1");
  const reg = await one<{ id: number }>("SELECT d.region_id AS id FROM hotels h JOIN destinations d ON d.id = h.destination_id WHERE d.region_id IS NOT NULL GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1");
  const country = await one<{ id: number }>("SELECT d.country_id AS id FROM hotels h JOIN destinations d ON d.id = h.destination_id WHERE d.country_id IS NOT NULL GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1");
  const tour = await one<{ id: number }>("SELECT da.area_id AS id FROM destination_areas da JOIN hotels h ON h.destination_id = da.destination_id GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1");
  // A hotel whose packages do not all expire together (it has several epochs).
  const hotel = await one<{ id: number }>("SELECT hotel_id AS id FROM search_hotels WHERE item_category = 'weekend' GROUP BY 1 ORDER BY COUNT(*) DESC, 1 LIMIT 1");
  ids = { city: city.id, department: dep.id, region: reg.id, country: country.id, touristic: tour.id, hotel: hotel.id, lat: city.lat, lng: city.lng };
});

describe("search summary data", () => {
  it("covers every day once per active hotel and category: epochs chain from 0 without gaps", async () => {
    const bad = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM (
         SELECT valid_after, LAG(valid_until, 1, 0) OVER (PARTITION BY item_category, hotel_id ORDER BY valid_until) AS prev
         FROM search_hotels) WHERE valid_after != prev`,
    ).first<number>("n");
    expect(bad).toBe(0);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n, MAX(valid_until) AS top FROM search_hotels").first<{ n: number; top: number }>();
    expect(rows!.n).toBeGreaterThan(0);
    expect(rows!.top).toBe(OPEN_DAY);
    const [epochs, hotels] = await Promise.all([
      one<{ n: number }>("SELECT COUNT(*) AS n FROM search_hotels WHERE item_category = 'weekend' AND valid_after = 0"),
      one<{ n: number }>("SELECT COUNT(DISTINCT p.hotel_id) AS n FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE h.active = 1 AND p.published = 1 AND p.item_category = 'weekend'"),
    ]);
    expect(epochs.n).toBe(hotels.n);
  });
});

describe("offers.json: summary and general search agree", () => {
  it("without location, for every sort, on every test day, several pages", async () => {
    for (const today of days) {
      for (const orderBy of SORTS) {
        for (const page of [0, 3]) expect(await sameOffers({ orderBy, pagination: { page, limit: 20 } }, today)).toBe(true);
      }
    }
  });

  it("with a city, an area, a radius, a hotel, hotel-level filters and exclusions", async () => {
    const shapes: Record<string, unknown>[] = [
      location({ cityId: ids.city }),
      location({ cityId: ids.city }, { stars: [3, 4], facilities: ["wifi"] }),
      location({ cityId: ids.city, maxDistance: 40 }),
      location({ departmentId: ids.department }),
      location({ regionId: ids.region }, { hotelTypes: ["hotel", "guesthouse"], minHotelReviewScore: 8 }),
      location({ touristicId: ids.touristic }),
      location({ countryId: ids.country }, { stars: [4, 5] }),
      location({ departmentId: ids.department, maxDistance: 30 }),
      location({ latitude: ids.lat, longitude: ids.lng, maxDistance: 25 }),
      location({}, { petsAllowed: true, hotelEnvironments: ["city", "seaside"], hotelStyles: ["design", "family", "luxury"] }),
      { hotelId: ids.hotel, numberOfPackagesPerHotel: 5 },
      { excludedHotelIds: [ids.hotel], numberOfPackagesPerHotel: 3, performMapSearch: true },
      { adult: 1, pagination: { page: 2, limit: 10 } },
      { pagination: { page: 9_999, limit: 20 } },
    ];
    for (const today of [days[0]!, days[2]!]) {
      for (const shape of shapes) {
        for (const orderBy of ["priceQuality", "distance", "promo"]) expect(await sameOffers({ ...shape, orderBy }, today)).toBe(true);
      }
    }
  });

  it("for gifts and activity-only packages", async () => {
    for (const today of [days[0]!, days[3]!]) {
      for (const orderBy of ["svPriceAsc", "svPriceDesc", "priceQuality"]) {
        expect(await sameOffers({ type: "gift", orderBy, searchCriterias: { flow: "gifting" }, performGiftableSearch: true }, today)).toBe(true);
        expect(await sameOffers({ orderBy, searchCriterias: { flow: "activity" } }, today)).toBe(true);
      }
    }
  });

  it("for an unknown city, looked up in the same batch as the search", async () => {
    expect(await sameOffers({ orderBy: "distance", ...location({ cityId: 2_000_000_001 }) }, days[0]!)).toBe(true);
  });

  it("uses the general search when dates, party or package filters matter", async () => {
    const cases: Record<string, unknown>[] = [
      { checkin: addDays(days[0]!, 30) },
      { adult: 3 },
      { child: 1 },
      { searchCriterias: { filters: { offer: { tags: [1] } } } },
      { searchCriterias: { filters: { offer: { categories: { themeIds: [12] }, price: { min: 20_000 } } } } },
    ];
    for (const body of cases) expect(await sameOffers({ pagination: { limit: 10 }, ...body }, days[0]!)).toBe(false);
  });
});

describe("facets.json: the day's totals and the general statement agree", () => {
  it("without location or filter, on every test day, with a price range that filters nothing", async () => {
    for (const today of days) {
      expect(await sameFacets({}, today)).toBe(true);
      expect(await sameFacets({ priceMin: "100", priceMax: "100000000" }, today)).toBe(true);
      expect(await sameFacets({ flow: "activity" }, today)).toBe(true);
      expect(await sameFacets({ type: "gift", flow: "gifting", singleVoucherPriceMin: "0" }, today)).toBe(true);
    }
  });

  it("with a price range that filters: the totals are read, then the general statement answers", async () => {
    for (const today of [days[0]!, days[1]!]) expect(await sameFacets({ priceMin: "20000", priceMax: "30000" }, today)).toBe(true);
  });

  it("with a location or hotel-level filters: one summary row per hotel (a city's lookup in the same batch)", async () => {
    const cases: Record<string, string>[] = [
      { city: String(ids.city) },
      { city: String(ids.city), stars: "3,4", facilities: "wifi" },
      { city: String(ids.city), distanceMax: "40", orderBy: "distance" },
      { city: "2000000001" },
      { department: String(ids.department), petsAllowed: "true" },
      { region: String(ids.region), hotelType: "hotel,guesthouse", minHotelReviewScore: "8" },
      { touristicregion: String(ids.touristic) },
      { country: String(ids.country), stars: "3" },
      { lat: String(ids.lat), lng: String(ids.lng), distanceMax: "25" },
      { stars: "4" },
      { hotelEnvironment: "city,seaside", hotelStyle: "design,family" },
      { city: String(ids.city), type: "gift", flow: "gifting" },
      { region: String(ids.region), flow: "activity" },
    ];
    for (const today of [days[0]!, days[1]!, days[3]!]) {
      for (const query of cases) expect(await sameFacets(query, today)).toBe(true);
    }
  });

  it("with dates, party or package filters: the general statement", async () => {
    const cases: Record<string, string>[] = [
      { adult: "3" },
      { city: String(ids.city), child: "1" },
      { tags: "1" },
      { theme: "12" },
      { city: String(ids.city), priceMin: "20000" },
      { checkin: addDays(days[0]!, 30), night: "2" },
    ];
    for (const today of [days[0]!, days[1]!]) {
      for (const query of cases) expect(await sameFacets(query, today)).toBe(false);
    }
  });
});

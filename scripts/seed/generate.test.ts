import { beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { buildDestinations } from "../data/build-destinations";
import type { DestinationData } from "../data/types";
import { catalogStatements } from "./build";
import { addDays } from "./dates";
import { generateCatalog } from "./generate";
import { ratePlanUntil } from "./rate-plans";
import { meanOneDecimal } from "./reviews";
import { COVERAGE_KM, PARIS_ID, PARIS_MIN, RESORT_MIN, TOP_CITY_MIN, topCities } from "./supplement-targets";
import { FIRST_HOTEL_ID } from "./hotels";
import { FIRST_PACKAGE_ID } from "./packages";
import { haversineKm } from "../data/geo";
import { CRITERIA, type Catalog, type Hotel } from "./types";
import { threePriceFigures, upsellFigures } from "./measure-offers";

const dataDir = join(import.meta.dirname, "..", "..", "data");
const seed = "test-seed";
const today = "2026-11-22";
let destinations: DestinationData;
let catalog: Catalog;
let statements: string[];

const sha = (list: string[]) => createHash("sha256").update(list.join(";\n")).digest("hex");

/** Group items by key (push, no copies: the lists are long). */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K | K[]): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const keys = key(item);
    for (const k of Array.isArray(keys) ? keys : [keys]) {
      const list = out.get(k);
      if (list) list.push(item);
      else out.set(k, [item]);
    }
  }
  return out;
}

beforeAll(() => {
  destinations = buildDestinations({ dataDir });
  catalog = generateCatalog({ seed, today, dataDir, destinations });
  statements = catalogStatements(catalog);
});


/**
 * The packages of a catalog without the unpublished activity example (generate.ts, issue 25 item
 * 20): a copy added last, with no rate plans and the next id, so it moves with the passes before it.
 */
function withoutExample<P extends { id: number }>(c: { packages: P[]; ratePlans: { packageId: number }[] }): P[] {
  const planned = new Set(c.ratePlans.map((r) => r.packageId));
  return c.packages.filter((p) => planned.has(p.id));
}

describe("generateCatalog", () => {
  it("is deterministic: same seed and date, same SQL; another seed, other SQL", () => {
    const again = catalogStatements(generateCatalog({ seed, today, dataDir, destinations }));
    expect(sha(again)).toBe(sha(statements));
    const small = { hotels: 60, activityPackages: 10, reviews: 500, supplementReviewsPerHotel: 0 };
    const a = catalogStatements(generateCatalog({ seed: "a", today, dataDir, destinations, sizes: small, supplement: false }));
    const b = catalogStatements(generateCatalog({ seed: "b", today, dataDir, destinations, sizes: small, supplement: false }));
    expect(sha(a)).not.toBe(sha(b));
  });

  it("has the wanted sizes", () => {
    const weekend = catalog.packages.filter((p) => p.itemCategory === "weekend");
    const activity = catalog.packages.filter((p) => p.itemCategory === "activity");
    expect(catalog.hotels.length).toBeGreaterThanOrEqual(1500);
    expect(weekend.length).toBeGreaterThanOrEqual(4000);
    expect(activity.length).toBeGreaterThanOrEqual(300);
    // 30,000 in the first pass, ~8 per supplementary hotel after them (supplement.ts).
    expect(catalog.reviews.filter((r) => r.id <= 30_000).length).toBe(30_000);
    expect(catalog.reviews.length).toBeGreaterThan(30_000);
    expect(weekend.every((p) => p.nights >= 1 && p.nights <= 3 && p.activityIds.length >= 1 && p.activityIds.length <= 3)).toBe(true);
    expect(activity.every((p) => p.nights === 0 && p.themeId >= 985 && p.themeId <= 992)).toBe(true);
  });

  it("keeps hotel review aggregates equal to their reviews (half-up, one decimal)", () => {
    const byHotel = groupBy(catalog.reviews, (r) => r.hotelId);
    let fresh = 0;
    for (const h of catalog.hotels) {
      const own = byHotel.get(h.id) ?? [];
      expect(h.reviewCount).toBe(own.length);
      if (own.length === 0) {
        fresh++;
        expect(h.reviewAverage).toBeNull();
        expect(h.scores).toBeNull();
        continue;
      }
      const tenths = own.reduce((s, r) => s + Math.round(r.average * 10), 0);
      expect(h.reviewAverage).toBe(meanOneDecimal(tenths, own.length));
      // No rounding ties, so SQL's ROUND(AVG(average), 1) gives the same value.
      expect(Math.abs(((tenths / own.length) % 1) - 0.5)).toBeGreaterThan(1e-9);
      expect(h.reviewAverage).toBe(Math.round(own.reduce((s, r) => s + r.average, 0) / own.length * 10) / 10);
      for (const c of CRITERIA) expect(h.scores![c]).toBe(meanOneDecimal(own.reduce((s, r) => s + r.scores[c] * 10, 0), own.length));
    }
    expect(fresh).toBeGreaterThan(0);
    for (const r of catalog.reviews) expect(r.average).toBe(meanOneDecimal(CRITERIA.reduce((s, c) => s + r.scores[c], 0) * 10, 6));
    expect(new Set(catalog.reviews.map((r) => r.locale))).toEqual(new Set(["fr_FR", "es_ES", "it_IT", "nl_NL"]));
  });

  it("prices packages from their rate plans (integer cents, promo 0-40 %)", () => {
    const plans = groupBy(catalog.ratePlans, (r) => r.packageId);
    const problems: string[] = [];
    for (const p of catalog.packages) {
      const own = plans.get(p.id);
      // The one package without plans is the unpublished activity example (issue 25 item 20).
      if (!own) {
        if (p.published || p.itemCategory !== "activity") problems.push(`${p.id}: no rate plan`);
        continue;
      }
      const min = Math.min(...own.map((r) => r.sellPriceCents));
      if (p.sellPriceCents !== min) problems.push(`${p.id}: sell ${p.sellPriceCents} != min ${min}`);
      if (!own.some((r) => r.sellPriceCents === min && r.rooms > 0)) problems.push(`${p.id}: cheapest plan sold out`);
      if (p.refPriceCents < p.sellPriceCents || 1 - p.sellPriceCents / p.refPriceCents > 0.4) problems.push(`${p.id}: ref ${p.refPriceCents}`);
      if (!Number.isInteger(p.sellPriceCents) || !Number.isInteger(p.refPriceCents)) problems.push(`${p.id}: not cents`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it("covers 12 months from today for every check-in weekday of a plan, without overlaps", () => {
    const until = ratePlanUntil(today);
    expect(until).toBe("2027-11-21");
    const plans = groupBy(catalog.ratePlans, (r) => [0, 1, 2, 3, 4, 5, 6].filter((bit) => r.weekdayMask & (1 << bit)).map((bit) => `${r.packageId}:${bit}`));
    const problems: string[] = []; // collected, not asserted one by one: there are ~200,000 checks
    for (const [key, list] of plans) {
      const sorted = [...list].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
      if (sorted[0]!.validFrom !== today || sorted[sorted.length - 1]!.validTo !== until) problems.push(`${key}: ends`);
      for (let i = 1; i < sorted.length; i++) if (sorted[i]!.validFrom !== addDays(sorted[i - 1]!.validTo, 1)) problems.push(`${key}: gap or overlap`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    const rooms = catalog.ratePlans.map((r) => r.rooms);
    expect(rooms.some((n) => n >= 1 && n <= 3)).toBe(true);
    expect(rooms.reduce((m, n) => Math.max(m, n), 0)).toBeLessThanOrEqual(8);
    expect(catalog.closedDays.length).toBeGreaterThan(100);
  });

  it("has the family theme, pets rows and hotel search rows", () => {
    expect(catalog.themes.some((t) => t.id === 39)).toBe(true);
    expect(catalog.packages.filter((p) => p.themeIds.includes(39)).length).toBeGreaterThan(300);
    for (const h of catalog.hotels) expect(h.facilities.includes("pets")).toBe(h.petsAllowed);
    expect(catalog.placeSearch.filter((r) => r.category === "hotel").length).toBeGreaterThan(1400);
  });

  it("writes statements under 90 KB and 100 rows, deleting before inserting", () => {
    // Every table is emptied (children before parents) before its first row goes in.
    expect(statements[0]).toMatch(/^DELETE FROM /);
    const first = (re: RegExp) => statements.findIndex((s) => re.test(s));
    for (const table of ["reviews", "box_subthemes", "boxes", "hotels", "packages"]) {
      const del = first(new RegExp(`^DELETE FROM ${table}\\b`));
      expect(del, table).toBeGreaterThanOrEqual(0);
      expect(del, table).toBeLessThan(first(new RegExp(`^INSERT INTO ${table}\\b`)));
    }
    expect(first(/^DELETE FROM reviews\b/)).toBeLessThan(first(/^DELETE FROM hotels\b/));
    for (const s of statements) {
      expect(Buffer.byteLength(s)).toBeLessThan(90_000);
      // Rows are joined by "),\n(" (sql.ts); a text value may itself hold newlines (a box's included content).
      if (s.startsWith("INSERT")) expect(s.split("),\n(").length).toBeLessThanOrEqual(100);
    }
  });
});

/** Active hotels that sell today: a published stay package that has not expired (spec 000 §3). */
function sellingHotels(c: Catalog): Hotel[] {
  const selling = new Set(c.packages.filter((p) => p.published && p.itemCategory === "weekend" && (p.expiration === null || p.expiration >= c.meta.today)).map((p) => p.hotelId));
  return c.hotels.filter((h) => h.active && selling.has(h.id));
}

describe("catalog like a real shop (issue 14, supplement.ts)", () => {
  it("keeps the first pass's ids and puts every added row after them", () => {
    const first = catalog.hotels.filter((h) => h.id < FIRST_HOTEL_ID + 1700);
    expect(first.map((h) => h.id)).toEqual(Array.from({ length: 1700 }, (_, i) => FIRST_HOTEL_ID + i));
    const added = catalog.hotels.slice(1700);
    expect(added.length).toBeGreaterThan(1000);
    expect(added.every((h) => h.active)).toBe(true);
    const addedIds = new Set(added.map((h) => h.id));
    // Upgraded stays (the third pass, decision 054) come after every other package.
    const firstPackages = withoutExample(catalog).filter((p) => !addedIds.has(p.hotelId) && p.upgradeOf === undefined);
    const lastFirst = Math.max(...firstPackages.map((p) => p.id));
    expect(firstPackages.map((p) => p.id)).toEqual(Array.from({ length: firstPackages.length }, (_, i) => FIRST_PACKAGE_ID + i));
    expect(catalog.packages.filter((p) => addedIds.has(p.hotelId) || p.upgradeOf !== undefined).every((p) => p.id > lastFirst)).toBe(true);
    expect(new Set(catalog.hotels.map((h) => h.slug)).size).toBe(catalog.hotels.length);
    for (const list of [catalog.ratePlans, catalog.reviews, catalog.rooms]) expect(list.every((x, i) => x.id === i + 1)).toBe(true);
  });

  it("has Paris >= 120 hotels, each country's 10 biggest cities and every sea and ski resort >= 25", () => {
    const perPlace = new Map<number, number>();
    for (const h of sellingHotels(catalog)) perPlace.set(h.destinationId, (perPlace.get(h.destinationId) ?? 0) + 1);
    expect(perPlace.get(PARIS_ID)).toBeGreaterThanOrEqual(PARIS_MIN);
    const few: string[] = [];
    for (const country of ["FR", "ES", "BE"] as const) {
      for (const d of topCities(destinations.destinations, country)) if ((perPlace.get(d.id) ?? 0) < TOP_CITY_MIN) few.push(`${d.name} ${perPlace.get(d.id) ?? 0}`);
    }
    const resorts = destinations.areas.filter((a) => a.type === "searesort" || a.type === "skiresort");
    for (const a of resorts) {
      const members = destinations.destinationAreas.filter((m) => m.areaId === a.id);
      // Three ski areas have no destination of 1,000+ inhabitants (Isola 2000, ...): nothing to place hotels at.
      if (!members.length) continue;
      const n = members.reduce((s, m) => s + (perPlace.get(m.destinationId) ?? 0), 0);
      if (n < RESORT_MIN) few.push(`${a.labels.fr} ${n}`);
    }
    expect(few).toEqual([]);
  });

  it("puts every destination within 30 km of a hotel that sells", () => {
    const hotels = sellingHotels(catalog);
    const far = destinations.destinations.filter((d) => !hotels.some((h) => Math.abs(h.latitude - d.latitude) < 0.3 && haversineKm(d.latitude, d.longitude, h.latitude, h.longitude) <= COVERAGE_KM));
    expect(far.map((d) => d.name)).toEqual([]);
  });

  it("spreads Paris's hotels over several values of every hotel facet", () => {
    const paris = sellingHotels(catalog).filter((h) => h.destinationId === PARIS_ID);
    const values = (f: (h: Hotel) => string | number | null) => new Set(paris.map(f).filter((v) => v !== null)).size;
    expect(values((h) => h.stars)).toBeGreaterThanOrEqual(3);
    expect(values((h) => h.style)).toBeGreaterThanOrEqual(4);
    expect(values((h) => h.hotelType)).toBeGreaterThanOrEqual(3);
    expect(values((h) => h.environment)).toBeGreaterThanOrEqual(2);
    // Score tiers 9 / 8 / 7 (facet-tiers.ts) and price buckets of the cheapest stay (< 100, 100-200, 200-300, 300-500, 500+ euros).
    expect(values((h) => (h.reviewAverage === null ? null : Math.min(9, Math.floor(h.reviewAverage))))).toBeGreaterThanOrEqual(3);
    const ids = new Set(paris.map((h) => h.id));
    const cheapest = new Map<number, number>();
    for (const p of catalog.packages) if (ids.has(p.hotelId) && p.published) cheapest.set(p.hotelId, Math.min(cheapest.get(p.hotelId) ?? Infinity, p.sellPriceCents));
    const bucket = (cents: number) => [10_000, 20_000, 30_000, 50_000].filter((b) => cents >= b).length;
    expect(new Set([...cheapest.values()].map(bucket)).size).toBeGreaterThanOrEqual(4);
    const facilities = new Set(paris.flatMap((h) => h.facilities).filter((f) => !f.startsWith("eco_")));
    expect(facilities.size).toBeGreaterThanOrEqual(10);
  });
});

describe("upsells and the gift's three prices (third pass, decision 054)", () => {
  it("leaves the earlier passes' packages as they were, upgrades after them, plans split keep id and price", () => {
    const before = generateCatalog({ seed, today, dataDir, destinations, upgrades: false });
    const earlier = withoutExample(before);
    const now = withoutExample(catalog);
    const n = earlier.length;
    expect(now.slice(0, n)).toEqual(earlier);
    expect(now.slice(n).every((p) => p.upgradeOf !== undefined && p.id > earlier[n - 1]!.id)).toBe(true);
    const plans = new Map(catalog.ratePlans.map((r) => [r.id, r]));
    const moved = before.ratePlans.filter((r) => {
      const now = plans.get(r.id)!;
      return now.packageId !== r.packageId || now.validFrom !== r.validFrom || now.sellPriceCents !== r.sellPriceCents || now.weekdayMask !== r.weekdayMask || now.validTo > r.validTo;
    });
    expect(moved).toEqual([]);
    expect(catalog.reviews).toEqual(before.reviews);
    expect(catalog.rooms).toEqual(before.rooms);
  });

  it("gives a realistic share of stays an upsell and most gifts three prices", () => {
    const ups = upsellFigures(catalog);
    expect(ups.staysWithUpsell / ups.stays).toBeGreaterThan(0.15);
    const three = threePriceFigures(catalog);
    expect(three.serenityIsEssential / three.stays).toBeLessThan(0.1);
    expect(three.distinct / three.stays).toBeGreaterThan(0.35);
    // An upgrade is its base stay plus one activity, with breakfast, dearer.
    const byId = new Map(catalog.packages.map((p) => [p.id, p]));
    for (const up of catalog.packages.filter((p) => p.upgradeOf !== undefined).slice(0, 200)) {
      const base = byId.get(up.upgradeOf!)!;
      expect(up.activityIds.slice(0, -1)).toEqual(base.activityIds);
      expect(up.hotelId).toBe(base.hotelId);
      expect(up.nights).toBe(base.nights);
      expect(up.includesBreakfast).toBe(true);
      expect(up.basePriceCents).toBeGreaterThanOrEqual(base.basePriceCents);
    }
  });
});

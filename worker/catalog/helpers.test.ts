/**
 * Pure helpers of the catalog: text folding and FTS expressions, calendar arithmetic, rate-plan
 * rules, SQL building blocks (no database needed; runs in the same workerd pool).
 */
import { describe, expect, it } from "vitest";
import { addMonths, daysBetween, lastDayOfMonth, weekdayBit } from "./dates";
import { boundingBox, haversineKm } from "./geo";
import { foldWords, matchExpression, matchScore } from "./places";
import { bestOfferOn, checkoutNights, type RatePlan } from "./rate-plans";
import { Params, unionAll } from "./sql";

const plan = (over: Partial<RatePlan> = {}): RatePlan => ({
  package_id: 1,
  valid_from: "2030-01-01",
  valid_to: "2030-12-31",
  weekday_mask: 0b1111111,
  sell_price_cents: 20000,
  ref_price_cents: 25000,
  extra_adult_cents: 5000,
  child_cents: 3000,
  min_los: 1,
  max_los: 3,
  rooms: 4,
  ...over,
});

describe("text and full-text search", () => {
  it("folds like unicode61 remove_diacritics", () => {
    expect(foldWords("Liège-Ville")).toEqual(["liege", "ville"]);
    expect(foldWords("  SAINT-Jean-d'Angély ")).toEqual(["saint", "jean", "d", "angely"]);
  });
  it("builds a safe prefix MATCH expression", () => {
    expect(matchExpression("sain jea")).toBe('"sain"* "jea"*');
    expect(matchExpression('pa"ris OR *')).toBe('"pa"* "ris"* "or"*');
    expect(matchExpression("--")).toBeNull();
  });
  it("prefers whole words, big places and cities", () => {
    const city = matchScore("Brujas Bruges Brugge", "bruges", 116_709, "city");
    const village = matchScore("Bruges", "bruges", 18_000, "city");
    const partial = matchScore("Brugesville", "bruges", 200_000, "city");
    expect(city).toBeGreaterThan(village);
    expect(city).toBeGreaterThan(partial);
  });
});

describe("calendar", () => {
  it("maps weekdays to rate-plan mask bits (bit 0 = Monday)", () => {
    expect(weekdayBit("2030-01-07")).toBe(1); // Monday
    expect(weekdayBit("2030-01-13")).toBe(64); // Sunday
  });
  it("adds months and finds month ends", () => {
    expect(addMonths("2030-11", 3)).toBe("2031-02");
    expect(addMonths("2030-01", -1)).toBe("2029-12");
    expect(lastDayOfMonth("2028-02")).toBe("2028-02-29");
    expect(daysBetween("2030-01-01", "2030-03-01")).toBe(59);
  });
});

describe("rate plans", () => {
  it("prices a day for the party and scales to the nights", () => {
    const plans = [plan(), plan({ sell_price_cents: 18000, weekday_mask: 0b0011111 })];
    const closed = new Set<string>();
    const party = { adults: 3, children: 1, babies: 2 };
    const monday = bestOfferOn("2030-01-07", 1, 2, plans, closed, party, null)!;
    expect(monday.amount).toBe(18000 + 5000 + 3000);
    const saturday = bestOfferOn("2030-01-12", 1, 2, plans, closed, party, 3)!;
    expect(saturday.amount).toBe(Math.round(((20000 + 8000) * 3) / 2));
    expect(bestOfferOn("2030-01-07", 1, 2, plans, new Set(["1|2030-01-07"]), party, null)).toBeNull();
    expect(bestOfferOn("2030-01-07", 1, 2, [plan({ rooms: 0 })], closed, party, null)).toBeNull();
    expect(bestOfferOn("2030-01-07", 1, 5, plans, closed, party, null)).toBeNull();
  });
  it("lists checkout nights from every covering plan", () => {
    const plans = [plan({ min_los: 2, max_los: 3 }), plan({ min_los: 5, max_los: 30 })];
    expect(checkoutNights("2030-01-07", 1, plans, new Set())).toEqual([2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(checkoutNights("2031-01-07", 1, plans, new Set())).toEqual([]);
  });
});

describe("SQL building blocks", () => {
  it("numbers parameters and binds lists as one JSON value", () => {
    const p = new Params();
    expect(p.add(5)).toBe("?1");
    expect(p.list([1, 2, 3])).toBe("(SELECT value FROM json_each(?2))");
    expect(p.values).toEqual([5, "[1,2,3]"]);
  });
  it("nests UNION ALL in groups of five (D1's compound limit)", () => {
    const sql = unionAll(Array.from({ length: 12 }, (_, i) => `SELECT ${i}`));
    expect(sql.match(/UNION ALL/g)?.length).toBe(11);
    expect(sql.startsWith("SELECT * FROM (SELECT 0")).toBe(true);
  });
  it("boxes a radius around a point", () => {
    const centre = { lat: 48.85, lng: 2.35 };
    const box = boundingBox(centre, 30);
    expect(haversineKm(centre, { lat: box.maxLat, lng: centre.lng })).toBeCloseTo(30, 3);
    expect(haversineKm(centre, { lat: centre.lat, lng: box.maxLng })).toBeGreaterThanOrEqual(30);
  });
});

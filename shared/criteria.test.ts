import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allowedSorts, DEFAULT_CRITERIA, nightsOf, parseCriteria, sameSearch, serializeCriteria, showFamilyBanner, withTravellers } from "./criteria";

describe("parseCriteria (spec 000 §3 URL hash)", () => {
  it("reads a full hash into typed values", () => {
    const c = parseCriteria("#city=2988507&label=Paris&a=3&c=1&b=0&checkin=2026-12-05&checkout=2026-12-07&theme=39&stars=4,5&priceMin=5000&priceMax=20000&facilities=pets,spa&tags=12,13&hotelScore=8&sort=priceAsc");
    expect(c.location).toEqual({ type: "city", id: 2988507 });
    expect(c.label).toBe("Paris");
    expect([c.a, c.c, c.b]).toEqual([3, 1, 0]);
    expect(c.s).toBe(true); // children force single room
    expect(c.checkin).toBe("2026-12-05");
    expect(c.checkout).toBe("2026-12-07");
    expect(c.theme).toBe(39);
    expect(c.stars).toEqual([4, 5]);
    expect(c.priceMin).toBe(5000);
    expect(c.priceMax).toBe(20000);
    expect(c.facilities).toEqual(["pets", "spa"]);
    expect(c.tags).toEqual([12, 13]);
    expect(c.hotelScore).toBe(8);
    expect(c.sort).toBe("priceAsc");
  });

  it("degrades malformed values to defaults", () => {
    const c = parseCriteria("#city=abc&a=99&c=-1&checkin=2026-13-45&stars=9,x,4&sort=cheapest&hotelScore=6&priceMin=lots");
    expect(c.location).toBeNull();
    expect(c.a).toBe(2);
    expect(c.c).toBe(0);
    expect(c.checkin).toBeUndefined();
    expect(c.stars).toEqual([4]);
    expect(c.sort).toBeUndefined();
    expect(c.hotelScore).toBeUndefined();
    expect(c.priceMin).toBeUndefined();
  });

  it("drops a checkout that is not after the checkin, and a checkout without checkin", () => {
    expect(parseCriteria("checkin=2026-12-05&checkout=2026-12-05").checkout).toBeUndefined();
    expect(parseCriteria("checkout=2026-12-05").checkout).toBeUndefined();
  });

  it("swaps inverted price bounds", () => {
    const c = parseCriteria("priceMin=20000&priceMax=5000");
    expect([c.priceMin, c.priceMax]).toEqual([5000, 20000]);
  });

  it("ignores a huge value", () => {
    expect(parseCriteria(`a=${"9".repeat(5000)}&city=1`).a).toBe(2);
  });

  it("never throws and round-trips whatever it parsed (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const c = parseCriteria(s);
        expect(parseCriteria(serializeCriteria(c))).toEqual(c);
      }),
      { numRuns: 500 },
    );
  });

  it("round-trips generated well-formed hashes (property)", () => {
    const arb = fc.record({
      city: fc.integer({ min: 1, max: 9_999_999 }),
      a: fc.integer({ min: 1, max: 20 }),
      c: fc.integer({ min: 0, max: 10 }),
      stars: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
    });
    fc.assert(
      fc.property(arb, (x) => {
        const hash = `city=${x.city}&a=${x.a}&c=${x.c}${x.stars.length ? `&stars=${x.stars.join(",")}` : ""}`;
        const c = parseCriteria(hash);
        expect(c.location?.id).toBe(x.city);
        expect(c.a).toBe(x.a);
        expect(c.stars).toEqual(x.stars);
        expect(parseCriteria(serializeCriteria(c))).toEqual(c);
      }),
    );
  });
});

describe("criteria rules (spec 000 §4-§5)", () => {
  it("counts nights", () => {
    expect(nightsOf({ checkin: "2026-12-30", checkout: "2027-01-02" })).toBe(3);
    expect(nightsOf({ checkin: "2026-12-30" })).toBeUndefined();
  });

  it("ignores out-of-range traveller changes and forces single room with children", () => {
    const base = { ...DEFAULT_CRITERIA };
    expect(withTravellers(base, { a: 21 }, "booking").a).toBe(2);
    expect(withTravellers(base, { a: 0 }, "booking").a).toBe(2);
    expect(withTravellers(base, { c: 11 }, "booking").c).toBe(0);
    const fam = withTravellers(base, { c: 2 }, "booking");
    expect(fam.c).toBe(2);
    expect(fam.s).toBe(true);
    expect(withTravellers({ ...base, a: 4, c: 1 }, {}, "gifting")).toMatchObject({ a: 2, c: 0, b: 0 });
  });

  it("offers the sorts each flow allows", () => {
    expect(allowedSorts("booking", false)).toEqual(["priceQuality", "promo", "priceAsc", "popularity"]);
    expect(allowedSorts("booking", true)).toContain("distance");
    expect(allowedSorts("gifting", false)).toEqual(["priceQuality", "svPriceDesc", "svPriceAsc"]);
    expect(allowedSorts("hotel", false)).toEqual(["priceQuality", "priceAsc", "popularity"]);
    expect(allowedSorts("activity", false)).toEqual(["priceQuality"]);
  });

  it("treats searches that differ only by dates as the same in gifting", () => {
    const x = parseCriteria("city=1&checkin=2026-12-05&checkout=2026-12-06");
    const y = parseCriteria("city=1");
    expect(sameSearch(x, y, "gifting")).toBe(true);
    expect(sameSearch(x, y, "booking")).toBe(false);
  });

  it("shows the family banner with children unless the theme is 39", () => {
    expect(showFamilyBanner(parseCriteria("c=1"))).toBe(true);
    expect(showFamilyBanner(parseCriteria("b=1&theme=39"))).toBe(false);
    expect(showFamilyBanner(parseCriteria("a=2"))).toBe(false);
  });
});

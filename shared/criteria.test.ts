import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allowedSorts, changeFlow, DEFAULT_CRITERIA, firstCheckinDay, MAX_NIGHTS, nightsOf, normaliseCriteria, parseCriteria, sameSearch, serializeCriteria, showFamilyBanner, withDestination, withoutDistance, withTravellers } from "./criteria";

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

  it("reads 'any' as an unused location field (spec 000 §3 \"Unused location is 'any'\"); the hash omits unused fields", () => {
    expect(parseCriteria("city=any&region=any&touristicregion=any&poi=123").location).toEqual({ type: "poi", id: 123 });
    expect(parseCriteria("city=any&department=any&country=any").location).toBeNull();
    expect(serializeCriteria(parseCriteria("city=any&skiresort=7&a=2"))).toBe("skiresort=7&a=2");
  });

  it("writes the single-room flag s to the hash and reads it back (spec 000 §3 's (single room flag)')", () => {
    expect(parseCriteria("a=1&s=1").s).toBe(true);
    expect(parseCriteria("a=1&s=true").s).toBe(true);
    expect(parseCriteria("a=1&s=0").s).toBe(false);
    expect(parseCriteria("a=1").s).toBe(false);
    expect(serializeCriteria({ ...DEFAULT_CRITERIA, a: 1, s: true })).toBe("a=1&s=1");
    expect(serializeCriteria(DEFAULT_CRITERIA)).toBe("a=2");
    // Forced by a child or a baby, the flag is written too, so the hash says what the search asks.
    const family = withTravellers(DEFAULT_CRITERIA, { c: 1 }, "booking");
    expect(serializeCriteria(family)).toBe("a=2&c=1&s=1");
    expect(serializeCriteria(parseCriteria("a=2&b=1"))).toBe("a=2&b=1&s=1");
    expect(parseCriteria(serializeCriteria(family))).toEqual(family);
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

describe("normaliseCriteria (issue 13 items 4, 7, 8; spec 000 §4, §5, §9)", () => {
  const ctx = { flow: "booking" as const, today: "2026-11-25", hour: 10 };

  it("drops a past check-in with its checkout and says so", () => {
    const r = normaliseCriteria(parseCriteria("city=1&checkin=2026-11-20&checkout=2026-11-22"), ctx);
    expect(r.criteria.checkin).toBeUndefined();
    expect(r.criteria.checkout).toBeUndefined();
    expect(r.changes).toEqual(["pastDates"]);
  });

  it("treats today as past from 20:00 market time (same-day cutoff)", () => {
    const today = parseCriteria("checkin=2026-11-25&checkout=2026-11-26");
    expect(normaliseCriteria(today, { ...ctx, hour: 19 }).changes).toEqual([]);
    expect(normaliseCriteria(today, { ...ctx, hour: 20 }).changes).toEqual(["pastDates"]);
    expect(firstCheckinDay("2026-12-31", 20)).toBe("2027-01-01");
  });

  it("caps a stay of 25 nights at 20", () => {
    const r = normaliseCriteria(parseCriteria("checkin=2026-12-01&checkout=2026-12-26"), ctx);
    expect(r.criteria.checkin).toBe("2026-12-01");
    expect(r.criteria.checkout).toBe("2026-12-21");
    expect(nightsOf(r.criteria)).toBe(MAX_NIGHTS);
    expect(r.changes).toEqual(["nightsCapped"]);
  });

  it("keeps a lone check-in and asks for the check-out", () => {
    const r = normaliseCriteria(parseCriteria("checkin=2026-12-01"), ctx);
    expect(r.criteria.checkin).toBe("2026-12-01");
    expect(r.changes).toEqual(["checkoutMissing"]);
  });

  it("cleans dates in gifting without reporting them (gifting ignores dates)", () => {
    const r = normaliseCriteria(parseCriteria("checkin=2026-11-01&checkout=2026-11-02"), { ...ctx, flow: "gifting" });
    expect(r.criteria.checkin).toBeUndefined();
    expect(r.changes).toEqual([]);
  });

  it("drops a sort the flow does not allow", () => {
    expect(normaliseCriteria(parseCriteria("sort=promo"), { ...ctx, flow: "gifting" })).toMatchObject({ changes: ["sortDropped"] });
    expect(normaliseCriteria(parseCriteria("sort=svPriceAsc"), ctx).criteria.sort).toBeUndefined();
    expect(normaliseCriteria(parseCriteria("sort=distance"), ctx).criteria.sort).toBeUndefined();
    expect(normaliseCriteria(parseCriteria("sort=distance&lat=43.3&lng=5.4"), ctx).criteria.sort).toBe("distance");
    expect(normaliseCriteria(parseCriteria("sort=popularity"), { ...ctx, flow: "hotel" }).changes).toEqual([]);
    expect(normaliseCriteria(parseCriteria("sort=priceAsc"), { ...ctx, flow: "activity" }).criteria.sort).toBeUndefined();
  });

  it("applies the activity rules: 1 to 2 adults, no children, no dates", () => {
    const r = normaliseCriteria(parseCriteria("city=1&a=5&c=1&checkin=2026-12-01&checkout=2026-12-03"), { ...ctx, flow: "activity" });
    expect(r.criteria).toMatchObject({ a: 2, c: 0, b: 0, s: false, location: { type: "city", id: 1 } });
    expect(r.criteria.checkin).toBeUndefined();
    expect(r.changes).toEqual(["participantsCapped", "activityDates"]);
    expect(normaliseCriteria(parseCriteria("a=1"), { ...ctx, flow: "activity" }).changes).toEqual([]);
  });

  it("returns the same object when nothing changes", () => {
    const c = parseCriteria("city=1&checkin=2026-12-01&checkout=2026-12-03&sort=promo");
    expect(normaliseCriteria(c, ctx).criteria).toBe(c);
  });
});

describe("changeFlow (issue 13 item 7; spec 000 §4)", () => {
  const ctx = { today: "2026-11-25", hour: 10 };

  it("clears criteria and sort entering the activity flow", () => {
    const next = changeFlow(parseCriteria("city=1&label=Lyon&a=4&checkin=2026-12-01&checkout=2026-12-03&sort=priceAsc&stars=4"), "booking", "activity", ctx);
    expect(next).toEqual(DEFAULT_CRITERIA);
  });

  it("restores the saved location and future dates leaving the activity flow", () => {
    const saved = { location: { type: "city" as const, id: 7 }, label: "Lyon", checkin: "2026-12-01", checkout: "2026-12-03" };
    const next = changeFlow(parseCriteria("a=1&sort=priceQuality"), "activity", "booking", { ...ctx, saved });
    expect(next).toMatchObject({ location: { type: "city", id: 7 }, label: "Lyon", checkin: "2026-12-01", checkout: "2026-12-03", a: 1, sort: "priceQuality" });
    const past = changeFlow(parseCriteria("a=1"), "activity", "booking", { ...ctx, saved: { ...saved, checkin: "2026-11-01", checkout: "2026-11-03" } });
    expect(past.checkin).toBeUndefined();
    expect(past.location).toEqual({ type: "city", id: 7 });
  });

  it("keeps only priceQuality or distance entering gifting", () => {
    expect(changeFlow(parseCriteria("sort=promo"), "booking", "gifting", ctx).sort).toBeUndefined();
    expect(changeFlow(parseCriteria("sort=priceQuality"), "booking", "gifting", ctx).sort).toBe("priceQuality");
    expect(changeFlow(parseCriteria("sort=distance&lat=1&lng=2"), "booking", "gifting", ctx).sort).toBe("distance");
  });

  it("keeps a sort the new flow allows and drops one it does not", () => {
    expect(changeFlow(parseCriteria("sort=priceAsc"), "booking", "hotel", ctx).sort).toBe("priceAsc");
    expect(changeFlow(parseCriteria("sort=promo"), "booking", "hotel", ctx).sort).toBeUndefined();
    expect(changeFlow(parseCriteria("sort=svPriceDesc"), "gifting", "booking", ctx).sort).toBeUndefined();
  });
});

describe("criteria transitions of issue 25 item 15 (spec 000 §4, §5)", () => {
  const ctx = { today: "2026-11-25", hour: 10 };

  it("booking to gifting keeps lat, lng, label and the distance sort", () => {
    const aroundMe = parseCriteria("label=Autour%20de%20moi&a=2&lat=45.76&lng=4.84&distanceMax=200&sort=distance");
    expect(serializeCriteria(changeFlow(aroundMe, "booking", "gifting", ctx))).toBe("label=Autour+de+moi&a=2&lat=45.76&lng=4.84&distanceMax=200&sort=distance");
    const cityAround = parseCriteria("city=2988507&label=Paris&a=2&lat=48.85&lng=2.35&distanceMax=40&sort=distance");
    expect(changeFlow(cityAround, "booking", "gifting", ctx)).toEqual(cityAround);
  });

  it("the same destination keeps its keys; another one drops lat/lng, the radius and the distance sort", () => {
    const city = parseCriteria("city=2988507&label=Paris&a=2&lat=48.85&lng=2.35&distanceMax=40&sort=distance&stars=4");
    expect(withDestination(city, { location: { type: "city", id: 2988507 }, label: "Paris" })).toEqual(city);
    const region = withDestination(city, { location: { type: "region", id: 11 }, label: "Île-de-France" });
    expect(serializeCriteria(region)).toBe("region=11&label=%C3%8Ele-de-France&a=2&stars=4");
    const cleared = withDestination(city, null);
    expect(serializeCriteria(cleared)).toBe("a=2&stars=4");
  });

  it("a search around a position keeps its position while the field still names it, and drops it when cleared", () => {
    const aroundMe = parseCriteria("label=Autour%20de%20moi&a=2&lat=45.76&lng=4.84&distanceMax=200&sort=distance");
    expect(withDestination(aroundMe, { location: null, label: "Autour de moi" })).toEqual(aroundMe);
    expect(serializeCriteria(withDestination(aroundMe, null))).toBe("a=2");
    expect(serializeCriteria(withDestination(aroundMe, { location: { type: "city", id: 2996944 }, label: "Lyon" }))).toBe("city=2996944&label=Lyon&a=2");
  });

  it("switching the distance off drops the radius, and lat/lng unless they are the search's own position", () => {
    expect(serializeCriteria(withoutDistance(parseCriteria("city=1&a=2&lat=48.85&lng=2.35&distanceMax=40&sort=distance")))).toBe("city=1&a=2");
    expect(serializeCriteria(withoutDistance(parseCriteria("label=Autour%20de%20moi&a=2&lat=45.76&lng=4.84&distanceMax=200&sort=distance")))).toBe("label=Autour+de+moi&a=2&lat=45.76&lng=4.84&sort=distance");
  });
});

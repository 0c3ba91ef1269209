/**
 * GET /facets.json against the seeded catalog (spec 000 §3 facets, §7): counts agree with
 * offers.json for the same filter, and each group ignores its own filter.
 */
import { describe, expect, it } from "vitest";
import { FacetsResponseSchema, type FacetsResponse } from "../../shared/contract/facets";
import { call, getValid, offers, placeId } from "./test-helpers";

const facets = (query: string) => getValid(FacetsResponseSchema, `/facets.json?locale=fr_FR&${query}`);
const count = (body: Record<string, unknown>) => offers({ pagination: { limit: 1 }, ...body }).then((r) => r.resultsCount);
const property = (body: Record<string, unknown>) => ({ searchCriterias: { filters: { property: body } } });

describe("facets.json", () => {
  it("counts the same hotels as offers.json", async () => {
    const paris = await placeId("Paris");
    const f = await facets(`city=${paris}`);
    expect(f.totalCount).toBeGreaterThan(0);
    expect(f.totalCount).toBe(await count(property({ location: { cityId: paris } })));
    const all = await facets("");
    expect(all.totalCount).toBe(await count({}));
    expect(all.price.min).not.toBeNull();
    expect(all.price.min!).toBeLessThanOrEqual(all.price.max!);
    expect(all.hotelScores.map((s) => s.value)).toEqual([9, 8, 7]);
    expect(all.stars.map((s) => s.value)).toEqual([5, 4, 3]);
    expect(all.properties.map((p) => p.propertyType)).toEqual(["price", "score", "facility", "stars", "style", "type", "environment", "tag"]);
  });

  it("gives each value the count offers.json finds with that value selected", async () => {
    const f = await facets("");
    const star = f.stars.find((s) => s.count > 0)!;
    expect(star.count).toBe(await count(property({ stars: [star.value] })));
    const type = f.hotelTypes[0]!;
    expect(type.count).toBe(await count(property({ hotelTypes: [type.value] })));
    const env = f.hotelEnvironments[0]!;
    expect(env.count).toBe(await count(property({ hotelEnvironments: [env.key] })));
    const style = f.hotelStyles[0]!;
    expect(style.count).toBe(await count(property({ hotelStyles: [style.name] })));
    const score = f.hotelScores.find((s) => s.count > 0)!;
    expect(score.count).toBe(await count(property({ minHotelReviewScore: score.value })));
    const facility = f.facilities.find((x) => x.value !== "pets" && x.count > 0)!;
    expect(facility.count).toBe(await count(property({ facilities: [facility.value] })));
    const pets = f.facilities.find((x) => x.value === "pets");
    if (pets) expect(pets.count).toBe(await count(property({ petsAllowed: true })));
    const activity = f.activities.flatMap((g) => g.list).find((a) => a.count > 0)!;
    expect(activity.count).toBe(await count({ searchCriterias: { filters: { offer: { tags: [activity.id] } } } }));
    const bucket = f.properties.find((p) => p.propertyType === "price")!.values.find((b) => b.count > 0)!;
    const [lo, hi] = bucket.id.split("-").map((x) => (x === "" ? null : Number(x)));
    expect(bucket.count).toBe(await count({ searchCriterias: { filters: { offer: { price: { min: lo, max: hi === null ? null : hi! - 1 } } } } }));
  });

  it("ignores a group's own filter and applies the others", async () => {
    const none = await facets("");
    const star = none.stars.find((s) => s.count > 0)!;
    const withStar = await facets(`stars=${star.value}`);
    expect(withStar.stars).toEqual(none.stars);
    expect(withStar.totalCount).toBe(star.count);
    const typeSum = withStar.hotelTypes.reduce((n, t) => n + t.count, 0);
    expect(typeSum).toBe(star.count);
    const envSum = withStar.hotelEnvironments.reduce((n, t) => n + t.count, 0);
    expect(envSum).toBe(star.count);

    const type = none.hotelTypes[0]!;
    const both = await facets(`stars=${star.value}&hotelType=${type.value}`);
    expect(both.hotelTypes).toEqual(withStar.hotelTypes);
    expect(both.totalCount).toBe(await count(property({ stars: [star.value], hotelTypes: [type.value] })));
  });

  it("keeps facility counts conjunctive (count = hotels left when adding that facility)", async () => {
    const none = await facets("");
    const [a, b] = none.facilities.filter((x) => x.value !== "pets" && x.count > 0);
    const withA = await facets(`facilities=${a!.value}`);
    expect(withA.facilities.find((x) => x.value === a!.value)!.count).toBe(withA.totalCount);
    const bCount = withA.facilities.find((x) => x.value === b!.value)?.count ?? 0;
    expect(bCount).toBe(await count(property({ facilities: [a!.value, b!.value] })));
  });

  it("restricts properties to the requested ones and labels in the locale", async () => {
    const f = await getValid(FacetsResponseSchema, "/facets.json?locale=nl_BE&propertiesRequested=stars,type");
    expect(f.properties.map((p) => p.propertyType)).toEqual(["stars", "type"]);
    expect(f.stars[0]!.label).toContain("sterren");
  });

  it("filters by price and counts price facets ignoring the price filter", async () => {
    const none: FacetsResponse = await facets("");
    const ranged = await facets("priceMin=10000&priceMax=20000");
    expect(ranged.price).toEqual(none.price);
    expect(ranged.totalCount).toBe(await count({ searchCriterias: { filters: { offer: { price: { min: 10000, max: 20000 } } } } }));
  });

  it("shows a big city like a real shop: 120+ hotels in Paris, 25+ in Lyon, several values in every facet (issue 14)", async () => {
    const [paris, lyon] = await Promise.all([placeId("Paris"), placeId("Lyon")]);
    const [p, l] = await Promise.all([facets(`city=${paris}`), facets(`city=${lyon}`)]);
    expect(p.totalCount).toBeGreaterThanOrEqual(120);
    expect(l.totalCount).toBeGreaterThanOrEqual(25);
    const nonZero = (list: readonly { count: number }[]) => list.filter((x) => x.count > 0).length;
    expect(nonZero(p.stars)).toBeGreaterThanOrEqual(3);
    expect(nonZero(p.hotelScores)).toBe(3);
    expect(nonZero(p.properties.find((x) => x.propertyType === "price")!.values)).toBeGreaterThanOrEqual(4);
    expect(nonZero(p.facilities)).toBeGreaterThanOrEqual(10);
    expect(nonZero(p.hotelStyles)).toBeGreaterThanOrEqual(4);
    expect(nonZero(p.hotelTypes)).toBeGreaterThanOrEqual(3);
    expect(nonZero(p.hotelEnvironments)).toBeGreaterThanOrEqual(2);
    expect(nonZero(l.stars)).toBeGreaterThanOrEqual(3);
  });

  it("refuses malformed queries with 400", async () => {
    for (const q of ["stars=abc", "priceMin=-1", "lat=100&lng=2", "city=0", "checkin=2026-13-01", "propertiesRequested=bogus", `tags=${"1,".repeat(80)}1`]) {
      const res = await call("GET", `/facets.json?locale=fr_FR&${q}`);
      expect(res.status, q).toBe(400);
      expect((res.body as { error: string }).error).toMatch(/Invalid facets query/);
    }
    expect((await call("GET", "/facets.json")).status).toBe(400);
    expect((await call("GET", "/facets.json?locale=en_US")).status).toBe(400);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_CRITERIA, parseCriteria, serializeCriteria } from "#shared/criteria";
import { DEFAULT_LOCAL_DISTANCE_KM, localSearchCriteria } from "./local-search";

describe("localSearchCriteria ('Travel locally!', spec 000 §9: 100/200/300 km, default 200)", () => {
  const from = { ...DEFAULT_CRITERIA, location: { type: "city" as const, id: 5 }, label: "Lyon", theme: 7, a: 3, c: 1, s: true, stars: [4], checkin: "2030-05-10", checkout: "2030-05-12", sort: "promo" as const };
  it("searches around the position within the chosen distance, by distance, keeping party and dates", () => {
    const out = localSearchCriteria(from, { latitude: 45.764043, longitude: 4.835659 }, 300, "Autour de moi");
    expect(out).toMatchObject({ location: null, label: "Autour de moi", lat: 45.764, lng: 4.8357, distanceMax: 300, sort: "distance", a: 3, c: 1, s: true, checkin: "2030-05-10", checkout: "2030-05-12" });
    expect(out.theme).toBeUndefined();
    expect(out.stars).toEqual([]);
    // The hash round-trips (the page reads back what the modal wrote).
    expect(parseCriteria(serializeCriteria(out))).toEqual(out);
  });
  it("takes the default 200 km for a distance it does not offer", () => {
    expect(localSearchCriteria(from, { latitude: 1, longitude: 2 }, 150, "x").distanceMax).toBe(DEFAULT_LOCAL_DISTANCE_KM);
    expect(DEFAULT_LOCAL_DISTANCE_KM).toBe(200);
  });
  it("drops a lone check-in", () => {
    const out = localSearchCriteria({ ...from, checkout: undefined }, { latitude: 1, longitude: 2 }, 100, "x");
    expect(out.checkin).toBeUndefined();
  });
});

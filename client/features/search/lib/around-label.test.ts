import { describe, expect, it } from "vitest";
import { parseCriteria } from "#shared/criteria";
import { aroundLabelKm } from "./around-label";

describe("aroundLabelKm (spec 000 §9 'And 30km around')", () => {
  it("gives the radius under a city searched with its surroundings", () => {
    expect(aroundLabelKm(parseCriteria("city=2988507&label=Paris&lat=48.85&lng=2.35&distanceMax=30"))).toBe(30);
    expect(aroundLabelKm(parseCriteria("city=2988507&label=Paris&lat=48.85&lng=2.35&distanceMin=5&distanceMax=12"))).toBe(12);
  });
  it("shows nothing for a city alone, another kind of place, or a radius of 0", () => {
    expect(aroundLabelKm(parseCriteria("city=2988507&label=Paris"))).toBeNull();
    expect(aroundLabelKm(parseCriteria("region=1&label=Bretagne&lat=48&lng=-3&distanceMax=30"))).toBeNull();
    expect(aroundLabelKm(parseCriteria("city=2988507&label=Paris&lat=48.85&lng=2.35&distanceMax=0"))).toBeNull();
    expect(aroundLabelKm(parseCriteria(""))).toBeNull();
  });
});

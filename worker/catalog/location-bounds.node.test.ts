import { describe, expect, it } from "vitest";
import { cityDistanceBounds, locationFromRows } from "./location";

describe("city distance bounds (spec 000 §5, docs/decisions/040)", () => {
  it("spans at least the 30 km around, or out to the farthest hotel of the city, at most 300 km", () => {
    expect(cityDistanceBounds(4.2)).toEqual({ min: 0, max: 30 });
    expect(cityDistanceBounds(null)).toEqual({ min: 0, max: 30 });
    expect(cityDistanceBounds(41.2)).toEqual({ min: 0, max: 42 });
    expect(cityDistanceBounds(812)).toEqual({ min: 0, max: 300 });
    expect(cityDistanceBounds(Number.NaN)).toEqual({ min: 0, max: 30 });
  });
  it("a resolved city carries its bounds; other places none", () => {
    const row = { id: 7, slug: "lyon", label: "Lyon", latitude: 45.76, longitude: 4.83, dep_id: null, dep_label: null, reg_id: null, reg_label: null, c_id: null, c_label: null, farthest_km: 36.4 };
    expect(locationFromRows({ cityId: 7 }, [row]).distanceBounds).toEqual({ min: 0, max: 37 });
    expect(locationFromRows({ latitude: 45.7, longitude: 4.8, maxDistance: 20 }, []).distanceBounds).toBeNull();
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildPlaces, PLACES_PATH } from "./build-places";

describe("offline map place names (issue 26; decision 080)", () => {
  const built = buildPlaces();
  it("is what the committed public/map/places.json holds (regenerate with npx tsx scripts/map/build-places.ts)", () => {
    expect(JSON.parse(readFileSync(PLACES_PATH, "utf8"))).toEqual(built);
  });
  it("lists the destinations biggest first, in Europe, with their names per language (null: the Spanish one)", () => {
    const rows = built.places;
    expect(rows.length).toBeGreaterThan(1500);
    expect(rows.every((r, i) => i === 0 || rows[i - 1]![2] >= r[2])).toBe(true);
    expect(rows.every(([lng, lat]) => lng >= -25 && lng <= 40 && lat >= 26 && lat <= 66)).toBe(true);
    const paris = rows.find((r) => r[4] === "Paris")!;
    expect(paris.slice(3)).toEqual(["París", "Paris", "Parijs", "Parigi"]);
    expect(paris[0]).toBeCloseTo(2.35, 1);
    expect(paris[1]).toBeCloseTo(48.86, 1);
    expect(rows.find((r) => r[3] === "Madrid")!.slice(4)).toEqual([null, null, null]);
  });
});

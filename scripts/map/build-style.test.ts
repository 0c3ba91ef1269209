import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildStyle, STYLE_PATH } from "./build-style";

describe("offline map style (DESIGN.md 'Offline map')", () => {
  const style = buildStyle();
  it("is what the committed public/map/style.json holds (regenerate with npx tsx scripts/map/build-style.ts)", () => {
    expect(JSON.parse(readFileSync(STYLE_PATH, "utf8"))).toEqual(style);
  });
  it("has fill and line layers over inline Natural Earth data, and needs no glyphs or sprite", () => {
    const layers = style.layers as { type: string; layout?: Record<string, unknown> }[];
    expect(layers.map((l) => l.type)).toEqual(["background", "fill", "line", "line"]);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(layers.some((l) => l.type === "symbol" || (l.layout && "text-field" in l.layout))).toBe(false);
    const land = (style.sources as Record<string, { data: { geometry: { coordinates: number[][][][] } } }>).land!;
    const points = land.data.geometry.coordinates.flat(2);
    expect(points.length).toBeGreaterThan(1000);
    expect(points.every(([lng, lat]) => lng! >= -25 && lng! <= 40 && lat! >= 26 && lat! <= 66)).toBe(true);
  });
});

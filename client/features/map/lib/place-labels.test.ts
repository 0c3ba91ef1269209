import { describe, expect, it } from "vitest";
import { PLACE_GAP, placeName, placesToName, placeThreshold, type PlaceRow } from "./place-labels";

const ROWS: PlaceRow[] = [
  [2.349, 48.853, 2_138_551, "París", "Paris", "Parijs", "Parigi"],
  [4.835, 45.748, 522_250, "Lyon", null, null, "Lione"],
  [4.899, 45.762, 150_000, "Villeurbanne", null, null, null],
  [4.9, 45.7, 40_000, "Vénissieux", null, null, null],
  [4.76, 45.84, 12_000, "Dardilly", null, null, null],
];
/** A flat projection: 1 degree = `scale` px. */
const flat = (scale: number) => (p: { lat: number; lng: number }) => ({ x: p.lng * scale, y: -p.lat * scale });
const FRANCE: [[number, number], [number, number]] = [[-5, 41], [10, 51]];
const LYON: [[number, number], [number, number]] = [[4.6, 45.6], [5.1, 45.9]];

describe("offline map place names (issue 26)", () => {
  it("names more places as the map zooms in: capitals at country zoom, every destination from city zoom", () => {
    expect(placeThreshold(5)).toBe(800_000);
    expect(placeThreshold(12)).toBe(0);
    expect(placesToName(ROWS, 5, FRANCE, flat(60)).map((r) => r[3])).toEqual(["París"]);
    expect(placesToName(ROWS, 12, LYON, flat(4000)).map((r) => r[3])).toEqual(["Lyon", "Villeurbanne", "Vénissieux", "Dardilly"]);
  });
  it("keeps only what is in view, and never two names closer than a label on screen (the bigger stays)", () => {
    expect(placesToName(ROWS, 12, [[0, 40], [1, 41]], flat(4000))).toEqual([]);
    const named = placesToName(ROWS, 9, LYON, flat(100));
    expect(named.map((r) => r[3])).toEqual(["Lyon"]);
    const far = placesToName(ROWS, 12, LYON, flat(4000));
    const px = far.map((r) => flat(4000)({ lng: r[0], lat: r[1] }));
    for (const [i, a] of px.entries()) for (const b of px.slice(i + 1)) expect(Math.abs(a.x - b.x) >= PLACE_GAP.x || Math.abs(a.y - b.y) >= PLACE_GAP.y).toBe(true);
  });
  it("writes the name in the shopper's language, the Spanish one when the file has none", () => {
    expect(placeName(ROWS[0]!, "nl")).toBe("Parijs");
    expect(placeName(ROWS[1]!, "it")).toBe("Lione");
    expect(placeName(ROWS[1]!, "fr")).toBe("Lyon");
  });
});

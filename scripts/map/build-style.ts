/**
 * The search map's offline style (DESIGN.md "Offline map"; spec 000 §7 Map): Natural Earth 1:50m
 * land and country borders from npm `world-atlas` (public domain data, ISC packaging) as a MapLibre
 * style (spec version 8) with the GeoJSON inline: a background (the sea), a land fill, the
 * coastline and the borders between countries. No glyphs and no sprite: the map's only labels are
 * the HTML price markers. Kept to Europe and the Mediterranean (the shop's markets and their
 * neighbours, the Canaries included) and coordinates rounded to 3 decimals (about 100 m, finer
 * than the 1:50m data), so the file is about 0.3 MB (0.1 MB gzip), fetched only when the map opens.
 *
 *   npx tsx scripts/map/build-style.ts        # writes public/map/style.json
 *
 * Deterministic: the same package version gives the same bytes (a unit test checks the committed
 * file against `buildStyle()`). In production a hosted style replaces it (MAP_STYLE_URL, README).
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { feature, mesh, type Topology } from "topojson-client";

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, "..", "..");
export const STYLE_PATH = join(ROOT, "public", "map", "style.json");

/** [west, south, east, north], degrees: Europe, North Africa's coast, the Canaries. */
const EUROPE: readonly [number, number, number, number] = [-25, 26, 40, 66];
const COLOURS = { sea: "#cfe3ea", land: "#f6f3ec", coast: "#9dbfcc", border: "#b8ad9c" } as const;

type Position = number[];
type Geometry = { type: string; coordinates: unknown };

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Rounds every position and drops repeated points (rounding makes neighbours equal). */
function roundLine(line: Position[]): Position[] {
  const out: Position[] = [];
  for (const p of line) {
    const q = [round(p[0]!), round(p[1]!)];
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  return out;
}

const inBox = (p: Position) => p[0]! >= EUROPE[0] && p[0]! <= EUROPE[2] && p[1]! >= EUROPE[1] && p[1]! <= EUROPE[3];

/**
 * A ring clipped to the box (Sutherland-Hodgman, one box edge at a time): the Eurasian land mass
 * is one polygon, and only its European part is wanted. Closed again at the end.
 */
function clipRing(ring: Position[]): Position[] {
  const [w, s, e, n] = EUROPE;
  const edges: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => p[0]! >= w, (a, b) => [w, a[1]! + ((b[1]! - a[1]!) * (w - a[0]!)) / (b[0]! - a[0]!)]],
    [(p) => p[0]! <= e, (a, b) => [e, a[1]! + ((b[1]! - a[1]!) * (e - a[0]!)) / (b[0]! - a[0]!)]],
    [(p) => p[1]! >= s, (a, b) => [a[0]! + ((b[0]! - a[0]!) * (s - a[1]!)) / (b[1]! - a[1]!), s]],
    [(p) => p[1]! <= n, (a, b) => [a[0]! + ((b[0]! - a[0]!) * (n - a[1]!)) / (b[1]! - a[1]!), n]],
  ];
  let points = ring.slice(0, -1);
  for (const [inside, cross] of edges) {
    const next: Position[] = [];
    points.forEach((p, i) => {
      const prev = points[(i + points.length - 1) % points.length]!;
      if (inside(p)) {
        if (!inside(prev)) next.push(cross(prev, p));
        next.push(p);
      } else if (inside(prev)) next.push(cross(prev, p));
    });
    points = next;
    if (points.length === 0) return [];
  }
  return [...points, points[0]!];
}

/** Polygons clipped to the box and rounded; rings that vanish or collapse are dropped. */
function polygonsIn(geometry: Geometry): Position[][][] {
  const polygons = (geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates) as Position[][][];
  const out: Position[][][] = [];
  for (const polygon of polygons) {
    const rings = polygon.map((r) => roundLine(clipRing(r))).filter((r) => r.length >= 4);
    // The outer ring first: a polygon whose outer ring is gone is gone.
    if (rings.length > 0 && polygon[0] && roundLine(clipRing(polygon[0])).length >= 4) out.push(rings);
  }
  return out;
}

/** The parts of lines inside the box (each run keeps one point beyond the edge), rounded. */
function linesIn(geometry: Geometry): Position[][] {
  const lines = (geometry.type === "LineString" ? [geometry.coordinates] : geometry.coordinates) as Position[][];
  const runs: Position[][] = [];
  for (const line of lines) {
    let run: Position[] = [];
    line.forEach((p, i) => {
      const near = inBox(p) || (i > 0 && inBox(line[i - 1]!)) || (i + 1 < line.length && inBox(line[i + 1]!));
      if (near) run.push(p);
      else if (run.length) { runs.push(run); run = []; }
    });
    if (run.length) runs.push(run);
  }
  return runs.map(roundLine).filter((l) => l.length >= 2);
}

/** The style object (MapLibre style spec v8). */
export function buildStyle(): Record<string, unknown> {
  const topo = JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8")) as Topology;
  const landCollection = feature(topo, topo.objects.land!) as unknown as { features: { geometry: Geometry }[] };
  const land = landCollection.features.flatMap((f) => polygonsIn(f.geometry));
  const coast = linesIn(mesh(topo, topo.objects.land as never) as unknown as Geometry);
  const borders = linesIn(mesh(topo, topo.objects.countries as never, (a, b) => a !== b) as unknown as Geometry);
  const attribution = "Natural Earth";
  const geojson = (geometry: Geometry) => ({ type: "geojson", attribution, data: { type: "Feature", properties: {}, geometry } });
  return {
    version: 8,
    name: "Pasea offline (Natural Earth 1:50m)",
    sources: {
      land: geojson({ type: "MultiPolygon", coordinates: land }),
      coast: geojson({ type: "MultiLineString", coordinates: coast }),
      borders: geojson({ type: "MultiLineString", coordinates: borders }),
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": COLOURS.sea } },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": COLOURS.land, "fill-antialias": true } },
      { id: "coast", type: "line", source: "coast", paint: { "line-color": COLOURS.coast, "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.6, 10, 1.6] } },
      {
        id: "borders",
        type: "line",
        source: "borders",
        layout: { "line-join": "round" },
        paint: { "line-color": COLOURS.border, "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.8, 10, 2], "line-dasharray": [3, 2] },
      },
    ],
  };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const text = `${JSON.stringify(buildStyle())}\n`;
  mkdirSync(dirname(STYLE_PATH), { recursive: true });
  writeFileSync(STYLE_PATH, text);
  console.log(`map style: wrote ${STYLE_PATH} (${(text.length / 1024).toFixed(0)} KB)`);
}

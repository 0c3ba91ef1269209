/**
 * Natural Earth 1:10m via npm `world-atlas` (public domain data, ISC packaging): the coastline
 * (boundary of `land-10m`) for the seaside flag and country polygons (`countries-10m`) to place
 * ski resorts whose tags are unreliable.
 */
import { readFileSync } from "node:fs";
import { feature, mesh, type Topology } from "topojson-client";
import { degreesFor, pointInRing, pointSegmentKm } from "./geo";
import { packageFile } from "./sources";

/** Bounding box in degrees. */
export interface BBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Spain (with the Canaries), France and Belgium, with a margin. */
export const SHOP_BBOX: BBox = { minLat: 27, maxLat: 52, minLng: -19, maxLng: 10 };

const CELL_DEG = 0.1;

/** Answers "how far is the coast" for points inside a bounding box. */
export interface CoastIndex {
  /** Distance in km from the point to the nearest coastline segment if it is <= maxKm, else Infinity. */
  distanceKm(lat: number, lng: number, maxKm: number): number;
  /** Number of coastline segments indexed (for logs). */
  segmentCount: number;
}

function readTopology(specifier: string): Topology {
  return JSON.parse(readFileSync(packageFile(specifier), "utf8")) as Topology;
}

/**
 * Index the Natural Earth 10m coastline segments inside `bbox` on a 0.1° grid. Each segment is
 * registered in every cell its own bounding box touches, so a query only visits nearby cells.
 */
export function loadCoastIndex(bbox: BBox = SHOP_BBOX): CoastIndex {
  const topology = readTopology("world-atlas/land-10m.json");
  const lines = mesh(topology, topology.objects["land"]).coordinates;
  const grid = new Map<string, number[]>();
  const segs: number[] = []; // flat [aLat, aLng, bLat, bLng, ...]
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const [aLng, aLat] = line[i - 1] as [number, number];
      const [bLng, bLat] = line[i] as [number, number];
      if (Math.max(aLat, bLat) < bbox.minLat || Math.min(aLat, bLat) > bbox.maxLat) continue;
      if (Math.max(aLng, bLng) < bbox.minLng || Math.min(aLng, bLng) > bbox.maxLng) continue;
      const index = segs.length / 4;
      segs.push(aLat, aLng, bLat, bLng);
      for (let y = Math.floor(Math.min(aLat, bLat) / CELL_DEG); y <= Math.floor(Math.max(aLat, bLat) / CELL_DEG); y++) {
        for (let x = Math.floor(Math.min(aLng, bLng) / CELL_DEG); x <= Math.floor(Math.max(aLng, bLng) / CELL_DEG); x++) {
          const key = `${y}:${x}`;
          const cell = grid.get(key);
          if (cell) cell.push(index);
          else grid.set(key, [index]);
        }
      }
    }
  }
  return {
    segmentCount: segs.length / 4,
    distanceKm(lat, lng, maxKm) {
      const { dLat, dLng } = degreesFor(maxKm, lat);
      let best = Infinity;
      const seen = new Set<number>();
      for (let y = Math.floor((lat - dLat) / CELL_DEG); y <= Math.floor((lat + dLat) / CELL_DEG); y++) {
        for (let x = Math.floor((lng - dLng) / CELL_DEG); x <= Math.floor((lng + dLng) / CELL_DEG); x++) {
          for (const s of grid.get(`${y}:${x}`) ?? []) {
            if (seen.has(s)) continue;
            seen.add(s);
            const o = s * 4;
            const d = pointSegmentKm(lat, lng, segs[o]!, segs[o + 1]!, segs[o + 2]!, segs[o + 3]!);
            if (d < best) best = d;
          }
        }
      }
      return best <= maxKm ? best : Infinity;
    },
  };
}

/** ISO numeric codes used by world-atlas country ids. */
const ISO_NUMERIC: Record<string, string> = { "724": "ES", "250": "FR", "056": "BE", "020": "AD", "380": "IT", "756": "CH" };

/**
 * Country (ISO alpha-2) containing a point, among ES, FR, BE, AD, IT, CH; null elsewhere or at sea.
 * Uses Natural Earth 10m admin-0 polygons.
 */
export function loadCountryLocator(): (lat: number, lng: number) => string | null {
  const topology = readTopology("world-atlas/countries-10m.json");
  const countries = feature(topology, topology.objects["countries"]).features
    .filter((f) => ISO_NUMERIC[String(f.id)] && f.geometry)
    .map((f) => {
      const g = f.geometry!;
      const polygons = (g.type === "Polygon" ? [g.coordinates] : g.coordinates) as number[][][][];
      return { code: ISO_NUMERIC[String(f.id)]!, polygons };
    });
  return (lat, lng) => {
    for (const c of countries) {
      for (const polygon of c.polygons) {
        if (!pointInRing(lng, lat, polygon[0]!)) continue;
        if (polygon.slice(1).some((hole) => pointInRing(lng, lat, hole))) continue;
        return c.code;
      }
    }
    return null;
  };
}

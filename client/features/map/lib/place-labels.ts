/**
 * Which place names the offline map writes (issue 26 "the offline base map legible at city zoom:
 * place names from our destinations"; the file: scripts/map/build-places.ts). Pure.
 *
 * A place is named when its population reaches the zoom's threshold (PLACE_THRESHOLDS: capitals
 * at country zoom, every destination from city zoom), it is in `bounds`, and its label does not
 * overlap a bigger place's (declutter, biggest first, at most `max`).
 */
import type { Language } from "#shared/markets";
import { declutter, type Bounds } from "./geometry";

/** [lng, lat, population, es, fr|null, nl|null, it|null] (null: the same as es). */
export type PlaceRow = [number, number, number, string, string | null, string | null, string | null];

/** Minimum population named from each zoom (checked highest zoom first). */
export const PLACE_THRESHOLDS: readonly [zoom: number, population: number][] = [
  [11, 0],
  [9, 20_000],
  [8, 50_000],
  [7, 120_000],
  [6, 300_000],
  [0, 800_000],
];

/** A label's footprint on screen (px): closer names would overlap. */
export const PLACE_GAP = { x: 110, y: 26 };

const COLUMN: Record<Language, number> = { es: 3, fr: 4, nl: 5, it: 6 };

/** The population a place needs to be named at `zoom`. */
export function placeThreshold(zoom: number): number {
  return PLACE_THRESHOLDS.find(([z]) => zoom >= z)?.[1] ?? Infinity;
}

/** A place's name in `language` (the es name when the file has none of its own). */
export function placeName(row: PlaceRow, language: Language): string {
  return (row[COLUMN[language]] as string | null) ?? row[3];
}

/**
 * The places to name: `rows` (biggest first) at `zoom` inside `bounds` ([[west, south], [east,
 * north]], degrees), none closer than PLACE_GAP on screen (`project`: degrees → px), at most `max`.
 */
export function placesToName(rows: readonly PlaceRow[], zoom: number, bounds: Bounds, project: (p: { lat: number; lng: number }) => { x: number; y: number }, max = 40): PlaceRow[] {
  const min = placeThreshold(zoom);
  const [[w, s], [e, n]] = bounds;
  const candidates = rows.filter((r) => r[2] >= min && r[0] >= w && r[0] <= e && r[1] >= s && r[1] <= n).map((row) => ({ row, location: { lng: row[0], lat: row[1] }, sellPrice: -row[2] })); // declutter keeps the lowest sellPrice first: the biggest place
  return declutter(candidates, project, PLACE_GAP, max).map((c) => c.row);
}

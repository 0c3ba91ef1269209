/**
 * The offline map's place names (issue 26 "the offline base map legible at city zoom: place names
 * from our destinations"; DESIGN.md "Offline map"): the shop's destinations (GeoNames cities1000,
 * CC-BY, as the seed selects them: scripts/data/build-destinations.ts) as a compact JSON the map
 * draws as HTML labels (client/features/map/place-labels.ts; the offline style has no glyphs).
 *
 *   npx tsx scripts/map/build-places.ts        # writes public/map/places.json
 *
 * Shape: `{ "places": [[lng, lat, population, es, fr, nl, it], …] }`, biggest population first,
 * degrees rounded to 3 decimals (about 100 m); a name is null where it equals the es one (the
 * file stays about a third smaller). Deterministic (a unit test checks the committed file).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildDestinations } from "../data/build-destinations";

const ROOT = join(import.meta.dirname, "..", "..");
export const PLACES_PATH = join(ROOT, "public", "map", "places.json");

/** [lng, lat, population, es, fr|null, nl|null, it|null]. */
export type PlaceRow = [number, number, number, string, string | null, string | null, string | null];

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The places file's content from the destinations the seed uses. */
export function buildPlaces(): { places: PlaceRow[] } {
  const { destinations } = buildDestinations({ dataDir: join(ROOT, "data") });
  const rows = destinations
    .filter((d) => d.population > 0)
    .map((d): PlaceRow => {
      const es = d.labels.es;
      const other = (s: string) => (s === es ? null : s);
      return [round(d.longitude), round(d.latitude), d.population, es, other(d.labels.fr), other(d.labels.nl), other(d.labels.it)];
    });
  rows.sort((a, b) => b[2] - a[2] || a[3].localeCompare(b[3]));
  return { places: rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(dirname(PLACES_PATH), { recursive: true });
  const out = buildPlaces();
  writeFileSync(PLACES_PATH, JSON.stringify(out));
  console.log(`wrote ${PLACES_PATH}: ${out.places.length} places`);
}

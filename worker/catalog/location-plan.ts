/**
 * How a search learns its location without paying a D1 round trip of its own when it can
 * (spec 000 §3 filters.property.location; every round trip counts, DESIGN.md "Local D1").
 *
 * - "known": the location is memoised, names no place, or needs its row before the search SQL can
 *   be written (areas, radii, explicit coordinates): `resolveLocation` (location.ts), as before.
 * - "batched": a city id alone (the search results page of a city). The search SQL needs only the
 *   city id (hotels.destination_id) and measures distances from the destination row itself
 *   (geo.ts SqlCentre), so it is written with `provisional` and sent in the same D1 batch as
 *   `statement`; `finish(rows)` then gives the real location (memoised), which may be unknown —
 *   the search rows are then empty anyway and the caller answers as for an unknown id.
 */
import type { Lang } from "./locale";
import { locationFromRows, locationKey, locationStatement, resolveLocation, type LocationInput, type ResolvedLocation } from "./location";
import { memoPeek, memoPut } from "./memo";
import { NO_LOCATION } from "./search-query";

/** A location to await, or one to read in the search's own batch. */
export type LocationPlan =
  | { kind: "known"; location: Promise<ResolvedLocation> }
  | { kind: "batched"; provisional: ResolvedLocation; statement: D1PreparedStatement; finish: (rows: readonly unknown[]) => ResolvedLocation };

/** The city id when `input` is a city id and nothing else (no coordinates, no distance), else null. */
export function cityOnly(input: LocationInput): number | null {
  const others = [input.poiId, input.departmentId, input.regionId, input.touristicId, input.countryId, input.seaResortId, input.skiResortId];
  const extras = [input.latitude, input.longitude, input.minDistance, input.maxDistance];
  if (!input.cityId || others.some((x) => x) || extras.some((x) => x !== null && x !== undefined)) return null;
  return input.cityId;
}

/**
 * What the search SQL of a city-only input needs before the city row is read: the city id and a
 * centre at that destination. Same SQL as with the resolved city (search-sql.ts reads only
 * `cityId`, `sqlCentre`, `admin`, `radius` and `unknown`).
 */
export function provisionalCity(cityId: number): ResolvedLocation {
  return { ...NO_LOCATION, cityId, sqlCentre: { destinationId: cityId } };
}

/** Plans the location of a search (see the module comment). Never touches D1 itself. */
export function planLocation(db: D1Database, lang: Lang, input: LocationInput): LocationPlan {
  const key = locationKey(lang, input);
  const cached = memoPeek<ResolvedLocation>(db, key);
  const cityId = cityOnly(input);
  const statement = cached || cityId === null ? null : locationStatement(db, lang, input);
  if (!statement) return { kind: "known", location: cached ?? resolveLocation(db, lang, input) };
  return {
    kind: "batched",
    provisional: provisionalCity(cityId!),
    statement,
    finish: (rows) => {
      const location = locationFromRows(input, rows);
      memoPut(db, key, Promise.resolve(location));
      return location;
    },
  };
}

/**
 * Resolves the location part of a search (spec 000 §3 filters.property.location, §4 fallback
 * "city … becomes a 30 km radius", §5 distance filter, §9 radius constants) into what the SQL
 * filter needs: a destination, an admin area column, a radius, a centre for distances and the
 * breadcrumb-like hierarchy of search details.
 *
 * Rules (distances in km):
 * - cityId: hotels of that destination; with minDistance/maxDistance also every hotel within
 *   maxDistance of the city centre (union), and none nearer than minDistance.
 * - departmentId / regionId / countryId: hotels whose destination lies in that area (by the
 *   area's real type, whatever key carried the id).
 * - touristicId / seaResortId / skiResortId: hotels of the destinations that belong to the area
 *   (destination_areas); with minDistance/maxDistance also a radius around its centre (union).
 * - poiId: a radius around the place's centre (maxDistance, else 30 km).
 * - latitude + longitude: the centre for distances; with maxDistance (and/or minDistance) a radius.
 * An id that matches nothing makes the search empty (`unknown: true`), never an error.
 */
import { EARTH_RADIUS_KM, type LatLng, type SqlCentre } from "./geo";
import type { Lang } from "./locale";
import { memo } from "./memo";
import { batch, prepare } from "./sql";

/** Location criteria as the contract sends them (ids, degrees, km). */
export interface LocationInput {
  cityId?: number | null;
  poiId?: number | null;
  departmentId?: number | null;
  regionId?: number | null;
  touristicId?: number | null;
  countryId?: number | null;
  seaResortId?: number | null;
  skiResortId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  minDistance?: number | null;
  maxDistance?: number | null;
}

/** One level of the search details' location hierarchy. */
export interface HierarchyItem {
  id: number;
  label: string;
  type: string;
}

/** What the search SQL needs to know about the location. */
export interface ResolvedLocation {
  /** An id was given but matches nothing: the search has no results. */
  unknown: boolean;
  destination: { id: number; label: string; type: string; slug: string } | null;
  /** Centre of the search details (degrees); null when none, or not known yet (`provisionalCity`). */
  centre: LatLng | null;
  /**
   * What the SQL measures `distance` (cards, distance sort, radius) from: the explicit or area
   * centre, or for a city its destination row (geo.ts SqlCentre). Null = no distances.
   */
  sqlCentre: SqlCentre | null;
  /** Hotels of this destination match (cities). */
  cityId: number | null;
  /**
   * Admin areas: destinations whose `column` equals `id` match. Touristic regions and resorts
   * (column "member"): destinations listed in destination_areas for `id` match.
   */
  admin: { column: "department_id" | "region_id" | "country_id" | "member"; id: number } | null;
  /** Distance constraint around `centre` (km); `union` = OR-ed with the city match. */
  radius: { min: number | null; max: number | null; union: boolean } | null;
  minDistance: number | null;
  maxDistance: number | null;
  /** The distance slider's bounds for a city (cityDistanceBounds), km; null for other places. */
  distanceBounds: { min: number; max: number } | null;
  /** Country → region → department → city, most general first. */
  hierarchy: HierarchyItem[];
}

/** Default radius (km) around a point of interest (spec 000 §9 "And 30km around"). */
export const POI_RADIUS_KM = 30;
/** Widest distance slider (spec 000 §5, §9 "distance 0 to 300 km"). */
const DISTANCE_SLIDER_MAX_KM = 300;

/**
 * The distance slider's bounds with a city selected (spec 000 §5 "with a city selected the bounds
 * are the city bounds"; docs/decisions/040): from 0 to the farther of the 30 km the destination
 * label promises ("And 30km around") and the city's farthest hotel, rounded up to the km, so the
 * top of the slider never leaves out a hotel of the city itself; at most 300 km.
 */
export function cityDistanceBounds(farthestKm: number | null | undefined): { min: number; max: number } {
  const farthest = typeof farthestKm === "number" && Number.isFinite(farthestKm) ? Math.ceil(farthestKm) : 0;
  return { min: 0, max: Math.min(DISTANCE_SLIDER_MAX_KM, Math.max(POI_RADIUS_KM, farthest)) };
}

const ADMIN_COLUMN = {
  department: "department_id",
  region: "region_id",
  country: "country_id",
  touristicregion: "member",
  skiresort: "member",
  searesort: "member",
} as const;

interface DestinationRow {
  id: number;
  slug: string;
  label: string;
  latitude: number;
  longitude: number;
  dep_id: number | null;
  dep_label: string | null;
  reg_id: number | null;
  reg_label: string | null;
  c_id: number | null;
  c_label: string | null;
  /** km from the city centre to its farthest active hotel; null without hotels. */
  farthest_km: number | null;
}

interface AreaRow {
  id: number;
  type: string;
  slug: string;
  label: string;
  latitude: number | null;
  longitude: number | null;
  p1_id: number | null;
  p1_label: string | null;
  p1_type: string | null;
  p2_id: number | null;
  p2_label: string | null;
  p2_type: string | null;
  p3_id: number | null;
  p3_label: string | null;
  p3_type: string | null;
}

/** SQL fetching a destination with its admin labels in `lang` (?1 = id). */
function destinationSql(lang: Lang): string {
  return `SELECT d.id, d.slug, d.label_${lang} AS label, d.latitude, d.longitude,
      dep.id AS dep_id, dep.label_${lang} AS dep_label, reg.id AS reg_id, reg.label_${lang} AS reg_label,
      c.id AS c_id, c.label_${lang} AS c_label,
      (SELECT MAX(2 * ${EARTH_RADIUS_KM} * asin(min(1, sqrt(
          pow(sin(radians(h.latitude - d.latitude) / 2), 2) +
          cos(radians(d.latitude)) * cos(radians(h.latitude)) * pow(sin(radians(h.longitude - d.longitude) / 2), 2)))))
        FROM hotels h WHERE h.destination_id = d.id AND h.active = 1) AS farthest_km
    FROM destinations d
    LEFT JOIN areas dep ON dep.id = d.department_id
    LEFT JOIN areas reg ON reg.id = d.region_id
    LEFT JOIN areas c ON c.id = d.country_id
    WHERE d.id = ?1`;
}

/** SQL fetching an area with up to three ancestors in `lang` (?1 = id). */
function areaSql(lang: Lang): string {
  return `SELECT a.id, a.type, a.slug, a.label_${lang} AS label, a.latitude, a.longitude,
      p1.id AS p1_id, p1.label_${lang} AS p1_label, p1.type AS p1_type,
      p2.id AS p2_id, p2.label_${lang} AS p2_label, p2.type AS p2_type,
      p3.id AS p3_id, p3.label_${lang} AS p3_label, p3.type AS p3_type
    FROM areas a
    LEFT JOIN areas p1 ON p1.id = a.parent_id
    LEFT JOIN areas p2 ON p2.id = p1.parent_id
    LEFT JOIN areas p3 ON p3.id = p2.parent_id
    WHERE a.id = ?1`;
}

function num(x: number | null | undefined): number | null {
  return typeof x === "number" && Number.isFinite(x) ? x : null;
}

/** Memo key of a location input (memo.ts). */
export function locationKey(lang: Lang, input: LocationInput): string {
  return `loc|${lang}|${JSON.stringify(input)}`;
}

/**
 * Resolves a location filter. One D1 round trip at most (none when no id is given, none when
 * the same place was resolved recently: memo.ts). Returns `unknown: true` when a given id does
 * not exist.
 */
export function resolveLocation(db: D1Database, lang: Lang, input: LocationInput): Promise<ResolvedLocation> {
  return memo(db, locationKey(lang, input), () => resolveUncached(db, lang, input));
}

/**
 * The statement that reads the place of `input` (a destination with its admin labels, or an area
 * with its ancestors, in `lang`), or null when the input names no place. Its rows go to
 * `locationFromRows`.
 */
export function locationStatement(db: D1Database, lang: Lang, input: LocationInput): D1PreparedStatement | null {
  if (input.cityId) return prepare(db, destinationSql(lang), [input.cityId]);
  const areaId = areaIdOf(input);
  return areaId ? prepare(db, areaSql(lang), [areaId]) : null;
}

async function resolveUncached(db: D1Database, lang: Lang, input: LocationInput): Promise<ResolvedLocation> {
  const statement = locationStatement(db, lang, input);
  if (!statement) return locationFromRows(input, []);
  const [rows] = await batch<[(DestinationRow | AreaRow)[]]>(db, [statement]);
  return locationFromRows(input, rows);
}

function areaIdOf(input: LocationInput): number | null {
  return input.departmentId ?? input.regionId ?? input.countryId ?? input.touristicId ?? input.seaResortId ?? input.skiResortId ?? input.poiId ?? null;
}

/**
 * The resolved location of `input` from the rows of its `locationStatement` (none when the
 * input names no place; an empty list when the named place does not exist → `unknown: true`).
 */
export function locationFromRows(input: LocationInput, rows: readonly unknown[]): ResolvedLocation {
  const minDistance = num(input.minDistance);
  const maxDistance = num(input.maxDistance);
  const explicit = num(input.latitude) !== null && num(input.longitude) !== null ? { lat: input.latitude!, lng: input.longitude! } : null;
  const out: ResolvedLocation = {
    unknown: false,
    destination: null,
    centre: explicit,
    sqlCentre: explicit,
    cityId: null,
    admin: null,
    radius: null,
    minDistance,
    maxDistance,
    distanceBounds: null,
    hierarchy: [],
  };
  const hasDistance = minDistance !== null || maxDistance !== null;
  const areaId = areaIdOf(input);

  if (!input.cityId && !areaId) {
    if (explicit && hasDistance) out.radius = { min: minDistance, max: maxDistance, union: false };
    return out;
  }
  const row = rows[0];

  if (input.cityId) {
    const d = row as DestinationRow | undefined;
    if (!d) return { ...out, unknown: true };
    out.destination = { id: d.id, label: d.label, type: "city", slug: d.slug };
    out.cityId = d.id;
    out.centre = explicit ?? { lat: d.latitude, lng: d.longitude };
    out.sqlCentre = explicit ?? { destinationId: d.id };
    out.distanceBounds = cityDistanceBounds(d.farthest_km);
    if (hasDistance) out.radius = { min: minDistance, max: maxDistance, union: true };
    if (d.c_id && d.c_label) out.hierarchy.push({ id: d.c_id, label: d.c_label, type: "country" });
    if (d.reg_id && d.reg_label) out.hierarchy.push({ id: d.reg_id, label: d.reg_label, type: "region" });
    if (d.dep_id && d.dep_label) out.hierarchy.push({ id: d.dep_id, label: d.dep_label, type: "department" });
    out.hierarchy.push({ id: d.id, label: d.label, type: "city" });
    return out;
  }

  const a = row as AreaRow | undefined;
  if (!a) return { ...out, unknown: true };
  const type = input.poiId && areaId === input.poiId ? "poi" : a.type;
  out.destination = { id: a.id, label: a.label, type, slug: a.slug };
  const areaCentre = a.latitude !== null && a.longitude !== null ? { lat: a.latitude, lng: a.longitude } : null;
  out.centre = explicit ?? areaCentre;
  out.sqlCentre = out.centre;
  const column = ADMIN_COLUMN[a.type as keyof typeof ADMIN_COLUMN];
  if (column && type !== "poi") {
    out.admin = { column, id: a.id };
    if (hasDistance && out.centre) out.radius = { min: minDistance, max: maxDistance, union: true };
  } else {
    if (!out.centre) return { ...out, unknown: true };
    out.radius = { min: minDistance, max: maxDistance ?? POI_RADIUS_KM, union: false };
  }
  const chain: HierarchyItem[] = [];
  for (const k of ["p3", "p2", "p1"] as const) {
    const id = a[`${k}_id`];
    const label = a[`${k}_label`];
    const t = a[`${k}_type`];
    if (id && label && t) chain.push({ id, label, type: t });
  }
  chain.push({ id: a.id, label: a.label, type });
  out.hierarchy = chain;
  return out;
}

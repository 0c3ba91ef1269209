/**
 * Shapes produced by the destination pipeline (scripts/data) and consumed by the seed generator
 * (scripts/seed). Field names follow migrations/0001_catalog.sql; coordinates are WGS84 degrees.
 */

/** The four label languages of the catalog (nl_NL and nl_BE share nl). */
export type Lang = "es" | "fr" | "nl" | "it";
/** Label languages in column order (label_es, label_fr, label_nl, label_it). */
export const LANGS: readonly Lang[] = ["es", "fr", "nl", "it"];

/** One text per label language. */
export type Labels = Record<Lang, string>;

/** Destination countries of the shop. */
export type CountryCode = "ES" | "FR" | "BE";
/** Destination countries in area-id order (FR = 1, ES = 2, BE = 3). */
export const COUNTRIES: readonly CountryCode[] = ["FR", "ES", "BE"];

/** areas.type values. */
export type AreaType = "country" | "region" | "department" | "touristicregion" | "skiresort" | "searesort" | "poi";

/** A row of `areas`. */
export interface Area {
  id: number;
  type: AreaType;
  country: CountryCode;
  parentId: number | null;
  code: string | null;
  slug: string;
  labels: Labels;
  latitude: number | null;
  longitude: number | null;
}

/** A row of `destinations` plus the search aliases that go to `place_search`. */
export interface Destination {
  /** GeoNames id. */
  id: number;
  country: CountryCode;
  slug: string;
  /** GeoNames name. */
  name: string;
  labels: Labels;
  latitude: number;
  longitude: number;
  population: number;
  /** Metres above sea level (GeoNames elevation, else its DEM value), null when unknown. */
  elevation: number | null;
  postalcode: string | null;
  insee: string | null;
  departmentId: number | null;
  regionId: number | null;
  countryId: number;
  isSeaside: boolean;
  isMountain: boolean;
  isSki: boolean;
  /** Extra search names (other-language forms, Latin-script GeoNames alternates). */
  aliases: string[];
  /** Municipality code used for postcodes: ES INE (5 digits), FR INSEE, BE NIS. */
  municipalityCode: string | null;
  /** All postal codes of the commune (France only, etalab), sorted; not a table column. */
  postalCodes: string[];
  /** GeoNames admin-1 code (ES community, FR INSEE region, BE "VLG"/"WAL"/"BRU"); not a table column. */
  admin1: string;
  /** GeoNames admin-2 code (ES/BE province, FR department); not a table column. */
  admin2: string;
}

/** A row of the FTS5 table `place_search`. */
export interface PlaceSearchRow {
  names: string;
  category: "city" | "department" | "region" | "country" | "touristicregion" | "skiresort" | "searesort" | "hotel" | "poi";
  refId: number;
  rankBoost: number;
}

/** A row of `destination_areas` (membership of a destination in a touristic region or resort area). */
export interface DestinationArea {
  areaId: number;
  destinationId: number;
}

/** Everything build-destinations produces. */
export interface DestinationData {
  areas: Area[];
  destinations: Destination[];
  destinationAreas: DestinationArea[];
  placeSearch: PlaceSearchRow[];
}

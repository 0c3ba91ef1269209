/**
 * Admin areas above a city: countries (ids 1-3), regions (1000+), departments/provinces (10000+).
 * Labels: countries from npm `i18n-iso-countries` (nl uses the short alias, "Spanje" not
 * "Koninkrijk Spanje"), regions from the hand table data/regions.json, departments and provinces
 * from data/admin1-names.json (Natural Earth, derived by derive-admin1.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import countries from "i18n-iso-countries";
import { SlugRegistry } from "./slug";
import { LANGS, type Area, type CountryCode, type Labels } from "./types";

const require = createRequire(import.meta.url);
for (const lang of LANGS) countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));

/** Stable country area ids (schema: countries 1-3). */
export const COUNTRY_IDS: Record<CountryCode, number> = { FR: 1, ES: 2, BE: 3 };

/** Country centres for the `areas` row (degrees), chosen for a whole-country map view. */
const COUNTRY_CENTRES: Record<CountryCode, [number, number]> = { FR: [46.6, 2.4], ES: [40.2, -3.6], BE: [50.6, 4.6] };

interface RegionRow { country: CountryCode; geonames: string; code: string; es: string; fr: string; nl: string; it: string }
interface Admin1Row { country: CountryCode; iso: string; geonames: string; es: string; fr: string; nl: string; it: string; lat: number; lng: number }

/** Admin areas plus lookups from GeoNames admin codes. */
export interface AdminAreas {
  areas: Area[];
  /** Region area id for a GeoNames place: ES/BE by admin1 code, FR by INSEE region code. */
  regionId(country: CountryCode, admin1: string): number | null;
  /** Department/province area id for a GeoNames place (admin2 code); null for Brussels. */
  departmentId(country: CountryCode, admin2: string): number | null;
  /** Slugs already used by these areas; later areas (resorts, touristic regions) claim from it. */
  slugs: SlugRegistry;
}

/** Short country name in a language: the shortest i18n-iso-countries alias ("Spanje", "België"). */
export function countryName(code: CountryCode, lang: (typeof LANGS)[number]): string {
  const names = countries.getName(code, lang, { select: "all" }) ?? [];
  return [...names].sort((a, b) => a.length - b.length)[0] ?? code;
}

/**
 * The label in the place's own language, used for slugs: Spanish in Spain, French in France and
 * Wallonia/Brussels, Dutch in Flanders (GeoNames admin1 "VLG").
 */
export function localLabel(country: CountryCode, labels: Labels, flemish = false): string {
  if (country === "ES") return labels.es;
  if (country === "BE" && flemish) return labels.nl;
  return labels.fr;
}

function labelsOf(row: Labels): Labels {
  return { es: row.es, fr: row.fr, nl: row.nl, it: row.it };
}

/**
 * Build country, region and department areas. Departments are linked to regions through the
 * GeoNames places that use them (`departmentRegion`: "CC.admin2" → GeoNames admin1), so the
 * hierarchy follows the same data as the destinations.
 */
export function buildAdminAreas(dataDir: string, departmentRegion: ReadonlyMap<string, string>): AdminAreas {
  const areas: Area[] = [];
  const slugs = new SlugRegistry();
  for (const code of ["FR", "ES", "BE"] as const) {
    const labels = { es: "", fr: "", nl: "", it: "" } as Labels;
    for (const lang of LANGS) labels[lang] = countryName(code, lang);
    const [latitude, longitude] = COUNTRY_CENTRES[code];
    areas.push({ id: COUNTRY_IDS[code], type: "country", country: code, parentId: null, code, slug: slugs.claim(localLabel(code, labels)), labels, latitude, longitude });
  }

  const regions = (JSON.parse(readFileSync(join(dataDir, "regions.json"), "utf8")) as { regions: RegionRow[] }).regions;
  const regionIds = new Map<string, number>();
  regions.forEach((r, i) => {
    const id = 1000 + i;
    regionIds.set(`${r.country}.${r.geonames}`, id);
    areas.push({ id, type: "region", country: r.country, parentId: COUNTRY_IDS[r.country], code: r.code, slug: slugs.claim(localLabel(r.country, r, r.geonames === "VLG"), ["region"]), labels: labelsOf(r), latitude: null, longitude: null });
  });

  const admin1 = (JSON.parse(readFileSync(join(dataDir, "admin1-names.json"), "utf8")) as { entries: Admin1Row[] }).entries;
  const departmentIds = new Map<string, number>();
  const regionPoints = new Map<number, [number, number][]>();
  admin1.forEach((d, i) => {
    if (d.iso === "BE-BRU") return; // Brussels is a region without provinces
    const id = 10000 + i;
    const regionKey = departmentRegion.get(d.geonames);
    const parentId = regionKey ? regionIds.get(`${d.country}.${regionKey}`) ?? null : null;
    departmentIds.set(d.geonames, id);
    if (parentId) regionPoints.set(parentId, [...(regionPoints.get(parentId) ?? []), [d.lat, d.lng]]);
    const code = d.country === "FR" ? d.iso.slice(3) : d.iso;
    areas.push({ id, type: "department", country: d.country, parentId: parentId ?? COUNTRY_IDS[d.country], code, slug: slugs.claim(localLabel(d.country, d, regionKey === "VLG"), ["province"]), labels: labelsOf(d), latitude: d.lat, longitude: d.lng });
  });
  const brussels = admin1.find((d) => d.iso === "BE-BRU");
  for (const area of areas) {
    if (area.type !== "region") continue;
    const points = regionPoints.get(area.id) ?? (area.code === "BE-BRU" && brussels ? [[brussels.lat, brussels.lng] as [number, number]] : []);
    if (points.length === 0) continue;
    area.latitude = Math.round((points.reduce((s, p) => s + p[0], 0) / points.length) * 1e4) / 1e4;
    area.longitude = Math.round((points.reduce((s, p) => s + p[1], 0) / points.length) * 1e4) / 1e4;
  }

  return {
    areas,
    slugs,
    regionId: (country, admin1Code) => regionIds.get(`${country}.${admin1Code}`) ?? null,
    departmentId: (country, admin2) => departmentIds.get(`${country}.${admin2}`) ?? null,
  };
}

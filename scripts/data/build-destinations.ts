/**
 * Destinations and areas of the embedded catalog (DESIGN.md "Data for the embedded catalog").
 *
 * Destinations: every GeoNames cities1000 place in ES, FR, BE with population >= 10,000, plus
 * towns within 15 km of a ski resort (ES/FR) and a few hand-picked resort villages
 * (data/resort-areas.json "extraPlaces"); one place per municipality (districts dropped).
 * Areas: countries, regions, departments/provinces (admin.ts), touristic regions, ski resorts and
 * seaside resorts, with destination membership rows for the last three.
 *
 * CLI: `tsx scripts/data/build-destinations.ts [--out file.json]` prints counts (and writes JSON).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildAdminAreas, COUNTRY_IDS, localLabel } from "./admin";
import { loadCommunes } from "./france";
import { haversineKm } from "./geo";
import { municipalityCode, readGeoNames, type GeoNamesPlace } from "./geonames";
import { loadPlaceNames } from "./place-names";
import { loadSkiResorts, type SkiResort } from "./ski-resorts";
import { SlugRegistry } from "./slug";
import { LANGS, type Area, type CountryCode, type Destination, type DestinationArea, type DestinationData, type Labels, type PlaceSearchRow } from "./types";
import { POI_RADIUS_KM } from "../../worker/catalog/location";
import { loadCoastIndex, loadCountryLocator } from "./world-atlas";

/** Minimum population of a destination (GeoNames population). */
export const MIN_POPULATION = 10_000;
/**
 * Seaside: within this distance (km) of the Natural Earth 10m coastline. The brief says 3 km, but
 * the world-atlas coastline is simplified (the Belgian coast is 8 points): Barcelona's centre, 2 km
 * from the beach, is 4.1 km from that line and Ostend's 3.1 km. So 1.5 km of tolerance is added;
 * hand-listed seaside resorts (data/resort-areas.json) are seaside whatever the distance.
 */
export const SEASIDE_KM = 4.5;
/** Mountain: elevation at or above this many metres. */
export const MOUNTAIN_M = 900;
/** Ski town: within this distance (km) of a ski resort. */
export const SKI_KM = 15;
/** Ski towns below the population threshold still need this many inhabitants (cities1000 lists some with 0). */
export const MIN_SKI_TOWN_POPULATION = 1_000;

/** Points of interest (data/points-of-interest.json): landmarks with their Wikidata item. */
interface PointsOfInterestFile {
  pois: ({ wikidata: string; place: string; lat: number; lng: number } & Labels)[];
}

interface ResortAreasFile {
  touristicRegions: ({ country: CountryCode; lat: number; lng: number; radiusKm: number } & Labels)[];
  seaResorts: { place: string; radiusKm: number }[];
  extraPlaces: string[];
}

/** Options of {@link buildDestinations}. */
export interface BuildDestinationsOptions {
  /** Directory of the committed data files (admin1-names.json, regions.json ...). */
  dataDir: string;
}

const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

function nearestResort(lat: number, lng: number, resorts: readonly SkiResort[]): { resort: SkiResort; km: number } | null {
  let best: { resort: SkiResort; km: number } | null = null;
  for (const resort of resorts) {
    if (Math.abs(resort.lat - lat) > 0.5 || Math.abs(resort.lng - lng) > 0.7) continue;
    const km = haversineKm(lat, lng, resort.lat, resort.lng);
    if (!best || km < best.km) best = { resort, km };
  }
  return best;
}

/**
 * Pick the places to sell: population threshold, ski towns, extras; minus hand-excluded districts.
 * France and Belgium keep one place per INSEE/NIS code (the most populous, or a hand-picked extra);
 * Spanish codes in cities1000 are unreliable, so Spain relies on the exclusion list only.
 */
function selectPlaces(all: GeoNamesPlace[], resorts: readonly SkiResort[], extraKeys: ReadonlySet<string>, excludedKeys: ReadonlySet<string>): GeoNamesPlace[] {
  const key = (p: GeoNamesPlace): string => `${p.country}/${p.name}`;
  const wanted = all.filter((p) => {
    if (excludedKeys.has(key(p)) || p.featureCode === "PPLL") return false;
    if (p.population >= MIN_POPULATION || extraKeys.has(key(p))) return true;
    if (p.country === "BE") return false;
    const near = nearestResort(p.lat, p.lng, resorts);
    return p.population >= MIN_SKI_TOWN_POPULATION && near !== null && near.km <= SKI_KM && near.resort.country === p.country;
  });
  const rank = (p: GeoNamesPlace): number => (extraKeys.has(key(p)) ? 1e9 : 0) + p.population;
  const byMunicipality = new Map<string, GeoNamesPlace>();
  const keep: GeoNamesPlace[] = [];
  for (const place of wanted.sort((a, b) => rank(b) - rank(a) || a.id - b.id)) {
    const code = place.country === "ES" ? null : municipalityCode(place);
    if (code) {
      if (byMunicipality.has(`${place.country}:${code}`)) continue;
      byMunicipality.set(`${place.country}:${code}`, place);
    }
    keep.push(place);
  }
  return keep.sort((a, b) => a.id - b.id);
}

/**
 * Build destinations, areas, membership rows and the place_search rows for places and areas.
 * Deterministic: depends only on the installed npm data packages and `dataDir`.
 */
export function buildDestinations(options: BuildDestinationsOptions): DestinationData {
  const { dataDir } = options;
  const countryAt = loadCountryLocator();
  const resorts = loadSkiResorts(countryAt, dataDir);
  const resortFile = JSON.parse(readFileSync(join(dataDir, "resort-areas.json"), "utf8")) as ResortAreasFile;
  const poiFile = JSON.parse(readFileSync(join(dataDir, "points-of-interest.json"), "utf8")) as PointsOfInterestFile;
  const all = readGeoNames(new Set(["ES", "FR", "BE"]));
  const excluded = JSON.parse(readFileSync(join(dataDir, "excluded-places.json"), "utf8")) as { places: string[] };
  const places = selectPlaces(all, resorts, new Set(resortFile.extraPlaces), new Set(excluded.places));

  // Department → region as GeoNames uses it (admin2 → admin1), to link admin areas.
  const departmentRegion = new Map<string, string>();
  for (const p of all) if (p.admin2 && !departmentRegion.has(`${p.country}.${p.admin2}`)) departmentRegion.set(`${p.country}.${p.admin2}`, p.admin1);
  const admin = buildAdminAreas(dataDir, departmentRegion);
  const names = loadPlaceNames(dataDir);
  const communeOf = loadCommunes();
  const coast = loadCoastIndex();

  const seaResortPlaces = new Set(resortFile.seaResorts.map((r) => r.place));
  const slugs = new SlugRegistry();
  const departmentSlug = new Map(admin.areas.filter((a) => a.type === "department").map((a) => [a.id, a.slug]));
  const destinations: Destination[] = [];
  for (const p of [...places].sort((a, b) => b.population - a.population || a.id - b.id)) {
    const country = p.country as CountryCode;
    const labels = names.labels(p);
    const code = municipalityCode(p);
    const commune = country === "FR" && code ? communeOf(code) : null;
    const departmentId = admin.departmentId(country, p.admin2);
    const regionId = admin.regionId(country, p.admin1) ?? (commune ? admin.regionId(country, commune.region) : null);
    const near = nearestResort(p.lat, p.lng, resorts);
    destinations.push({
      id: p.id,
      country,
      slug: slugs.claim(localLabel(country, labels, p.admin1 === "VLG"), [departmentSlug.get(departmentId ?? 0) ?? country.toLowerCase()]),
      name: p.name,
      labels,
      latitude: round(p.lat, 5),
      longitude: round(p.lng, 5),
      population: p.population,
      elevation: p.elevation,
      postalcode: commune?.postalCodes[0] ?? null,
      insee: country === "FR" ? code : null,
      departmentId,
      regionId,
      countryId: COUNTRY_IDS[country],
      isSeaside: seaResortPlaces.has(`${country}/${p.name}`) || coast.distanceKm(p.lat, p.lng, SEASIDE_KM) <= SEASIDE_KM,
      isMountain: (p.elevation ?? 0) >= MOUNTAIN_M,
      isSki: near !== null && near.km <= SKI_KM && near.resort.country === country,
      aliases: names.aliases(p),
      municipalityCode: code,
      postalCodes: commune?.postalCodes ?? [],
      admin1: p.admin1,
      admin2: p.admin2,
    });
  }
  destinations.sort((a, b) => a.id - b.id);

  const { areas, memberships } = buildResortAreas(admin.areas, admin.slugs, destinations, resorts, resortFile, poiFile);
  return { areas, destinations, destinationAreas: memberships, placeSearch: placeSearchRows(areas, destinations, memberships) };
}

/**
 * Touristic regions, ski resorts, seaside resorts and points of interest as areas, with destination
 * memberships (a point of interest: ids 50000+, parent the department of its named place, else of its nearest destination,
 * members the destinations within POI_RADIUS_KM).
 */
function buildResortAreas(
  adminAreas: Area[],
  slugs: SlugRegistry,
  destinations: readonly Destination[],
  resorts: readonly SkiResort[],
  file: ResortAreasFile,
  poiFile: PointsOfInterestFile,
): { areas: Area[]; memberships: DestinationArea[] } {
  const areas = [...adminAreas];
  const memberships: DestinationArea[] = [];
  const within = (areaId: number, country: CountryCode, lat: number, lng: number, km: number): number => {
    let n = 0;
    for (const d of destinations) {
      if (d.country !== country || haversineKm(lat, lng, d.latitude, d.longitude) > km) continue;
      memberships.push({ areaId, destinationId: d.id });
      n++;
    }
    return n;
  };
  const nearestDestination = (lat: number, lng: number): Destination =>
    destinations.reduce((best, d) => (haversineKm(lat, lng, d.latitude, d.longitude) < haversineKm(lat, lng, best.latitude, best.longitude) ? d : best));

  file.touristicRegions.forEach((t, i) => {
    const id = 20000 + i;
    const labels: Labels = { es: t.es, fr: t.fr, nl: t.nl, it: t.it };
    areas.push({ id, type: "touristicregion", country: t.country, parentId: COUNTRY_IDS[t.country], code: null, slug: slugs.claim(localLabel(t.country, labels, t.country === "BE" && t.lng > 4.4 && t.lat > 50.8)), labels, latitude: t.lat, longitude: t.lng });
    within(id, t.country, t.lat, t.lng, t.radiusKm);
  });
  resorts.forEach((r, i) => {
    const id = 30000 + i;
    const parent = nearestDestination(r.lat, r.lng);
    const labels: Labels = { es: r.name, fr: r.name, nl: r.name, it: r.name };
    areas.push({ id, type: "skiresort", country: r.country, parentId: parent.departmentId ?? parent.countryId, code: null, slug: slugs.claim(r.name, ["ski"]), labels, latitude: round(r.lat, 5), longitude: round(r.lng, 5) });
    within(id, r.country, r.lat, r.lng, SKI_KM);
  });
  file.seaResorts.forEach((s, i) => {
    const id = 40000 + i;
    const [country, name] = s.place.split("/") as [CountryCode, string];
    const place = destinations.find((d) => d.country === country && d.name === name);
    if (!place) throw new Error(`resort-areas.json: seaside resort ${s.place} is not a destination`);
    areas.push({ id, type: "searesort", country, parentId: place.departmentId ?? place.countryId, code: null, slug: slugs.claim(place.slug, ["plage"]), labels: { ...place.labels }, latitude: place.latitude, longitude: place.longitude });
    within(id, country, place.latitude, place.longitude, s.radiusKm);
  });
  poiFile.pois.forEach((p, i) => {
    const id = 50000 + i;
    // Its named place when it is a destination (the Tour Eiffel is in Paris, though a town of the
    // Hauts-de-Seine is nearer to it than Paris's centre point), else the nearest destination.
    const [country, name] = p.place.split("/") as [CountryCode, string];
    const near = destinations.find((d) => d.country === country && d.name === name) ?? nearestDestination(p.lat, p.lng);
    const labels: Labels = { es: p.es, fr: p.fr, nl: p.nl, it: p.it };
    areas.push({ id, type: "poi", country: near.country, parentId: near.departmentId ?? near.regionId ?? near.countryId, code: p.wikidata, slug: slugs.claim(p.fr), labels, latitude: p.lat, longitude: p.lng });
    within(id, near.country, p.lat, p.lng, POI_RADIUS_KM);
  });
  return { areas, memberships };
}

/**
 * Search rank of areas: a share of the population of their largest place, so "Sevilla" or
 * "Anvers" lists the city before the province of the same name, and the province before regions.
 */
const AREA_RANK_SHARE: Record<Area["type"], number> = { department: 0.9, searesort: 0.85, skiresort: 0.85, touristicregion: 0.85, region: 0.8, country: 0.7, poi: 0.5 };

/** place_search rows for destinations and areas (hotels are added by the seed generator). */
function placeSearchRows(areas: readonly Area[], destinations: readonly Destination[], memberships: readonly DestinationArea[]): PlaceSearchRow[] {
  const unique = (values: string[]): string => [...new Set(values.filter(Boolean))].join(" ");
  const largest = new Map<number, number>();
  const consider = (areaId: number | null, population: number): void => {
    if (areaId !== null && population > (largest.get(areaId) ?? 0)) largest.set(areaId, population);
  };
  for (const d of destinations) {
    consider(d.departmentId, d.population);
    consider(d.regionId, d.population);
    consider(d.countryId, d.population);
  }
  const byId = new Map(destinations.map((d) => [d.id, d]));
  for (const m of memberships) consider(m.areaId, byId.get(m.destinationId)?.population ?? 0);

  const rows: PlaceSearchRow[] = destinations.map((d) => ({
    names: unique([...LANGS.map((l) => d.labels[l]), d.name, ...d.aliases]),
    category: "city",
    refId: d.id,
    rankBoost: d.population,
  }));
  for (const a of areas) {
    rows.push({
      names: unique([...LANGS.map((l) => a.labels[l]), a.type === "department" && a.country === "FR" ? a.code ?? "" : ""]),
      category: a.type,
      refId: a.id,
      rankBoost: Math.round((largest.get(a.id) ?? 0) * AREA_RANK_SHARE[a.type]),
    });
  }
  return rows;
}

function main(): void {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf("--out");
  const started = performance.now();
  const data = buildDestinations({ dataDir: join(import.meta.dirname, "..", "..", "data") });
  const count = (pred: (d: Destination) => boolean): number => data.destinations.filter(pred).length;
  const byType = new Map<string, number>();
  for (const a of data.areas) byType.set(a.type, (byType.get(a.type) ?? 0) + 1);
  console.log(
    `destinations ${data.destinations.length} (FR ${count((d) => d.country === "FR")}, ES ${count((d) => d.country === "ES")}, BE ${count((d) => d.country === "BE")}; ` +
      `seaside ${count((d) => d.isSeaside)}, mountain ${count((d) => d.isMountain)}, ski ${count((d) => d.isSki)}); ` +
      `areas ${[...byType].map(([t, n]) => `${t} ${n}`).join(", ")}; memberships ${data.destinationAreas.length}; ` +
      `${Math.round(performance.now() - started)} ms`,
  );
  if (outIndex >= 0 && args[outIndex + 1]) writeFileSync(args[outIndex + 1]!, JSON.stringify(data, null, 1));
}

if (import.meta.url === `file://${process.argv[1]}`) main();

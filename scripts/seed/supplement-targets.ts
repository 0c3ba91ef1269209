/**
 * How many hotels each destination should have once the supplementary pass (supplement.ts) has
 * run (issue 14 "The catalog must look like a real shop"): weighted by population and tourism,
 * with floors where people search most. Pure and deterministic: plain arithmetic over the
 * destination data, no random draws.
 *
 * - cities of {@link CITY_MIN_POPULATION}+ and listed tourist places: round(C · population^0.8 ·
 *   country weight · tourism), see {@link cityTarget};
 * - Paris: at least {@link PARIS_MIN} (+ margin);
 * - the strongest listed weekend destinations (Annecy, Bruges, Granada, ...): at least {@link WEEKEND_MIN};
 * - the {@link TOP_CITIES} most populous destinations of each country: at least {@link TOP_CITY_MIN};
 * - every sea and ski resort area with member destinations: at least {@link RESORT_MIN} over its
 *   members, the missing ones at its main destination ({@link mainResortDestinations}; applied
 *   by supplement.ts, which knows the hotels already there).
 * Floors carry a small margin ({@link FLOOR_MARGIN}) so that hotels whose offers all expired do
 * not bring a place under its minimum.
 */
import { haversineKm } from "../data/geo";
import { slugify } from "../data/slug";
import type { Area, CountryCode, Destination, DestinationArea } from "../data/types";

/** Issue 14 minimums (hotels whose destination is the place). */
export const PARIS_MIN = 120;
export const TOP_CITY_MIN = 25;
export const RESORT_MIN = 25;
/** How many of each country's most populous destinations get {@link TOP_CITY_MIN}. */
export const TOP_CITIES = 10;
/** Every destination lies within this distance (km) of an active hotel. */
export const COVERAGE_KM = 30;
/** Listed weekend destinations ({@link TOURISM} factor >= {@link WEEKEND_FACTOR}) get at least this many. */
export const WEEKEND_MIN = 15;
export const WEEKEND_FACTOR = 2.2;
/** Extra hotels above a floor (expired offers, an unpublished package). */
export const FLOOR_MARGIN = 3;

/** GeoNames id of Paris. */
export const PARIS_ID = 2988507;

/** Below this population only listed tourist places ({@link TOURISM}) get a size target. */
export const CITY_MIN_POPULATION = 100_000;

/** Country weights: the home market France leads (as in hotels.ts destinationWeight). */
const COUNTRY_WEIGHT: Record<CountryCode, number> = { FR: 1.3, ES: 0.85, BE: 1.5 };

/** Scale of {@link cityTarget}: Paris (2.1 M) ≈ 90 before its floor, Madrid ≈ 66, Granada ≈ 15. */
const SCALE = 0.0004;
const EXPONENT = 0.8;

/**
 * City-break appeal beyond population ("country:GeoNames name" → factor). Places people travel
 * to for a weekend although few people live there. Names must exist in the destinations
 * (checked by {@link tourismFactors}).
 */
export const TOURISM: Readonly<Record<string, number>> = {
  "FR:Paris": 1.5, "FR:Lyon": 1.3, "FR:Bordeaux": 1.7, "FR:Strasbourg": 1.4, "FR:Nice": 1.2, "FR:Montpellier": 1.2, "FR:Nîmes": 1.3,
  "FR:Annecy": 2.5, "FR:Avignon": 1.8, "FR:Arles": 1.8, "FR:Aix-en-Provence": 1.5, "FR:Carcassonne": 2.2, "FR:La Rochelle": 1.6,
  "FR:Colmar": 2.2, "FR:Saint-Malo": 1.8, "FR:Biarritz": 2, "FR:Cannes": 1.8, "FR:Reims": 1.5, "FR:Tours": 1.3, "FR:Versailles": 1.6,
  "FR:Beaune": 2.2, "FR:Honfleur": 2.5, "FR:Bayeux": 2, "FR:Sarlat-la-Canéda": 2.5, "FR:Amboise": 2, "FR:Lourdes": 2.5,
  "FR:Chamonix-Mont-Blanc": 3, "FR:Ajaccio": 1.8, "FR:Bastia": 1.5, "FR:Porto-Vecchio": 2, "FR:Aix-les-Bains": 1.8, "FR:Dijon": 1.3, "FR:Rouen": 1.3,
  "ES:Barcelona": 1.5, "ES:Madrid": 1.2, "ES:Sevilla": 1.8, "ES:Granada": 2.2, "ES:Córdoba": 1.8, "ES:Málaga": 1.5, "ES:Valencia": 1.3,
  "ES:Palma": 1.8, "ES:Donostia / San Sebastián": 2.2, "ES:Bilbao": 1.5, "ES:Salamanca": 1.8, "ES:Toledo": 2.2, "ES:Segovia": 2.2,
  "ES:Santiago de Compostela": 2.2, "ES:Cáceres": 1.6, "ES:Girona": 1.6, "ES:Cuenca": 1.8, "ES:Mérida": 1.6, "ES:Ronda": 2.2,
  "ES:Marbella": 1.8, "ES:Benidorm": 2, "ES:Sitges": 2, "ES:Tarragona": 1.4, "ES:Santander": 1.4, "ES:León": 1.5, "ES:Burgos": 1.4,
  "BE:Brugge": 2.5, "BE:Gent": 1.8, "BE:Antwerpen": 1.5, "BE:Brussels": 1.4, "BE:Leuven": 1.4, "BE:Mechelen": 1.3, "BE:Namur": 1.4,
  "BE:Dinant": 2.5, "BE:Durbuy": 3, "BE:Bouillon": 2.5, "BE:Spa": 2.2, "BE:Ieper": 1.8, "BE:Tournai": 1.4, "BE:Liège": 1.3,
  "BE:Ostend": 1.5, "BE:Knokke-Heist": 1.5,
};

/** Destination id → factor of {@link TOURISM}. Throws when a listed name is not a destination. */
export function tourismFactors(destinations: readonly Destination[]): Map<number, number> {
  const byKey = new Map(destinations.map((d) => [`${d.country}:${d.name}`, d]));
  const out = new Map<number, number>();
  for (const [key, factor] of Object.entries(TOURISM)) {
    const d = byKey.get(key);
    if (!d) throw new Error(`supplement-targets: tourism place ${key} is not a destination`);
    out.set(d.id, factor);
  }
  return out;
}

/**
 * The hotels a destination deserves by size and appeal: C · population^0.7 · country weight ·
 * listed tourism factor · 1.3 in a touristic region · 1.2 by the sea · 1.3 in the mountains.
 */
export function cityTarget(d: Destination, tourism: number, inTouristicArea: boolean): number {
  let w = SCALE * d.population ** EXPONENT * COUNTRY_WEIGHT[d.country] * tourism;
  if (inTouristicArea) w *= 1.3;
  if (d.isSeaside) w *= 1.2;
  if (d.isMountain || d.isSki) w *= 1.3;
  return Math.round(w);
}

/** The `n` most populous destinations of a country (ties by id). */
export function topCities(destinations: readonly Destination[], country: CountryCode, n = TOP_CITIES): Destination[] {
  return destinations.filter((d) => d.country === country).sort((a, b) => b.population - a.population || a.id - b.id).slice(0, n);
}

const normal = (text: string): string => slugify(text).replace(/-/g, " ");

/**
 * The destination that stands for each sea or ski resort area (area id → destination): the
 * member named like the area ("Val d'Isere" → Val-d'Isère, "Chamonix" → Chamonix-Mont-Blanc,
 * the most populous when several are), else the member nearest to the area's centre. Areas
 * without member destinations are left out.
 */
export function mainResortDestinations(areas: readonly Area[], destinationAreas: readonly DestinationArea[], destinations: readonly Destination[]): Map<number, Destination> {
  const byId = new Map(destinations.map((d) => [d.id, d]));
  const members = new Map<number, Destination[]>();
  for (const m of destinationAreas) {
    const d = byId.get(m.destinationId);
    if (!d) continue;
    const list = members.get(m.areaId);
    if (list) list.push(d);
    else members.set(m.areaId, [d]);
  }
  const out = new Map<number, Destination>();
  for (const a of areas) {
    if (a.type !== "searesort" && a.type !== "skiresort") continue;
    const list = (members.get(a.id) ?? []).slice().sort((x, y) => y.population - x.population || x.id - y.id);
    if (!list.length) continue;
    const label = normal(a.labels.fr);
    const named =
      list.find((d) => normal(d.name) === label) ??
      list.find((d) => ` ${normal(d.name)} `.includes(` ${label} `) || ` ${label} `.includes(` ${normal(d.name)} `));
    const centre = a.latitude !== null && a.longitude !== null ? { lat: a.latitude, lng: a.longitude } : null;
    const nearest = centre
      ? list.reduce((best, d) => (haversineKm(centre.lat, centre.lng, d.latitude, d.longitude) < haversineKm(centre.lat, centre.lng, best.latitude, best.longitude) ? d : best))
      : list[0]!;
    out.set(a.id, named ?? nearest);
  }
  return out;
}

/** Inputs of {@link hotelTargets}. */
export interface TargetInput {
  destinations: readonly Destination[];
  areas: readonly Area[];
  destinationAreas: readonly DestinationArea[];
}

/** Destination id → wanted number of active hotels (only destinations with a target > 0); resort floors apart. */
export function hotelTargets({ destinations, destinationAreas }: TargetInput): Map<number, number> {
  const touristic = new Set(destinationAreas.filter((m) => m.areaId >= 20000 && m.areaId < 30000).map((m) => m.destinationId));
  const tourism = tourismFactors(destinations);
  const out = new Map<number, number>();
  const atLeast = (id: number, n: number): void => {
    out.set(id, Math.max(out.get(id) ?? 0, n));
  };
  for (const d of destinations) {
    if (d.population < CITY_MIN_POPULATION && !tourism.has(d.id)) continue;
    const t = cityTarget(d, tourism.get(d.id) ?? 1, touristic.has(d.id));
    if (t > 0) atLeast(d.id, t);
  }
  atLeast(PARIS_ID, PARIS_MIN + FLOOR_MARGIN);
  for (const [id, factor] of tourism) if (factor >= WEEKEND_FACTOR) atLeast(id, WEEKEND_MIN);
  for (const country of ["FR", "ES", "BE"] as const) for (const d of topCities(destinations, country)) atLeast(d.id, TOP_CITY_MIN + FLOOR_MARGIN);
  return out;
}

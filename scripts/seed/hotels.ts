/**
 * Fictional hotels placed near real destinations. Bigger, seaside, mountain and ski places get
 * more hotels; names, streets and descriptions are generated in the place's language from
 * data/seed/hotel-text.json. Review aggregates are filled in later by reviews.ts.
 */
import { degreesFor, haversineKm } from "../data/geo";
import { SlugRegistry } from "../data/slug";
import { LANGS, type Destination, type Labels } from "../data/types";
import type { HotelText, SeedContent } from "./content";
import type { Rng } from "./prng";
import type { Environment, Hotel, HotelStyle, HotelType } from "./types";

/** First hotel id (ids are sequential from here). */
export const FIRST_HOTEL_ID = 1001;

type NameLang = "fr" | "es" | "nl";

const TYPE_WEIGHTS: Record<Environment, Record<HotelType, number>> = {
  city: { hotel: 75, guesthouse: 6, apartment: 15, castle: 1, resort: 1, lodge: 0 },
  seaside: { hotel: 55, resort: 18, apartment: 15, guesthouse: 10, castle: 1, lodge: 1 },
  mountain: { hotel: 45, lodge: 30, apartment: 12, resort: 8, guesthouse: 5, castle: 0 },
  countryside: { hotel: 35, guesthouse: 25, castle: 15, lodge: 10, resort: 8, apartment: 2 },
  lake: { hotel: 45, lodge: 20, guesthouse: 15, resort: 10, castle: 10, apartment: 0 },
};

const STYLE_WEIGHTS: Record<Environment, Record<HotelStyle, number>> = {
  city: { design: 30, charming: 30, luxury: 20, romantic: 15, family: 5, nature: 0 },
  seaside: { family: 30, romantic: 20, charming: 20, design: 10, luxury: 10, nature: 10 },
  mountain: { family: 25, charming: 30, nature: 25, romantic: 10, luxury: 10, design: 0 },
  countryside: { nature: 30, charming: 30, romantic: 20, family: 15, luxury: 5, design: 0 },
  lake: { nature: 25, romantic: 25, charming: 25, family: 15, luxury: 10, design: 0 },
};

const ECO_FACILITIES = [
  "eco_solar_energy", "eco_local_products", "eco_waste_sorting", "eco_water_saving", "eco_led_lighting",
  "eco_organic_breakfast", "eco_bulk_amenities", "eco_green_label", "eco_bike_friendly", "eco_public_transport",
] as const;

/** Belgian postal code ranges by GeoNames province code (first code of each range). */
const BE_POSTCODES: Record<string, [number, number][]> = {
  BRU: [[1000, 1210]], WBR: [[1300, 1495]], VBR: [[1500, 1985], [3000, 3472]], VAN: [[2000, 2990]], VLI: [[3500, 3990]],
  WLG: [[4000, 4990]], WNA: [[5000, 5680]], WHT: [[6000, 6599], [7000, 7950]], WLX: [[6600, 6997]], VWV: [[8000, 8980]], VOV: [[9000, 9992]],
};

/** Country weights: the shop's home market France leads, Spain's long coast would otherwise dominate. */
const COUNTRY_WEIGHT: Record<Destination["country"], number> = { FR: 1.3, ES: 0.85, BE: 1.5 };

/**
 * Relative chance that a destination receives each hotel: population (square root plus a linear
 * term so big cities get dozens), the sea (small resorts more than big ports), mountains, ski
 * towns and touristic regions attract hotels.
 */
export function destinationWeight(d: Destination, inTouristicArea: boolean): number {
  let w = Math.sqrt(d.population) + d.population / 120;
  if (d.isSeaside) w *= d.population < 100_000 ? 3 : 1.5;
  if (d.isSki) w = Math.max(w, 150) * 5;
  else if (d.isMountain) w *= 3;
  if (inTouristicArea) w *= 1.5;
  return Math.max(w, 40) * COUNTRY_WEIGHT[d.country];
}

function nameLanguage(d: Destination, rng: Rng): NameLang {
  if (d.country === "ES") return "es";
  if (d.country === "FR") return "fr";
  if (d.admin1 === "VLG") return "nl";
  if (d.admin1 === "BRU") return rng.chance(0.4) ? "nl" : "fr";
  return "fr";
}

function environmentFor(d: Destination, suburb: boolean, rng: Rng): Environment {
  if ((d.isSki || d.isMountain) && rng.chance(0.85)) return "mountain";
  if (d.isSeaside && rng.chance(0.85)) return "seaside";
  if (d.population >= 80_000 || suburb) return rng.chance(suburb ? 0.7 : 0.88) ? "city" : "countryside";
  const r = rng.next();
  return r < 0.55 ? "countryside" : r < 0.9 ? "city" : "lake";
}

/** Ids of destinations within 20 km of a city of 300,000+ inhabitants (suburbs: no lakes or lodges there). */
export function suburbIds(destinations: readonly Destination[]): Set<number> {
  const big = destinations.filter((d) => d.population >= 300_000);
  const out = new Set<number>();
  for (const d of destinations) {
    if (d.population >= 300_000) continue;
    if (big.some((b) => Math.abs(b.latitude - d.latitude) < 0.2 && haversineKm(b.latitude, b.longitude, d.latitude, d.longitude) <= 20)) out.add(d.id);
  }
  return out;
}

function fits(text: string, environment: Environment, content: HotelText): boolean {
  const envs = content.coreEnvironments[text];
  return !Array.isArray(envs) || envs.includes(environment);
}

function starsFor(type: HotelType, rng: Rng): number {
  const weights: Record<HotelType, number[]> = {
    hotel: [12, 45, 33, 10], guesthouse: [30, 55, 15, 0], castle: [0, 15, 55, 30],
    lodge: [10, 55, 30, 5], resort: [0, 30, 50, 20], apartment: [15, 60, 25, 0],
  };
  return rng.weighted([2, 3, 4, 5], (s) => weights[type][s - 2]!);
}

function hotelLabel(type: HotelType, lang: NameLang, environment: Environment, rng: Rng, text: HotelText): string {
  const prefix = rng.pick(text.prefixes[lang][type]);
  if (type === "castle") return `${prefix} ${rng.pick(text.castleNames[lang])}`;
  const cores = text.cores[lang].filter((c) => fits(c, environment, text));
  return `${prefix} ${rng.pick(cores)}`;
}

function facilitiesFor(h: { stars: number; hotelType: HotelType; environment: Environment; style: HotelStyle; petsAllowed: boolean; ski: boolean; country: string; latitude: number }, rng: Rng): string[] {
  const f: string[] = [];
  const add = (name: string, p: number): void => {
    if (rng.chance(Math.min(1, p))) f.push(name);
  };
  const lux = h.stars >= 4;
  add("wifi", 0.97);
  add("parking", h.environment === "city" ? 0.45 : 0.85);
  add("restaurant", 0.3 + h.stars * 0.1);
  add("pool", h.hotelType === "resort" ? 0.9 : h.environment === "seaside" || h.country === "ES" ? 0.55 : h.stars === 5 ? 0.7 : 0.2);
  add("spa", h.hotelType === "resort" ? 0.6 : lux ? 0.45 : 0.08);
  add("air_conditioning", h.country === "ES" ? 0.9 : h.latitude < 45 ? 0.7 : 0.3);
  add("garden", h.environment === "countryside" || h.hotelType === "castle" || h.hotelType === "guesthouse" ? 0.75 : 0.25);
  add("ev_charging", lux ? 0.45 : 0.2);
  add("accessible", 0.6);
  add("bar", 0.3 + h.stars * 0.08);
  add("terrace", 0.55);
  add("fitness", lux ? 0.45 : 0.1);
  if (f.includes("spa")) add("sauna", 0.7);
  add("kids_club", h.style === "family" || h.hotelType === "resort" ? 0.6 : 0.03);
  if (h.environment === "seaside") add("beach_access", 0.4);
  if (h.ski) add("ski_room", 0.8);
  add("bike_rental", h.environment === "countryside" || h.environment === "lake" ? 0.35 : 0.12);
  if (h.petsAllowed) f.push("pets");
  const ecoEngaged = rng.chance(0.15);
  for (const eco of ECO_FACILITIES) add(eco, ecoEngaged ? 0.85 : 0.12);
  return f.sort();
}

function postcodeFor(d: Destination, rng: Rng): string | null {
  if (d.country === "FR") return d.postalCodes.length ? rng.pick(d.postalCodes) : null;
  if (d.country === "ES") {
    const province = d.municipalityCode?.slice(0, 2);
    if (!province) return null;
    return `${province}${d.population >= 100_000 ? "0" : rng.int(1, 8)}${rng.int(0, 9)}${rng.int(0, 9)}`;
  }
  const ranges = BE_POSTCODES[d.admin2] ?? BE_POSTCODES[d.admin1];
  if (!ranges) return null;
  const [start, end] = rng.pick(ranges);
  return String(start + Math.floor(((d.id % 997) / 997) * ((end - start) / 10)) * 10);
}

function addressFor(lang: NameLang, environment: Environment, rng: Rng, text: HotelText): string {
  const street = rng.pick(text.streets[lang].filter((s) => fits(s, environment, text)));
  const n = rng.int(1, 120);
  return lang === "fr" ? `${n} ${street}` : lang === "es" ? `${street}, ${n}` : `${street} ${n}`;
}

function localTaxCents(d: Destination, stars: number): number {
  if (d.country === "FR") return [0, 0, 88, 110, 165, 330][stars]!;
  if (d.country === "ES") {
    if (d.admin1 === "56") return [0, 0, 100, 100, 180, 350][stars]!; // Catalonia
    if (d.admin1 === "07") return [0, 0, 110, 220, 330, 440][stars]!; // Balearic Islands
    return 0;
  }
  return d.population >= 100_000 ? stars * 75 : 0;
}

function describe(h: Pick<Hotel, "label" | "stars" | "environment" | "style" | "facilities">, place: Labels, rng: Rng, text: HotelText): Labels {
  const notable = ["pool", "spa", "restaurant", "garden", "terrace", "bar", "fitness", "sauna", "kids_club", "beach_access", "ski_room", "ev_charging", "parking"].filter((f) => h.facilities.includes(f)).slice(0, 4);
  const introIndex = rng.int(0, 2);
  const closingIndex = rng.int(0, 2);
  const out = {} as Labels;
  for (const lang of LANGS) {
    const t = text.description[lang];
    const parts = [
      t.intro[introIndex]!.replace("{name}", h.label).replace("{place}", place[lang]).replace("{stars}", String(h.stars)),
      t.environment[h.environment],
      t.style[h.style],
    ];
    if (notable.length) parts.push(t.facilities.replace("{facilities}", notable.map((f) => text.facilityLabels[f]![lang]).join(", ")));
    parts.push(t.closing[closingIndex]!);
    out[lang] = parts.join(" ");
  }
  return out;
}

/** What {@link HotelFactory.make} needs to know about a hotel besides its place. */
export interface MakeHotelOptions {
  /** Force the hotel active (the supplementary pass: every added hotel sells). */
  active?: boolean;
}

/**
 * Builds hotels one at a time, keeping slugs unique over the whole catalog and labels unique per
 * place. `existing` hotels (an earlier pass) are registered first, so a later pass never reuses
 * their slugs or labels.
 */
export class HotelFactory {
  private readonly slugs = new SlugRegistry();
  private readonly labelsByPlace = new Map<number, Set<string>>();
  private readonly suburbs: Set<number>;

  constructor(destinations: readonly Destination[], private readonly text: HotelText, existing: readonly Hotel[] = []) {
    this.suburbs = suburbIds(destinations);
    for (const h of existing) {
      this.slugs.claim(h.slug);
      this.labelsOf(h.destinationId).add(h.label);
    }
  }

  private labelsOf(destinationId: number): Set<string> {
    let used = this.labelsByPlace.get(destinationId);
    if (!used) this.labelsByPlace.set(destinationId, (used = new Set<string>()));
    return used;
  }

  /** One hotel at `d` with id `id`; every draw comes from `rng`, in a fixed order. */
  make(rng: Rng, d: Destination, id: number, options: MakeHotelOptions = {}): Hotel {
    const text = this.text;
    const lang = nameLanguage(d, rng);
    const environment = environmentFor(d, this.suburbs.has(d.id), rng);
    const hotelType = rng.weighted(Object.keys(TYPE_WEIGHTS[environment]) as HotelType[], (t) => TYPE_WEIGHTS[environment][t]);
    const stars = starsFor(hotelType, rng);
    const styleWeights = hotelType === "castle" ? { charming: 35, romantic: 35, luxury: 30, design: 0, family: 0, nature: 0 } : STYLE_WEIGHTS[environment];
    const style = rng.weighted(Object.keys(styleWeights) as HotelStyle[], (s) => (s === "luxury" && stars < 4 ? 0 : styleWeights[s]));
    const used = this.labelsOf(d.id);
    let label = hotelLabel(hotelType, lang, environment, rng, text);
    for (let tries = 0; used.has(label) && tries < 20; tries++) label = hotelLabel(hotelType, lang, environment, rng, text);
    used.add(label);

    const radiusKm = Math.min(4, 0.2 + Math.sqrt(d.population) / 400) * Math.sqrt(rng.next());
    const angle = rng.next() * 2 * Math.PI;
    const { dLat, dLng } = degreesFor(radiusKm, d.latitude);
    const latitude = Math.round((d.latitude + dLat * Math.sin(angle)) * 1e5) / 1e5;
    const longitude = Math.round((d.longitude + dLng * Math.cos(angle)) * 1e5) / 1e5;
    const petsAllowed = rng.chance(hotelType === "lodge" || hotelType === "guesthouse" || environment === "countryside" ? 0.5 : 0.3);
    const facilities = facilitiesFor({ stars, hotelType, environment, style, petsAllowed, ski: d.isSki, country: d.country, latitude }, rng);
    const hotel: Hotel = {
      id,
      slug: this.slugs.claim(`${label} ${d.slug}`),
      label,
      stars,
      destinationId: d.id,
      latitude,
      longitude,
      address: addressFor(lang, environment, rng, text),
      postcode: postcodeFor(d, rng),
      hotelType,
      environment,
      style,
      petsAllowed,
      petsPriceCents: petsAllowed ? rng.pick([0, 1000, 1500, 2000]) : null,
      descriptions: { es: "", fr: "", nl: "", it: "" },
      checkIn: rng.weighted(["15:00", "16:00", "14:00", "17:00"], (t) => ({ "15:00": 50, "16:00": 25, "14:00": 20, "17:00": 5 })[t]!),
      checkOut: rng.weighted(["11:00", "12:00", "10:30", "10:00"], (t) => ({ "11:00": 50, "12:00": 30, "10:30": 10, "10:00": 10 })[t]!),
      localTaxCents: localTaxCents(d, stars),
      reviewCount: 0,
      reviewAverage: null,
      scores: null,
      imageSeed: rng.int(1, 2_147_483_646),
      active: !rng.chance(0.005),
      facilities,
      quality: Math.min(9.8, Math.max(5.5, 7.8 + 0.2 * (stars - 2) + rng.normal(0, 0.5))),
      ski: d.isSki,
      country: d.country,
    };
    if (options.active !== undefined) hotel.active = options.active;
    hotel.descriptions = describe(hotel, d.labels, rng, text);
    return hotel;
  }
}

/**
 * Generate `count` hotels around `destinations` (sampled by {@link destinationWeight}); ids are
 * sequential from {@link FIRST_HOTEL_ID}. Coordinates are jittered 0.2-4 km from the place centre.
 */
export function generateHotels(rng: Rng, destinations: readonly Destination[], touristic: ReadonlySet<number>, content: SeedContent, count: number): Hotel[] {
  const factory = new HotelFactory(destinations, content.hotelText);
  const hotels: Hotel[] = [];
  for (let i = 0; i < count; i++) {
    const d = rng.weighted(destinations, (x) => destinationWeight(x, touristic.has(x.id)));
    hotels.push(factory.make(rng, d, FIRST_HOTEL_ID + i));
  }
  return hotels;
}

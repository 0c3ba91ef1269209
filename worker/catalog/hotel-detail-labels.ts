/**
 * Localised texts of the hotel detail (spec 001 §3 Room bedding and highlighted facilities, Hotel
 * importantInfos) for the keys of migrations/0006_rooms.sql. Unknown keys fall back to the key made
 * readable, like labels.ts, so a new seed key never breaks an answer.
 */
import type { Lang } from "./locale";

type Table = Record<string, Record<Lang, string>>;

const ROOM_FACILITIES: Table = {
  view: { es: "Vistas", fr: "Belle vue", nl: "Mooi uitzicht", it: "Bella vista" },
  balcony: { es: "Balcón", fr: "Balcon", nl: "Balkon", it: "Balcone" },
  bathtub: { es: "Bañera", fr: "Baignoire", nl: "Ligbad", it: "Vasca da bagno" },
  air_conditioning: { es: "Aire acondicionado", fr: "Climatisation", nl: "Airconditioning", it: "Aria condizionata" },
  coffee_machine: { es: "Cafetera", fr: "Machine à café", nl: "Koffiezetapparaat", it: "Macchina del caffè" },
  minibar: { es: "Minibar", fr: "Minibar", nl: "Minibar", it: "Minibar" },
  safe: { es: "Caja fuerte", fr: "Coffre-fort", nl: "Kluis", it: "Cassaforte" },
  desk: { es: "Escritorio", fr: "Bureau", nl: "Bureau", it: "Scrivania" },
  tv: { es: "Televisión", fr: "Télévision", nl: "Televisie", it: "Televisione" },
  wifi: { es: "Wifi gratis", fr: "Wi-Fi gratuit", nl: "Gratis wifi", it: "Wi-Fi gratuito" },
};

const BEDDING: Table = {
  double: { es: "1 cama de matrimonio", fr: "1 lit double", nl: "1 tweepersoonsbed", it: "1 letto matrimoniale" },
  twin: { es: "2 camas individuales", fr: "2 lits simples", nl: "2 eenpersoonsbedden", it: "2 letti singoli" },
  king: { es: "1 cama king size", fr: "1 lit king size", nl: "1 kingsize bed", it: "1 letto king size" },
  double_sofa: { es: "1 cama de matrimonio y 1 sofá cama", fr: "1 lit double et 1 canapé-lit", nl: "1 tweepersoonsbed en 1 slaapbank", it: "1 letto matrimoniale e 1 divano letto" },
  double_bunk: { es: "1 cama de matrimonio y 1 litera", fr: "1 lit double et 1 lit superposé", nl: "1 tweepersoonsbed en 1 stapelbed", it: "1 letto matrimoniale e 1 letto a castello" },
};

const TEXT = {
  roomDetails: { es: "En la habitación", fr: "Dans la chambre", nl: "In de kamer", it: "In camera" },
  size: { es: "{n} m²", fr: "{n} m²", nl: "{n} m²", it: "{n} m²" },
  guests: { es: "Hasta {n} personas", fr: "Jusqu'à {n} personnes", nl: "Tot {n} personen", it: "Fino a {n} persone" },
  cot: { es: "Cuna para bebés bajo petición, gratuita.", fr: "Lit bébé sur demande, gratuit.", nl: "Babybedje op aanvraag, gratis.", it: "Culla su richiesta, gratuita." },
  identity: { es: "Se pide un documento de identidad a la llegada.", fr: "Une pièce d'identité est demandée à l'arrivée.", nl: "Bij aankomst wordt om een identiteitsbewijs gevraagd.", it: "All'arrivo viene richiesto un documento d'identità." },
  pets: {
    es: "Se admite un animal por habitación ({price} por noche).",
    fr: "Un animal accepté par chambre ({price} par nuit).",
    nl: "Eén huisdier per kamer toegestaan ({price} per nacht).",
    it: "Un animale ammesso per camera ({price} a notte).",
  },
  petsFree: { es: "Se admite un animal por habitación, sin coste.", fr: "Un animal accepté par chambre, sans supplément.", nl: "Eén huisdier per kamer toegestaan, zonder toeslag.", it: "Un animale ammesso per camera, senza supplemento." },
  noPets: { es: "No se admiten animales.", fr: "Les animaux ne sont pas acceptés.", nl: "Huisdieren zijn niet toegestaan.", it: "Gli animali non sono ammessi." },
} as const satisfies Table;

function humanise(key: string): string {
  const s = key.replace(/[_-]+/g, " ").trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Localised label of a room facility key (rooms.facilities). */
export const roomFacilityLabel = (key: string, lang: Lang) => ROOM_FACILITIES[key]?.[lang] ?? humanise(key);
/** Localised label of a bedding key (rooms.bedding). */
export const beddingLabel = (key: string, lang: Lang) => BEDDING[key]?.[lang] ?? humanise(key);

/** Fixed texts of the hotel detail; `{name}` placeholders are replaced from `vars`. */
export function hotelText(key: keyof typeof TEXT, lang: Lang, vars: Record<string, string | number> = {}): string {
  return TEXT[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
}

/**
 * A hotel's things to know (spec 001 §3 Hotel importantInfos): the identity check at arrival and,
 * unless `pets` is false (a page that shows the structured `policy` itself), its pets policy as a
 * sentence (one pet a room, with its nightly price when it has one). `price` formats cents.
 */
export function hotelImportantInfos(h: { pets_allowed: number; pets_price_cents: number | null }, lang: Lang, price: (cents: number) => string, pets = true): string[] {
  const infos: string[] = [hotelText("identity", lang)];
  if (pets) infos.push(h.pets_allowed ? (h.pets_price_cents ? hotelText("pets", lang, { price: price(h.pets_price_cents) }) : hotelText("petsFree", lang)) : hotelText("noPets", lang));
  return infos;
}

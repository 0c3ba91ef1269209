/**
 * Destination suggestions: full-text lookup in `place_search` and the localised description of
 * places (spec 000 §3 "Destination suggestion", §4 destination field, §7 Autocomplete).
 *
 * Matching: the term is folded like the FTS5 tokenizer (lower case, diacritics removed, split on
 * anything that is not a letter or digit) and every word must prefix-match some name of the place
 * ('sain jea' → "sain"* "jea"*). Ranking (`matchScore`): the place's weight (rank_boost, population
 * or similar, on a log scale) plus bonuses when the term is made of complete words of a name,
 * when the names start with it, and for cities; the best 400 by weight are scored.
 */
import type { DestinationSuggestion } from "../../shared/contract/common";
import type { Lang } from "./locale";
import { Params, all, batch, prepare } from "./sql";
import { sqlHaversineKm } from "./geo";
import { POI_RADIUS_KM } from "./location";

/** Categories of place_search rows. */
export type PlaceCategory = DestinationSuggestion["category"];

/** A place found by the full-text search, before its description is fetched. */
export interface PlaceRef {
  category: PlaceCategory;
  id: number;
}

/** Folds text like FTS5 unicode61 with remove_diacritics: 'Liège-Ville' → ['liege', 'ville']. */
export function foldWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** FTS5 MATCH expression for a term: every word as a quoted prefix. Null when nothing is left. */
export function matchExpression(term: string): string | null {
  const words = foldWords(term).slice(0, 8).map((w) => w.slice(0, 40));
  return words.length ? words.map((w) => `"${w}"*`).join(" ") : null;
}

interface MatchRow {
  category: PlaceCategory;
  ref_id: number;
  rank_boost: number | null;
  names: string;
}

/** Score bonus when the whole term is one or more complete words of a name ('liege' in "Liège Luik"). */
export const WHOLE_WORD_BONUS = 3;
/** Score bonus when the names start with the term. */
export const PREFIX_BONUS = 1;
/** Score bonus of cities over areas and hotels of similar weight (people mostly look for towns). */
export const CITY_BONUS = 2.5;

/**
 * Relevance of a match: ln(rank_boost + 1) (population or similar) plus bonuses for a whole-word
 * match, a match at the start of the names and for cities. Higher is better.
 */
export function matchScore(names: string, term: string, rankBoost: number, category: string): number {
  const n = ` ${foldWords(names).join(" ")} `;
  const t = foldWords(term).join(" ");
  let score = Math.log(Math.max(0, rankBoost) + 1);
  if (n.includes(` ${t} `)) score += WHOLE_WORD_BONUS;
  if (n.startsWith(` ${t}`)) score += PREFIX_BONUS;
  if (category === "city") score += CITY_BONUS;
  return score;
}

/**
 * Full-text search of places, best first, at most `limit`. `categories` restricts the
 * categories (all when omitted). One D1 query.
 */
export async function searchPlaces(db: D1Database, term: string, limit: number, categories?: readonly PlaceCategory[]): Promise<PlaceRef[]> {
  const match = matchExpression(term);
  if (!match) return [];
  const p = new Params();
  const cat = categories ? `AND category IN ${p.list(categories)}` : "";
  const rows = await all<MatchRow>(
    db,
    `SELECT category, ref_id, rank_boost, names FROM place_search
     WHERE place_search MATCH ${p.add(match)} ${cat}
     ORDER BY CAST(rank_boost AS REAL) DESC LIMIT 400`,
    p,
  );
  return rows
    .map((r, i) => ({ r, i, score: matchScore(r.names, term, Number(r.rank_boost) || 0, r.category) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, limit)
    .map(({ r }) => ({ category: r.category, id: Number(r.ref_id) }));
}

interface CityRow {
  id: number;
  label: string;
  dep: string | null;
  reg: string | null;
  ctry: string | null;
  latitude: number;
  longitude: number;
  postalcode: string | null;
  country: string;
  offers: number;
}

interface AreaRow {
  id: number;
  type: PlaceCategory;
  label: string;
  context: string | null;
  latitude: number | null;
  longitude: number | null;
  code: string | null;
  country: string;
  offers: number | null;
}

interface HotelRow {
  id: number;
  label: string;
  context: string;
  latitude: number;
  longitude: number;
  postcode: string | null;
  country: string;
  offers: number;
}

/** Active hotels with at least one published, unexpired package (?today bound by the caller). */
const BOOKABLE_HOTEL = (today: string) =>
  `h.active = 1 AND EXISTS (SELECT 1 FROM packages p WHERE p.hotel_id = h.id AND p.published = 1 AND (p.expiration IS NULL OR p.expiration >= ${today}))`;

/**
 * Localised suggestions for `refs`, in the same order (unknown refs are dropped). Labels carry
 * context, the first enclosing area with another name ('Bruges, Flandre-Occidentale',
 * 'Paris, Île-de-France'); `numberOfOffers` counts the bookable hotels of the place
 * (1 or 0 for a hotel). One D1 batch of three statements.
 */
export async function describePlaces(db: D1Database, lang: Lang, today: string, refs: PlaceRef[]): Promise<DestinationSuggestion[]> {
  if (refs.length === 0) return [];
  const ids = (c: (r: PlaceRef) => boolean) => refs.filter(c).map((r) => r.id);
  const cityIds = ids((r) => r.category === "city");
  const hotelIds = ids((r) => r.category === "hotel");
  const areaIds = ids((r) => r.category !== "city" && r.category !== "hotel");
  const p1 = new Params();
  const p2 = new Params();
  const p3 = new Params();
  const t1 = p1.add(today);
  const t2 = p2.add(today);
  const t3 = p3.add(today);
  const [cities, areas, hotels] = await batch<[CityRow[], AreaRow[], HotelRow[]]>(db, [
    prepare(
      db,
      `SELECT d.id, d.label_${lang} AS label, dep.label_${lang} AS dep, reg.label_${lang} AS reg, c.label_${lang} AS ctry,
         d.latitude, d.longitude, d.postalcode, d.country,
         (SELECT COUNT(*) FROM hotels h WHERE h.destination_id = d.id AND ${BOOKABLE_HOTEL(t1)}) AS offers
       FROM destinations d
       LEFT JOIN areas dep ON dep.id = d.department_id
       LEFT JOIN areas reg ON reg.id = d.region_id
       LEFT JOIN areas c ON c.id = d.country_id
       WHERE d.id IN ${p1.list(cityIds)}`,
      p1,
    ),
    prepare(
      db,
      `SELECT a.id, a.type, a.label_${lang} AS label, par.label_${lang} AS context, a.latitude, a.longitude, a.code, a.country,
         CASE a.type
           WHEN 'department' THEN (SELECT COUNT(*) FROM hotels h WHERE h.destination_id IN (SELECT id FROM destinations WHERE department_id = a.id) AND ${BOOKABLE_HOTEL(t2)})
           WHEN 'region' THEN (SELECT COUNT(*) FROM hotels h WHERE h.destination_id IN (SELECT id FROM destinations WHERE region_id = a.id) AND ${BOOKABLE_HOTEL(t2)})
           WHEN 'country' THEN (SELECT COUNT(*) FROM hotels h WHERE h.destination_id IN (SELECT id FROM destinations WHERE country_id = a.id) AND ${BOOKABLE_HOTEL(t2)})
           WHEN 'poi' THEN (SELECT COUNT(*) FROM hotels h WHERE ${sqlHaversineKm("a.latitude", "a.longitude", "h.latitude", "h.longitude")} <= ${POI_RADIUS_KM} AND ${BOOKABLE_HOTEL(t2)})
           ELSE (SELECT COUNT(*) FROM hotels h WHERE h.destination_id IN (SELECT destination_id FROM destination_areas WHERE area_id = a.id) AND ${BOOKABLE_HOTEL(t2)})
         END AS offers
       FROM areas a LEFT JOIN areas par ON par.id = a.parent_id
       WHERE a.id IN ${p2.list(areaIds)}`,
      p2,
    ),
    prepare(
      db,
      `SELECT h.id, h.label, d.label_${lang} AS context, h.latitude, h.longitude, h.postcode, d.country,
         CASE WHEN ${BOOKABLE_HOTEL(t3)} THEN 1 ELSE 0 END AS offers
       FROM hotels h JOIN destinations d ON d.id = h.destination_id
       WHERE h.id IN ${p3.list(hotelIds)}`,
      p3,
    ),
  ]);
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const areaById = new Map(areas.map((a) => [a.id, a]));
  const hotelById = new Map(hotels.map((h) => [h.id, h]));
  const withContext = (label: string, context: string | null) => (context && context !== label ? `${label}, ${context}` : label);
  const out: DestinationSuggestion[] = [];
  for (const ref of refs) {
    if (ref.category === "city") {
      const c = cityById.get(ref.id);
      if (c)
        out.push({ id: c.id, label: withContext(c.label, [c.dep, c.reg, c.ctry].find((x) => x && x !== c.label) ?? null), name: c.label, category: "city", latitude: c.latitude, longitude: c.longitude, postalcode: c.postalcode, pos: c.country, numberOfOffers: c.offers });
    } else if (ref.category === "hotel") {
      const h = hotelById.get(ref.id);
      if (h)
        out.push({ id: h.id, label: withContext(h.label, h.context), name: h.label, category: "hotel", latitude: h.latitude, longitude: h.longitude, postalcode: h.postcode, pos: h.country, numberOfOffers: h.offers });
    } else {
      const a = areaById.get(ref.id);
      if (a)
        out.push({
          id: a.id,
          label: withContext(a.label, a.context),
          name: a.label,
          category: a.type,
          latitude: a.latitude,
          longitude: a.longitude,
          postalcode: null,
          pos: a.country,
          numberOfOffers: a.offers,
        });
    }
  }
  return out;
}

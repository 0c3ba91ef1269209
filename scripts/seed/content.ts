/**
 * Text content of the generator, read from data/seed/*.json (themes, activities, fictional names,
 * description, package and review templates). Pure data; the generators decide how to combine it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Labels, Lang } from "../data/types";
import type { Activity, Criterion, HotelStyle, HotelType, ReviewLocale, Theme, Environment } from "./types";

type PerLang<T> = Record<Lang, T>;

/** data/seed/hotel-text.json */
export interface HotelText {
  prefixes: Record<"fr" | "es" | "nl", Record<HotelType, string[]>>;
  cores: Record<"fr" | "es" | "nl", string[]>;
  castleNames: Record<"fr" | "es" | "nl", string[]>;
  streets: Record<"fr" | "es" | "nl", string[]>;
  /** Cores and streets that only fit some environments (others fit all); key "note" is documentation. */
  coreEnvironments: Record<string, Environment[] | string>;
  facilityLabels: Record<string, Labels>;
  description: PerLang<{
    intro: string[];
    environment: Record<Environment, string>;
    style: Record<HotelStyle, string>;
    facilities: string;
    closing: string[];
  }>;
}

/** data/seed/package-text.json */
export interface PackageText {
  with: Labels;
  and: Labels;
  titles: Record<string, PerLang<string[]>>;
  marketingLabels: string[];
}

/** data/seed/review-text.json */
export interface ReviewText {
  locales: Record<ReviewLocale, { firstNames: string[]; positive: Record<Criterion, string[]>; negative: Record<Criterion, string[]>; none: string[] }>;
}

/** Everything the generators read from data/seed. */
export interface SeedContent {
  themes: Theme[];
  activities: Activity[];
  hotelText: HotelText;
  packageText: PackageText;
  reviewText: ReviewText;
}

interface RawTheme extends Labels { id: number; slug: string; flow: "booking" | "activity" }
interface RawActivity extends Labels {
  id: number; key: string; group: string; theme: number; activityTheme: number; minutes: number;
  pricePerPersonCents: number; dinner?: boolean; where: string[]; countries?: string[];
}

const labels = (row: Labels): Labels => ({ es: row.es, fr: row.fr, nl: row.nl, it: row.it });

/** Load data/seed/*.json from `dataDir` (the repository's data/ folder). */
export function loadSeedContent(dataDir: string): SeedContent {
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(dataDir, "seed", name), "utf8")) as T;
  const raw = read<{ themes: RawTheme[]; activities: RawActivity[] }>("themes.json");
  return {
    themes: raw.themes.map((t) => ({ id: t.id, slug: t.slug, flow: t.flow, labels: labels(t) })),
    activities: raw.activities.map((a) => ({
      id: a.id,
      key: a.key,
      group: a.group,
      themeId: a.theme,
      activityThemeId: a.activityTheme,
      minutes: a.minutes,
      pricePerPersonCents: a.pricePerPersonCents,
      dinner: a.dinner ?? false,
      where: a.where,
      countries: a.countries ?? null,
      labels: labels(a),
    })),
    hotelText: read<HotelText>("hotel-text.json"),
    packageText: read<PackageText>("package-text.json"),
    reviewText: read<ReviewText>("review-text.json"),
  };
}

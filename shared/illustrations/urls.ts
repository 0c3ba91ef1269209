// Image URLs of the generated illustrations (served by worker/routes/images.ts
// under /img). Shared so components and the catalog build the same URLs.

import { ACTIVITY_KINDS, type ActivityKind } from "./activity";
import { ENVIRONMENTS, type Environment } from "./hotel";
import { seed32 } from "./random";
import type { TimeOfDay } from "./scene";

/** Image kinds served under /img. */
export const IMAGE_KINDS = ["hotel", "activity", "destination", "room"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/**
 * Sizes in CSS pixels, "WIDTHxHEIGHT": spec 001 gallery and boxes (120_80, 640_360, 960_540),
 * activity jumbotron (750_528, 1500_736, 3840_700), plus 400x300, 1280x720 and 720x1280 (the home
 * hero on phones: a portrait composition instead of a crop of the landscape one).
 */
export const IMAGE_SIZES = ["640x360", "960x540", "120x80", "750x528", "1500x736", "3840x700", "400x300", "1280x720", "720x1280"] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const TIMES_OF_DAY: readonly TimeOfDay[] = ["day", "golden", "dusk", "night"];

/** Themes a bare activity seed is drawn from (gift only when asked for). */
const DEFAULT_THEMES = ACTIVITY_KINDS.filter((k) => k !== "gift");

/** The environment a hotel or destination gets when the URL names none: stable per seed. */
export function defaultEnvironment(seed: number): Environment {
  return ENVIRONMENTS[seed32(seed, 901) % ENVIRONMENTS.length]!;
}

/** The theme an activity gets when the URL names none: stable per seed. */
export function defaultTheme(seed: number): ActivityKind {
  return DEFAULT_THEMES[seed32(seed, 902) % DEFAULT_THEMES.length]!;
}

export interface ImageQuery {
  /** hotel, destination: the setting. */
  env?: Environment;
  /** activity: the theme. */
  theme?: ActivityKind;
  /** Any kind: the light; the composition stays the same. */
  time?: TimeOfDay;
}

/**
 * Path of a generated image, e.g. imageUrl("hotel", 42, "640x360", { env: "lake" })
 * → "/img/hotel/42/640x360.svg?env=lake". seed: non-negative integer (an id).
 */
export function imageUrl(kind: ImageKind, seed: number, size: ImageSize, query: ImageQuery = {}): string {
  const q: string[] = [];
  if (query.env) q.push(`env=${query.env}`);
  if (query.theme) q.push(`theme=${query.theme}`);
  if (query.time) q.push(`time=${query.time}`);
  return `/img/${kind}/${Math.max(0, Math.floor(seed))}/${size}.svg${q.length ? `?${q.join("&")}` : ""}`;
}

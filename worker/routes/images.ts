/**
 * `/img/*`: generated illustrations standing in for photos (DESIGN.md: no real hotel photos exist;
 * images are generated SVG in the spec's sizes). Mounted by the worker with `app.route("/img", imagesApp)`.
 *
 *   GET /img/{kind}/{seed}/{width}x{height}.svg[?env=…][&theme=…][&time=…]
 *
 * - kind: hotel | activity | destination | room
 * - seed: non-negative integer (the hotel, package, activity, place or room id), up to 15 digits
 * - size: one of IMAGE_SIZES in shared/illustrations/urls.ts (spec 001: 120_80, 640_360, 960_540,
 *   750_528, 1500_736, 3840_700; plus 400x300 and 1280x720); imageUrl() there builds these paths
 * - env (hotel, destination): city | seaside | mountain | countryside | lake (a few aliases);
 *   derived from the seed when absent
 * - theme (activity; `kind` is accepted too): one of ACTIVITY_KINDS (a few aliases); derived from
 *   the seed when absent (never "gift" unless asked)
 * - time (any kind): day | golden | dusk | night; the composition stays the same, only the light changes
 *
 * Answers: 200 image/svg+xml, cacheable forever (same URL → same bytes); 400 text/plain for anything
 * malformed; 405 for other methods. Never 500: the generators are pure and total over validated input.
 */
import { Hono } from "hono";
import { ACTIVITY_KINDS, activityScene, type ActivityKind } from "#shared/illustrations/activity";
import { destinationScene } from "#shared/illustrations/destination";
import { ENVIRONMENTS, hotelScene, type Environment } from "#shared/illustrations/hotel";
import { roomScene } from "#shared/illustrations/room";
import type { TimeOfDay } from "#shared/illustrations/scene";
import {
  defaultEnvironment,
  defaultTheme,
  IMAGE_KINDS,
  IMAGE_SIZES,
  TIMES_OF_DAY,
  type ImageKind,
} from "#shared/illustrations/urls";

/** Environment names and the synonyms catalog data may carry. */
const ENV_ALIASES: Record<string, Environment> = {
  ...Object.fromEntries(ENVIRONMENTS.map((e) => [e, e])),
  sea: "seaside",
  beach: "seaside",
  coast: "seaside",
  ski: "mountain",
  mountains: "mountain",
  country: "countryside",
  nature: "countryside",
  vineyard: "countryside",
  urban: "city",
};

/** Activity theme names and synonyms. */
const THEME_ALIASES: Record<string, ActivityKind> = {
  ...Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, k])),
  spa: "wellness",
  food: "gastronomy",
  dinner: "gastronomy",
  oenology: "wine",
  sports: "sport",
  heritage: "culture",
  outdoor: "nature",
  kids: "family",
  snow: "ski",
  love: "romantic",
  balloon: "adventure",
  sailing: "sea",
  nautical: "sea",
};

export const CACHE_FOREVER = "public, max-age=31536000, immutable";

/** A 400 answer with a short plain-text reason, never cached. */
export const bad = (message: string) =>
  new Response(message, {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/** Parses "123" into a safe integer seed, or null. */
export function parseSeed(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/** Parses "640x360.svg" into [640, 360] when the size is one of IMAGE_SIZES, or null. */
export function parseSizeFile(file: string): [number, number] | null {
  const m = /^(\d{2,4})x(\d{2,4})\.svg$/.exec(file);
  if (!m || !(IMAGE_SIZES as readonly string[]).includes(`${m[1]}x${m[2]}`)) return null;
  return [Number(m[1]), Number(m[2])];
}

/** Reads an optional query value through an alias table: undefined when absent, null when unknown. */
function lookup<T>(raw: string | undefined, table: Record<string, T>): T | undefined | null {
  if (raw === undefined || raw === "") return undefined;
  return Object.hasOwn(table, raw.toLowerCase()) ? table[raw.toLowerCase()]! : null;
}

export const imagesApp = new Hono();

/** What an image URL asks for, once validated: the scene to draw and its size in CSS pixels. */
export interface SceneRequest {
  kind: ImageKind;
  seed: number;
  width: number;
  height: number;
  env?: Environment;
  theme?: ActivityKind;
  time?: TimeOfDay;
}

/**
 * Validates the parts of an image URL shared by every format: kind, seed and the query (env,
 * theme or kind, time). `size` is the already parsed [width, height]. Returns the request, or a
 * 400 Response naming what is wrong.
 */
export function parseSceneRequest(kindRaw: string, seedRaw: string, size: [number, number] | null, query: (name: string) => string | undefined, sizeHint: string): SceneRequest | Response {
  if (!(IMAGE_KINDS as readonly string[]).includes(kindRaw)) {
    return bad(`Unknown image kind. Use one of: ${IMAGE_KINDS.join(", ")}.`);
  }
  const seed = parseSeed(seedRaw);
  if (seed === null) return bad("Seed must be a non-negative integer (at most 15 digits).");
  if (!size) return bad(sizeHint);
  const [width, height] = size;

  const time = lookup(query("time"), Object.fromEntries(TIMES_OF_DAY.map((t) => [t, t])) as Record<string, TimeOfDay>);
  if (time === null) return bad(`time must be one of: ${TIMES_OF_DAY.join(", ")}.`);
  const env = lookup(query("env"), ENV_ALIASES);
  if (env === null) return bad(`env must be one of: ${ENVIRONMENTS.join(", ")}.`);
  const theme = lookup(query("theme") ?? query("kind"), THEME_ALIASES);
  if (theme === null) return bad(`theme must be one of: ${ACTIVITY_KINDS.join(", ")}.`);
  return { kind: kindRaw as ImageKind, seed, width, height, env, theme, time };
}

/**
 * The canonical form of a validated request: exactly the inputs that change the drawing, aliases
 * resolved ("sea" → seaside) and defaults made explicit (no env → the seed's own), in a fixed
 * order, e.g. "hotel/42/640x360?env=lake&time=-". Two URLs with the same form draw the same
 * scene, whatever else their query carries (utm_*, junk keys, order, case): cache keys use it.
 */
export function sceneKey(r: SceneRequest): string {
  const base = `${r.kind}/${r.seed}/${r.width}x${r.height}`;
  const time = `time=${r.time ?? "-"}`;
  switch (r.kind) {
    case "hotel":
    case "destination":
      return `${base}?env=${r.env ?? defaultEnvironment(r.seed)}&${time}`;
    case "activity":
      return `${base}?theme=${r.theme ?? defaultTheme(r.seed)}&${time}`;
    case "room":
      return `${base}?${time}`;
  }
}

/** The SVG document of a validated request (pure: same request, same string). */
export function sceneSvg(r: SceneRequest): string {
  const { seed, width, height, time } = r;
  switch (r.kind) {
    case "hotel":
      return hotelScene(seed, { environment: r.env ?? defaultEnvironment(seed), width, height, time });
    case "destination":
      return destinationScene(seed, { environment: r.env ?? defaultEnvironment(seed), width, height, time });
    case "activity":
      return activityScene(seed, { kind: r.theme ?? defaultTheme(seed), width, height, time });
    case "room":
      return roomScene(seed, { width, height, time });
  }
}

imagesApp.get("/:kind/:seed/:file", (c) => {
  const req = parseSceneRequest(c.req.param("kind"), c.req.param("seed"), parseSizeFile(c.req.param("file")), (n) => c.req.query(n), `Size must be one of: ${IMAGE_SIZES.map((s) => `${s}.svg`).join(", ")}.`);
  if (req instanceof Response) return req;
  const svg = sceneSvg(req);
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml",
      "cache-control": CACHE_FOREVER,
      "x-content-type-options": "nosniff",
      // Opened directly the SVG is a document: it may not run or fetch anything.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});

// Any other shape under /img is a client error, not a missing page.
imagesApp.all("*", (c) =>
  c.req.method === "GET" || c.req.method === "HEAD"
    ? bad("Image URLs look like /img/{hotel|activity|destination|room}/{seed}/{width}x{height}.svg")
    : new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } }),
);

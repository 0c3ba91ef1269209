/**
 * GET /map/style — the search map's MapLibre style (spec 000 §7 "Map: uses a maps service key from
 * settings"; DESIGN.md "Offline map"). With `MAP_STYLE_URL` set (a hosted style, e.g.
 * `https://api.maptiler.com/maps/streets-v2/style.json?key={key}`), a 302 to it with `{key}`
 * replaced by `MAPS_KEY` (URL-encoded; a browser maps key is public by nature, it is restricted by
 * the provider to the shop's origins); otherwise a 302 to the offline style built from Natural
 * Earth, /map/style.json (scripts/map/build-style.ts). The answer is never cached by the browser,
 * so a change of settings applies at the next map opening. A MAP_STYLE_URL that is not https (or
 * http for localhost) is ignored with a log line: the offline style still works.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const OFFLINE_STYLE_PATH = "/map/style.json";

/** The hosted style's URL from the settings, or null to use the offline style. */
export function mapStyleUrl(setting: string | undefined, key: string | undefined): string | null {
  const template = setting?.trim();
  if (!template) return null;
  const url = template.replaceAll("{key}", encodeURIComponent(key ?? ""));
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "https:" || (parsed.protocol === "http:" && /^(localhost|127\.0\.0\.1)$/.test(parsed.hostname))) return parsed.href;
  } catch {
    /* falls through */
  }
  console.warn("map: MAP_STYLE_URL is not an https URL; using the offline style");
  return null;
}

/** The origin the hosted style is on (for the page's CSP), or null. */
export function mapStyleOrigin(setting: string | undefined): string | null {
  const url = mapStyleUrl(setting, "");
  return url ? new URL(url).origin : null;
}

export const mapStyleApp = new Hono<AppEnv>();

mapStyleApp.get("/style", (c) => {
  c.header("Cache-Control", "no-store");
  return c.redirect(mapStyleUrl(c.env.MAP_STYLE_URL, c.env.MAPS_KEY) ?? OFFLINE_STYLE_PATH, 302);
});

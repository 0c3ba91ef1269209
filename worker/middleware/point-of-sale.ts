/**
 * Point of sale and locale from the host (spec 000 §1; DESIGN.md "Points of sale and locales").
 *
 * HOSTS (wrangler var, JSON) maps a host name to a point of sale, to "BE" for the Belgian host
 * (language from ?lang=, then the lastLanguage cookie, then Accept-Language, then fr_BE) or to
 * "care" for the customer-care host (market from ?pos= or the care_pos cookie, default fr_FR).
 * Unknown hosts serve the default market fr_FR. Sets `market`, `belgianHost` and `care`.
 */
import { createMiddleware } from "hono/factory";
import { cookieOf } from "./cookies";
import { belgianPointOfSale, isPointOfSale, MARKETS, type PointOfSale } from "#shared/markets";
import type { AppEnv } from "../env";

export const DEFAULT_POINT_OF_SALE: PointOfSale = "fr_FR";
export const LAST_LANGUAGE_COOKIE = "lastLanguage";
/** Point of sale chosen by a customer-care agent with `?pos=` (set by the visitor middleware). */
export const CARE_POS_COOKIE = "care_pos";

const hostCache = new Map<string, Record<string, string>>();

/** Parses the HOSTS setting once per distinct value; a malformed value yields an empty map. */
export function parseHosts(raw: string | undefined): Record<string, string> {
  const key = raw ?? "";
  let map = hostCache.get(key);
  if (!map) {
    try {
      const parsed: unknown = JSON.parse(key || "{}");
      map = parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
    } catch {
      map = {};
    }
    hostCache.set(key, map);
  }
  return map;
}

/** Picks nl or fr from an Accept-Language header, by order of appearance; undefined if neither. */
export function languageFromAcceptLanguage(header: string | undefined): "nl" | "fr" | undefined {
  if (!header) return undefined;
  for (const part of header.toLowerCase().split(",")) {
    const tag = part.trim().slice(0, 2);
    if (tag === "nl" || tag === "fr") return tag;
  }
  return undefined;
}

export const pointOfSale = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const host = url.hostname.toLowerCase();
  const target = parseHosts(c.env.HOSTS)[host];
  let pos: PointOfSale = DEFAULT_POINT_OF_SALE;
  c.set("belgianHost", false);
  c.set("care", false);
  if (target === "BE") {
    c.set("belgianHost", true);
    pos =
      belgianPointOfSale(url.searchParams.get("lang") ?? undefined) ??
      belgianPointOfSale(cookieOf(c, LAST_LANGUAGE_COOKIE)) ??
      belgianPointOfSale(languageFromAcceptLanguage(c.req.header("accept-language"))) ??
      "fr_BE";
  } else if (target === "care") {
    c.set("care", true);
    const asked = url.searchParams.get("pos") ?? cookieOf(c, CARE_POS_COOKIE);
    pos = isPointOfSale(asked) ? asked : DEFAULT_POINT_OF_SALE;
  } else if (isPointOfSale(target)) {
    pos = target;
  }
  c.set("market", MARKETS[pos]);
  await next();
});

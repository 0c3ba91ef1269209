/**
 * sitemap.xml and robots.txt of each site (issue 16 "sitemap and robots per point of sale";
 * decision 035), and the 404 logging call `GET /error?uri&locale` (spec 001 §7 "{origin}/error:
 * uri, locale, 404 logging").
 *
 * - `/robots.txt`: the public sites allow everything but the API, booking and payment steps and
 *   the care routes, and name their sitemap; the customer-care host disallows everything.
 * - `/sitemap.xml`: the site's home, contact and box pages, static pages, ideas pages (cities and
 *   themes with live offers), hotels and stays, from the catalog's `/cms/sitemap` (through the
 *   upstream client: cached, contract-checked). The Belgian host lists both languages, each URL
 *   with its `lang`. 404 on the care host; 503 when the catalog fails (never a partial sitemap).
 * - `/error`: logs `404 page` with the uri (cut to 256 characters, like the crash logging) and the
 *   locale; answers 204. 400 without a uri or with a locale that is not a point of sale.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { CONTENT_WORDS, ideasCityPath, ideasThemePath } from "../../shared/content-routes";
import { SitemapEntriesSchema, type SitemapEntries } from "../../shared/content-contract";
import { contactPath } from "../../shared/contact-routes";
import { MARKETS, POINTS_OF_SALE, type PointOfSale } from "../../shared/markets";
import { upstreamFetch } from "../upstream/client";

export const sitemapApp = new Hono<AppEnv>();

sitemapApp.get("/robots.txt", (c) => {
  const origin = new URL(c.req.url).origin;
  const body = c.var.care
    ? "User-agent: *\nDisallow: /\n"
    : ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /care/", "Disallow: /booking/", "Disallow: /payment/", "Disallow: /error", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return c.text(body, 200, { "cache-control": "public, max-age=3600" });
});

sitemapApp.get("/sitemap.xml", async (c) => {
  if (c.var.care) return c.text("Not found", 404);
  const origin = new URL(c.req.url).origin;
  const markets: PointOfSale[] = c.var.belgianHost ? ["fr_BE", "nl_BE"] : [c.var.market.pointOfSale];
  const urls: string[] = [];
  for (const pos of markets) {
    const res = await upstreamFetch(c.env, c.executionCtx as ExecutionContext, {
      method: "GET", path: `/cms/sitemap?locale=${pos}`, pointOfSale: pos, response: SitemapEntriesSchema,
    });
    if (!res.ok) return c.text("Sitemap unavailable", 503, { "retry-after": "300" });
    const entries = (await res.json()) as SitemapEntries;
    urls.push(...sitemapPaths(pos, entries).map((path) => siteUrl(origin, path, c.var.belgianHost ? MARKETS[pos].language : null)));
  }
  return c.body(sitemapXml(urls), 200, { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" });
});

sitemapApp.get("/error", (c) => {
  const uri = c.req.query("uri");
  const locale = c.req.query("locale");
  if (!uri) return c.json({ error: "uri is required" }, 400);
  if (locale !== undefined && !(POINTS_OF_SALE as readonly string[]).includes(locale)) {
    return c.json({ error: "locale must be one of es_ES, fr_FR, fr_BE, nl_BE, nl_NL, it_IT" }, 400);
  }
  console.warn("404 page", { uri: uri.slice(0, 256), locale: locale ?? c.var.market.pointOfSale });
  return c.body(null, 204, { "cache-control": "no-store" });
});

/** Paths (no origin) of one point of sale's sitemap, home first. */
export function sitemapPaths(pos: PointOfSale, e: SitemapEntries): string[] {
  const lang = MARKETS[pos].language;
  return [
    "/", contactPath(lang), "/boxes",
    ...e.staticPages.map((slug) => `/${CONTENT_WORDS[lang]}/${slug}`),
    ...e.cities.map((city) => ideasCityPath(lang, city.id, city.slug)),
    ...e.themes.map((theme) => ideasThemePath(lang, theme.id, theme.slug)),
    ...e.hotels.map((h) => `/hotel/${h.id}-${h.slug}`),
    ...e.stays.map((s) => `/stay/${s.id}-${s.slug}`),
  ];
}

function siteUrl(origin: string, path: string, lang: string | null): string {
  const url = new URL(path, origin);
  if (lang) url.searchParams.set("lang", lang);
  return url.href;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** A sitemaps.org urlset of `urls` (absolute, at most 50,000). */
export function sitemapXml(urls: readonly string[]): string {
  const body = urls.slice(0, 50_000).map((u) => `<url><loc>${escapeXml(u)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

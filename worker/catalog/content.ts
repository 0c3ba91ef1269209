/**
 * Static content and sitemap entries of the embedded catalog (spec 001 §2 "Static content page",
 * §3 "Static content: id, title, content list with value"; issue 16 sitemap; decision 035).
 *
 *   GET /cms/staticContent?locale&id → StaticContent from `content_pages` (404 unknown id)
 *   GET /cms/sitemap?locale          → SitemapEntries: what the point of sale's sitemap lists
 *
 * Static pages have drafts (migrations/0019, docs/decisions/055): with `status=draft` (an editor's
 * preview session only) a page's draft row is served instead of its published one, and a draft-only
 * page exists; the sitemap lists published pages only.
 *
 * Errors: 400 `{ error, issues }` for a bad locale, id or status, 404 for an unknown page. A stored
 * content list that is not valid JSON is a 500 "Catalog error" (a seed bug, logged).
 */
import * as v from "valibot";
import {
  ContentItemSchema, SitemapQuerySchema, StaticContentQuerySchema,
  type SitemapEntries, type StaticContent,
} from "../../shared/content-contract";
import { CatalogError, validate } from "./http";
import { langOf } from "./locale";
import { all, first } from "./sql";
import { todayIso } from "./dates";
import { slugify } from "../../shared/search-path";
import { wantsDrafts } from "./cms";

/** GET /cms/staticContent?locale&id: one page of the point of sale, by its slug. */
export async function handleStaticContent(db: D1Database, query: Record<string, string>): Promise<StaticContent> {
  const q = validate(StaticContentQuerySchema, query, "static content query");
  const drafts = wantsDrafts(query);
  const row = await first<{ slug: string; page_key: string; title: string; content: string }>(
    db, `SELECT slug, page_key, title, content FROM content_pages WHERE locale = ?1 AND slug = ?2 AND (status = 'published' OR ?3 = 1)
      ORDER BY status = 'draft' DESC LIMIT 1`, [q.locale, q.id, drafts ? 1 : 0],
  );
  if (!row) throw new CatalogError(404, `Unknown static content ${q.id}`);
  const content = v.parse(v.array(ContentItemSchema), JSON.parse(row.content));
  return { id: row.slug, key: row.page_key, title: row.title, content };
}

/** Largest number of stay and hotel URLs listed (a sitemap file holds at most 50,000). */
const MAX_STAYS = 20000;

/**
 * GET /cms/sitemap?locale: the point of sale's static pages, cities and themes with offers (ideas
 * pages), active hotels and live stay packages. Slugs are in the locale's
 * language where the catalog has one (cities); ids decide, slugs decorate. Minisites are not
 * listed: partner pages are noindex (decision 035).
 */
export async function handleSitemap(db: D1Database, query: Record<string, string>): Promise<SitemapEntries> {
  const { locale } = validate(SitemapQuerySchema, query, "sitemap query");
  const lang = langOf(locale);
  const today = todayIso();
  const live = `p.published = 1 AND h.active = 1 AND p.item_category = 'weekend' AND (p.expiration IS NULL OR p.expiration >= ?1)`;
  const [pages, cities, themes, hotels, stays] = await Promise.all([
    all<{ slug: string }>(db, "SELECT slug FROM content_pages WHERE locale = ?1 AND status = 'published' ORDER BY position", [locale]),
    all<{ id: number; label: string }>(db, `SELECT d.id, d.label_${lang} AS label FROM destinations d WHERE d.id IN
      (SELECT h.destination_id FROM hotels h JOIN packages p ON p.hotel_id = h.id WHERE ${live}) ORDER BY d.population DESC LIMIT 500`, [today]),
    all<{ id: number; slug: string }>(db, `SELECT t.id, t.slug FROM themes t WHERE t.flow = 'booking' AND t.id IN
      (SELECT pt.theme_id FROM package_themes pt JOIN packages p ON p.id = pt.package_id JOIN hotels h ON h.id = p.hotel_id WHERE ${live}) ORDER BY t.id`, [today]),
    all<{ id: number; slug: string }>(db, `SELECT id, slug FROM hotels WHERE active = 1 ORDER BY id LIMIT ${MAX_STAYS}`),
    all<{ id: number; slug: string }>(db, `SELECT p.id, p.slug FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE ${live} ORDER BY p.id LIMIT ${MAX_STAYS}`, [today]),
  ]);
  return {
    staticPages: pages.map((p) => p.slug),
    cities: cities.map((c) => ({ id: c.id, slug: slugify(c.label) })),
    themes,
    hotels,
    stays,
  };
}

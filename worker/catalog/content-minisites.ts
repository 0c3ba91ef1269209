/**
 * Partner minisites of the embedded catalog (spec 001 §3 "Partner minisite", §2 "Minisite pages
 * for partners"; decision 035), from `minisites` (migrations/0012_content.sql).
 *
 *   GET /minisites/{minisiteUrl}.json?locale          → Minisite; 404 unknown, or a partner of another point of sale
 *   GET /minisites/{minisiteUrl}/offers.json?locale&page → MinisiteOffers: the partner's selection, 12 a page
 *
 * A partner's offers are the search scoped to its minisite: live stay packages of active hotels in
 * the partner's country, with one of its themes, at most its price ceiling (cents, 2 adults),
 * cheapest first. Errors: 400 bad locale, slug or page; 404 unknown minisite.
 */
import * as v from "valibot";
import { MINISITE_PAGE_SIZE, MinisiteOffersQuerySchema, type Minisite, type MinisiteOffers } from "../../shared/content-contract";
import { LocaleSchema } from "../../shared/contract/common";
import { imageUrl } from "../../shared/illustrations/urls";
import { ENVIRONMENTS, type Environment } from "../../shared/illustrations/hotel";
import { CatalogError, validate } from "./http";
import { langOf } from "./locale";
import { todayIso } from "./dates";
import { all, first } from "./sql";

interface MinisiteRow {
  id: number; url: string; partner_name: string | null; locale: string; banner_desktop: string; banner_mobile: string;
  logo_url: string | null; footer: string | null; country: string; theme_ids: string; max_price_cents: number;
}

const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "minisite must be a lowercase slug"));

async function minisiteRow(db: D1Database, rawSlug: string, query: Record<string, string>): Promise<MinisiteRow> {
  const slug = validate(SlugSchema, rawSlug, "minisite");
  const locale = validate(v.object({ locale: LocaleSchema }), query, "minisite query").locale;
  const row = await first<MinisiteRow>(db, "SELECT * FROM minisites WHERE url = ?1 AND locale = ?2", [slug, locale]);
  if (!row) throw new CatalogError(404, `Unknown minisite ${slug}`);
  return row;
}

/** GET /minisites/{minisiteUrl}.json?locale. */
export async function handleMinisite(db: D1Database, rawSlug: string, query: Record<string, string>): Promise<Minisite> {
  const r = await minisiteRow(db, rawSlug, query);
  return {
    minisiteId: r.id, minisiteUrl: r.url, partnerName: r.partner_name, minisiteLocale: r.locale as Minisite["minisiteLocale"],
    bannerUrls: { desktop: r.banner_desktop, mobile: r.banner_mobile }, logoUrl: r.logo_url, footer: r.footer,
  };
}

/** GET /minisites/{minisiteUrl}/offers.json?locale&page. */
export async function handleMinisiteOffers(db: D1Database, rawSlug: string, query: Record<string, string>): Promise<MinisiteOffers> {
  const r = await minisiteRow(db, rawSlug, query);
  const { locale, page } = validate(MinisiteOffersQuerySchema, query, "minisite offers query");
  const lang = langOf(locale);
  const themes = r.theme_ids.split(",").map(Number).filter((n) => Number.isSafeInteger(n));
  const where = `p.published = 1 AND h.active = 1 AND p.item_category = 'weekend' AND (p.expiration IS NULL OR p.expiration >= ?1)
    AND d.country = ?2 AND p.sell_price_cents <= ?3 AND p.id IN (SELECT package_id FROM package_themes WHERE theme_id IN (SELECT value FROM json_each(?4)))`;
  const params = [todayIso(), r.country, r.max_price_cents, JSON.stringify(themes)];
  const rows = await all<{
    total: number; pid: number; pslug: string; plabel: string; nights: number; price: number; refp: number; pseed: number;
    hlabel: string; stars: number; env: string; review: number | null; city: string;
  }>(db, `SELECT COUNT(*) OVER () AS total, p.id AS pid, p.slug AS pslug, p.label_${lang} AS plabel, p.nights, p.sell_price_cents AS price,
      p.ref_price_cents AS refp, p.image_seed AS pseed, h.label AS hlabel, h.stars, h.environment AS env, h.review_average AS review, d.label_${lang} AS city
    FROM packages p JOIN hotels h ON h.id = p.hotel_id JOIN destinations d ON d.id = h.destination_id
    WHERE ${where} ORDER BY p.sell_price_cents, p.id LIMIT ${MINISITE_PAGE_SIZE} OFFSET ${page * MINISITE_PAGE_SIZE}`, params);
  let total = rows[0]?.total;
  if (total === undefined) {
    total = (await first<{ n: number }>(db, `SELECT COUNT(*) AS n FROM packages p JOIN hotels h ON h.id = p.hotel_id JOIN destinations d ON d.id = h.destination_id WHERE ${where}`, params))?.n ?? 0;
  }
  return {
    total, page,
    cards: rows.map((c) => ({
      packageId: c.pid, packageSlug: c.pslug, title: c.plabel, hotelName: c.hlabel, city: c.city, stars: c.stars, nights: c.nights,
      sellPrice: c.price, refPrice: c.refp, reviewAverage: c.review,
      image: imageUrl("hotel", c.pseed, "640x360", (ENVIRONMENTS as readonly string[]).includes(c.env) ? { env: c.env as Environment } : {}),
    })),
  };
}

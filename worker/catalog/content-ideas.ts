/**
 * Ideas pages of the embedded catalog (spec 001 §2 "Ideas page": title, intro, sections of idea
 * cards, regions links, items per section limited then See more; route words mapped to cityId
 * and subthemaRegion; decision 035).
 *
 *   GET /ideas/city/{cityId}.json?locale[&section]          sections by theme, offers within 30 km of the city
 *   GET /ideas/theme/{subthemaRegion}.json?locale[&section] sections by region, offers of that theme
 *
 * Cards are real catalog offers: published, live (not expired) stay packages of active hotels,
 * best reviewed first, then cheapest. Every section holds IDEAS_SECTION_LIMIT cards and its
 * total; with `section` only that section, up to IDEAS_SECTION_MAX cards (the 'See more' page).
 * A theme page lists at most 8 regions as sections (the market's country first), all of them as
 * regions links; a city page at most 8 themes (most offers first). Errors: 400 bad locale/id/section, 404 unknown city or theme.
 */
import {
  IDEAS_SECTION_LIMIT, IDEAS_SECTION_MAX, IdeasQuerySchema,
  type IdeaCard, type IdeasPage, type IdeasSection,
} from "../../shared/content-contract";
import { IdSchema } from "../../shared/contract/common";
import { slugify } from "../../shared/search-path";
import { imageUrl } from "../../shared/illustrations/urls";
import { ENVIRONMENTS, type Environment } from "../../shared/illustrations/hotel";
import { CatalogError, validate } from "./http";
import { boundingBox } from "./geo";
import { langOf, type Lang } from "./locale";
import { todayIso } from "./dates";
import { all, first } from "./sql";

/** Radius of a city's ideas, km. */
export const CITY_RADIUS_KM = 30;
/** Sections of a page: themes of a city page (most offers first), regions of a theme page. */
const MAX_SECTIONS = 8;

const TEXT: Record<Lang, { cityTitle: string; cityIntro: string; themeTitle: string; themeIntro: string }> = {
  fr: {
    cityTitle: "Idées de week-end à {city}",
    cityIntro: "Nos idées de séjours à {city} et dans ses environs, classées par envie : {n} offres à moins de {km} km.",
    themeTitle: "Idées de week-end : {theme}",
    themeIntro: "Nos séjours « {theme} » région par région : {n} offres à réserver dès maintenant.",
  },
  es: {
    cityTitle: "Ideas de escapada en {city}",
    cityIntro: "Nuestras ideas de escapadas en {city} y alrededores, por temática: {n} ofertas a menos de {km} km.",
    themeTitle: "Ideas de escapada: {theme}",
    themeIntro: "Nuestras escapadas «{theme}» región por región: {n} ofertas para reservar ya.",
  },
  nl: {
    cityTitle: "Weekendideeën in {city}",
    cityIntro: "Onze ideeën voor een weekendje weg in en rond {city}, per thema: {n} aanbiedingen binnen {km} km.",
    themeTitle: "Weekendideeën: {theme}",
    themeIntro: "Onze verblijven '{theme}' per regio: {n} aanbiedingen om nu te boeken.",
  },
  it: {
    cityTitle: "Idee weekend a {city}",
    cityIntro: "Le nostre idee di soggiorno a {city} e dintorni, per tema: {n} offerte entro {km} km.",
    themeTitle: "Idee weekend: {theme}",
    themeIntro: "I nostri soggiorni «{theme}» regione per regione: {n} offerte da prenotare subito.",
  },
};

/** A count as the page's locale writes it ('1 364' in French, '1.364' in Dutch). */
const count = (n: number, locale: string) => new Intl.NumberFormat(locale.replace("_", "-")).format(n);
const fill = (template: string, vars: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));

interface CardRow {
  section: number;
  section_total: number;
  pid: number;
  pslug: string;
  plabel: string;
  nights: number;
  price: number;
  refp: number;
  pseed: number;
  hlabel: string;
  stars: number;
  env: string;
  review: number | null;
  city: string;
}

/** SELECT of ranked cards over `live` (a CTE of packages p joined to hotels h, with `section`). */
function cardsSql(lang: Lang, limit: number): string {
  return `SELECT * FROM (
      SELECT l.section, COUNT(*) OVER (PARTITION BY l.section) AS section_total,
        ROW_NUMBER() OVER (PARTITION BY l.section ORDER BY l.review DESC NULLS LAST, l.price, l.pid) AS rn,
        l.pid, l.pslug, l.plabel, l.nights, l.price, l.refp, l.pseed, l.hlabel, l.stars, l.env, l.review, d.label_${lang} AS city
      FROM live l JOIN destinations d ON d.id = l.destination_id)
    WHERE rn <= ${limit} ORDER BY section_total DESC, section, rn`;
}

/** Columns of `live` (p: packages, h: hotels), `section` given by the caller. */
function liveColumns(lang: Lang, section: string): string {
  return `${section} AS section, p.id AS pid, p.slug AS pslug, p.label_${lang} AS plabel, p.nights, p.sell_price_cents AS price,
    p.ref_price_cents AS refp, p.image_seed AS pseed, h.label AS hlabel, h.stars, h.environment AS env,
    h.review_average AS review, h.destination_id`;
}

const LIVE_WHERE = `p.published = 1 AND h.active = 1 AND p.item_category = 'weekend' AND (p.expiration IS NULL OR p.expiration >= ?1)`;

function toCard(r: CardRow): IdeaCard {
  const env = (ENVIRONMENTS as readonly string[]).includes(r.env) ? { env: r.env as Environment } : {};
  return {
    packageId: r.pid, packageSlug: r.pslug, title: r.plabel, hotelName: r.hlabel, city: r.city, stars: r.stars, nights: r.nights,
    sellPrice: r.price, refPrice: r.refp, image: imageUrl("hotel", r.pseed, "640x360", env), reviewAverage: r.review,
  };
}

/** Cards rows → sections (in the rows' order), titled by `titleOf`. */
function sections(rows: CardRow[], titleOf: (id: number) => string | undefined): IdeasSection[] {
  const out = new Map<number, IdeasSection>();
  for (const r of rows) {
    const title = titleOf(r.section);
    if (title === undefined) continue;
    let s = out.get(r.section);
    if (!s) out.set(r.section, (s = { id: r.section, title, total: r.section_total, cards: [] }));
    s.cards.push(toCard(r));
  }
  return [...out.values()];
}

function idOf(raw: string, what: string): number {
  return validate(IdSchema, Number(/^\d{1,10}$/.test(raw) ? raw : NaN), `${what} id`);
}

/** GET /ideas/city/{cityId}.json: the city's offers within 30 km, one section per theme. */
export async function handleIdeasCity(db: D1Database, rawId: string, query: Record<string, string>): Promise<IdeasPage> {
  const cityId = idOf(rawId, "city");
  const q = validate(IdeasQuerySchema, query, "ideas query");
  const lang = langOf(q.locale);
  const city = await first<{ id: number; label: string; lat: number; lng: number; country: string; es: string; fr: string; nl: string; it: string }>(
    db, `SELECT id, label_${lang} AS label, latitude AS lat, longitude AS lng, country,
      label_es AS es, label_fr AS fr, label_nl AS nl, label_it AS it FROM destinations WHERE id = ?1`, [cityId],
  );
  if (!city) throw new CatalogError(404, `Unknown city ${cityId}`);
  const box = boundingBox({ lat: city.lat, lng: city.lng }, CITY_RADIUS_KM);
  const sectionFilter = q.section === undefined ? "" : " AND p.theme_id = ?6";
  const params: unknown[] = [todayIso(), box.minLat, box.maxLat, box.minLng, box.maxLng];
  if (q.section !== undefined) params.push(q.section);
  const limit = q.section === undefined ? IDEAS_SECTION_LIMIT : IDEAS_SECTION_MAX;
  const [rows, themes, regions] = await Promise.all([
    all<CardRow>(db, `WITH live AS (SELECT ${liveColumns(lang, "p.theme_id")} FROM packages p JOIN hotels h ON h.id = p.hotel_id
        WHERE ${LIVE_WHERE} AND h.latitude BETWEEN ?2 AND ?3 AND h.longitude BETWEEN ?4 AND ?5${sectionFilter})
      ${cardsSql(lang, limit)}`, params),
    all<{ id: number; label: string }>(db, `SELECT id, label_${lang} AS label FROM themes WHERE flow = 'booking'`),
    regionLinks(db, lang, city.country, undefined),
  ]);
  const themeLabel = new Map(themes.map((t) => [t.id, t.label]));
  const every = sections(rows, (id) => themeLabel.get(id));
  const list = every.slice(0, MAX_SECTIONS);
  const n = every.reduce((sum, s) => sum + s.total, 0);
  const t = TEXT[lang];
  return {
    kind: "city", id: city.id, slug: slugify(city.label),
    slugs: { es: slugify(city.es), fr: slugify(city.fr), nl: slugify(city.nl), it: slugify(city.it) },
    title: fill(t.cityTitle, { city: city.label }), intro: fill(t.cityIntro, { city: city.label, n: count(n, q.locale), km: CITY_RADIUS_KM }),
    sections: list, regions,
  };
}

/** GET /ideas/theme/{subthemaRegion}.json: the theme's offers, one section per region. */
export async function handleIdeasTheme(db: D1Database, rawId: string, query: Record<string, string>): Promise<IdeasPage> {
  const themeId = idOf(rawId, "theme");
  const q = validate(IdeasQuerySchema, query, "ideas query");
  const lang = langOf(q.locale);
  const theme = await first<{ id: number; slug: string; label: string }>(
    db, `SELECT id, slug, label_${lang} AS label FROM themes WHERE id = ?1 AND flow = 'booking'`, [themeId],
  );
  if (!theme) throw new CatalogError(404, `Unknown theme ${themeId}`);
  const home = marketCountry(q.locale);
  const sectionFilter = q.section === undefined ? "" : " AND d.region_id = ?3";
  const params: unknown[] = [todayIso(), themeId];
  if (q.section !== undefined) params.push(q.section);
  const limit = q.section === undefined ? IDEAS_SECTION_LIMIT : IDEAS_SECTION_MAX;
  const [rows, regions] = await Promise.all([
    all<CardRow>(db, `WITH live AS (SELECT ${liveColumns(lang, "d.region_id")} FROM packages p JOIN hotels h ON h.id = p.hotel_id
        JOIN destinations d ON d.id = h.destination_id
        WHERE ${LIVE_WHERE} AND d.region_id IS NOT NULL AND p.id IN (SELECT package_id FROM package_themes WHERE theme_id = ?2)${sectionFilter})
      ${cardsSql(lang, limit)}`, params),
    regionLinks(db, lang, undefined, themeId),
  ]);
  const regionLabel = new Map(regions.map((r) => [r.id, r]));
  const homeFirst = (id: number) => (regionLabel.get(id)?.country === home ? 0 : 1);
  const all8 = sections(rows, (id) => regionLabel.get(id)?.label);
  const list = q.section === undefined ? [...all8].sort((a, b) => homeFirst(a.id) - homeFirst(b.id) || b.total - a.total).slice(0, MAX_SECTIONS) : all8;
  const n = all8.reduce((sum, s) => sum + s.total, 0);
  const t = TEXT[lang];
  return {
    // A theme's slug is the same in every language.
    kind: "theme", id: theme.id, slug: theme.slug, slugs: { es: theme.slug, fr: theme.slug, nl: theme.slug, it: theme.slug },
    title: fill(t.themeTitle, { theme: theme.label }), intro: fill(t.themeIntro, { theme: theme.label, n: count(n, q.locale) }),
    sections: list,
    regions: [...regions].sort((a, b) => homeFirst(a.id) - homeFirst(b.id) || a.label.localeCompare(b.label)).map(({ id, label, slug }) => ({ id, label, slug })),
  };
}

/** The catalog's country of a point of sale (ES, FR, BE); nl_NL and it_IT have none. */
function marketCountry(locale: string): string | undefined {
  return ({ es_ES: "ES", fr_FR: "FR", fr_BE: "BE", nl_BE: "BE" } as Record<string, string>)[locale];
}

/** Regions with live offers (of `country`, of `themeId` when given): the page's regions links. */
async function regionLinks(db: D1Database, lang: Lang, country: string | undefined, themeId: number | undefined) {
  const where = [LIVE_WHERE];
  const params: unknown[] = [todayIso()];
  if (country !== undefined) { params.push(country); where.push(`a.country = ?${params.length}`); }
  if (themeId !== undefined) { params.push(themeId); where.push(`p.id IN (SELECT package_id FROM package_themes WHERE theme_id = ?${params.length})`); }
  const rows = await all<{ id: number; label: string; country: string }>(db, `SELECT a.id, a.label_${lang} AS label, a.country FROM areas a WHERE a.type = 'region' AND a.id IN
      (SELECT d.region_id FROM packages p JOIN hotels h ON h.id = p.hotel_id JOIN destinations d ON d.id = h.destination_id WHERE ${where.join(" AND ")})
    ORDER BY a.label_${lang}`, params);
  return rows.map((r) => ({ ...r, slug: slugify(r.label) }));
}

/**
 * Paths of the content screens (spec 001 §2 "Static content page", "Ideas page", "Footer",
 * "Other shell pieces: minisite pages for partners"; docs/decisions/035). Pure: imports only types and the route words.
 *
 * Route words are per language; every word renders its screen on every market (a shared link
 * never breaks), the shop links to its market's own:
 * - static content `/{word}/{id}`: fr /infos, es /informacion, nl /info, it /informazioni; the id
 *   is the page's slug in its language (`/infos/confidentialite`).
 * - ideas (spec words): fr_FR and fr_BE ville/idee, es_ES ciudad/tema, nl_BE stad/thema; ours:
 *   nl_NL stad/thema (same language as nl_BE), it_IT citta/idea. `/{city word}/{cityId}` and
 *   `/{theme word}/{subthemaRegion}`; ids may carry a slug (`/ville/paris-2988507`). A second
 *   segment (`/ville/{cityId}/{themeId}`, `/idee/{themeId}/{regionId}`) is one section in full,
 *   the target of 'See more', marked noindex, follow.
 * - partner minisites `/{word}/{minisiteUrl}`: fr /partenaire, es /colaborador, nl and it /partner.
 */
import type { Language } from "./markets";
import { CONTENT_WORDS, IDEAS_WORDS, MINISITE_WORDS } from "./content-route-words";

// The route words are a module of their own: the route table (every page) needs only them.
export { CONTENT_ROUTE_WORDS, CONTENT_WORDS, IDEAS_CITY_WORDS, IDEAS_THEME_WORDS, IDEAS_WORDS, MINISITE_ROUTE_WORDS, MINISITE_WORDS } from "./content-route-words";

/** Offers per minisite page (re-exported by content-contract.ts, where the worker reads it). */
export const MINISITE_PAGE_SIZE = 12;

/** Footer pages of every market, in footer order (privacy exists for all six markets). */
export const CONTENT_PAGE_KEYS = ["privacy", "terms", "legal", "cookies"] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

/** The slug (URL id) of each footer page in each language. */
export const CONTENT_SLUGS: Record<Language, Record<ContentPageKey, string>> = {
  fr: { privacy: "confidentialite", terms: "conditions-generales", legal: "mentions-legales", cookies: "cookies" },
  es: { privacy: "privacidad", terms: "condiciones-generales", legal: "aviso-legal", cookies: "cookies" },
  nl: { privacy: "privacy", terms: "algemene-voorwaarden", legal: "juridische-informatie", cookies: "cookies" },
  it: { privacy: "privacy", terms: "condizioni-generali", legal: "note-legali", cookies: "cookie" },
};




/**
 * The shop's own help page per language: the fallback of the contact page's popular questions when
 * no help centre is configured (HELP_CENTER_URL; decision 077). A content page, not in the footer.
 */
export const HELP_PAGE_SLUGS: Record<Language, string> = { fr: "aide", es: "ayuda", nl: "hulp", it: "aiuto" };

/** `/infos/aide`: the shop's own help page of a language. */
export function helpPagePath(language: Language): string {
  return `/${CONTENT_WORDS[language]}/${HELP_PAGE_SLUGS[language]}`;
}

/** `/infos/confidentialite`: a footer page of a language. */
export function contentPagePath(language: Language, key: ContentPageKey): string {
  return `/${CONTENT_WORDS[language]}/${CONTENT_SLUGS[language][key]}`;
}

/** `/ville/paris-2988507` (slug optional): a city's ideas page; with `themeId`, that section in full. */
export function ideasCityPath(language: Language, cityId: number, slug?: string, themeId?: number): string {
  return `/${IDEAS_WORDS[language].city}/${slug ? `${slug}-` : ""}${cityId}${themeId === undefined ? "" : `/${themeId}`}`;
}

/** `/idee/romantic-18`: a theme's ideas page; with `regionId`, that region's section in full. */
export function ideasThemePath(language: Language, themeId: number, slug?: string, regionId?: number): string {
  return `/${IDEAS_WORDS[language].theme}/${slug ? `${slug}-` : ""}${themeId}${regionId === undefined ? "" : `/${regionId}`}`;
}

/** `/partenaire/club-rail`: a partner minisite. */
export function minisitePath(language: Language, minisiteUrl: string): string {
  return `/${MINISITE_WORDS[language]}/${minisiteUrl}`;
}

/**
 * The numeric id at the end of an ideas path segment ("paris-2988507" → 2988507, "18" → 18);
 * undefined when malformed (the page answers 404, never a 500).
 */
export function parseIdeasId(segment: string | undefined): number | undefined {
  const m = /^(?:[a-z0-9-]{0,80}-)?(\d{1,10})$/.exec((segment ?? "").toLowerCase());
  if (!m) return undefined;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/** A minisite or static page id as the routes accept it: lowercase slug, at most 60 characters. */
export function parseSlug(segment: string | undefined): string | undefined {
  const s = (segment ?? "").toLowerCase();
  return /^[a-z0-9][a-z0-9-]{0,59}$/.test(s) ? s : undefined;
}

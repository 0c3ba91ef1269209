/**
 * The first path segments of the content screens, per language (spec 001 §2 "Static content page",
 * "Ideas page", minisites; docs/decisions/035; the paths themselves: content-routes.ts). A module
 * of its own because the route table, which every page loads, needs only these words (decision
 * 052). Pure: imports only types.
 */
import type { Language } from "./markets";

/** The static content word of each language. */
export const CONTENT_WORDS: Record<Language, string> = { fr: "infos", es: "informacion", nl: "info", it: "informazioni" };

/** Ideas route words of each language: city (→ cityId) and theme (→ subthemaRegion). */
export const IDEAS_WORDS: Record<Language, { city: string; theme: string }> = {
  fr: { city: "ville", theme: "idee" },
  es: { city: "ciudad", theme: "tema" },
  nl: { city: "stad", theme: "thema" },
  it: { city: "citta", theme: "idea" },
};

/** The minisite word of each language. */
export const MINISITE_WORDS: Record<Language, string> = { fr: "partenaire", es: "colaborador", nl: "partner", it: "partner" };

const unique = (words: string[]) => [...new Set(words)];
/** Every first segment each screen answers on (routes are registered for each). */
export const CONTENT_ROUTE_WORDS = unique(Object.values(CONTENT_WORDS));
export const IDEAS_CITY_WORDS = unique(Object.values(IDEAS_WORDS).map((w) => w.city));
export const IDEAS_THEME_WORDS = unique(Object.values(IDEAS_WORDS).map((w) => w.theme));
export const MINISITE_ROUTE_WORDS = unique(Object.values(MINISITE_WORDS));

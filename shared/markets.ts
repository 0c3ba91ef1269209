/**
 * Points of sale and their locales (spec 000 §1, 001 §2 header language selector).
 *
 * A point of sale ("pos") is a market: es_ES, fr_FR, fr_BE, nl_BE, nl_NL, it_IT. Each has one
 * language, one country, a currency (EUR everywhere) and the time zone its calendar days are in.
 * Belgium has two points of sale that share a host; the splash page picks one (spec 001 §2).
 */

export const POINTS_OF_SALE = ["es_ES", "fr_FR", "fr_BE", "nl_BE", "nl_NL", "it_IT"] as const;
export type PointOfSale = (typeof POINTS_OF_SALE)[number];
export type Language = "es" | "fr" | "nl" | "it";

export interface Market {
  pointOfSale: PointOfSale;
  language: Language;
  /** BCP 47 tag for Intl formatting, e.g. "fr-BE". */
  bcp47: string;
  /** ISO 3166 country of the market (not of the destinations). */
  country: "ES" | "FR" | "BE" | "NL" | "IT";
  currency: "EUR";
  /** IANA zone used for "today", the 20:00 cutoff and every rendered date. */
  timeZone: string;
  /** Native name, for the language selector. */
  languageName: string;
}

export const MARKETS: Record<PointOfSale, Market> = {
  es_ES: { pointOfSale: "es_ES", language: "es", bcp47: "es-ES", country: "ES", currency: "EUR", timeZone: "Europe/Madrid", languageName: "Español" },
  fr_FR: { pointOfSale: "fr_FR", language: "fr", bcp47: "fr-FR", country: "FR", currency: "EUR", timeZone: "Europe/Paris", languageName: "Français" },
  fr_BE: { pointOfSale: "fr_BE", language: "fr", bcp47: "fr-BE", country: "BE", currency: "EUR", timeZone: "Europe/Brussels", languageName: "Français" },
  nl_BE: { pointOfSale: "nl_BE", language: "nl", bcp47: "nl-BE", country: "BE", currency: "EUR", timeZone: "Europe/Brussels", languageName: "Nederlands" },
  nl_NL: { pointOfSale: "nl_NL", language: "nl", bcp47: "nl-NL", country: "NL", currency: "EUR", timeZone: "Europe/Amsterdam", languageName: "Nederlands" },
  it_IT: { pointOfSale: "it_IT", language: "it", bcp47: "it-IT", country: "IT", currency: "EUR", timeZone: "Europe/Rome", languageName: "Italiano" },
};

/** Points of sale that share a host and need the language splash (spec 001 §2 regional splash). */
export const BELGIAN_POINTS_OF_SALE: readonly PointOfSale[] = ["nl_BE", "fr_BE"];

/** Destination countries the catalog sells (spec 000 §1). */
export const DESTINATION_COUNTRIES = ["ES", "FR", "BE"] as const;

/** Type guard for a point-of-sale string such as "fr_BE". */
export function isPointOfSale(value: unknown): value is PointOfSale {
  return typeof value === "string" && (POINTS_OF_SALE as readonly string[]).includes(value);
}

/** The Belgian point of sale for a language ("nl" → nl_BE, anything else → fr_BE). */
export function belgianPointOfSale(language: string | undefined): PointOfSale | undefined {
  if (language === "nl" || language === "nl_BE") return "nl_BE";
  if (language === "fr" || language === "fr_BE") return "fr_BE";
  return undefined;
}

/** Query parameter with which a Belgian visitor chooses a language ("nl" or "fr"; spec 001 §2). */
export const LANGUAGE_PARAM = "lang";

/**
 * The query string without the language choice, "" or "?a=1&b=2" (order kept). `search` is a
 * location's search with or without its leading "?".
 */
export function searchWithoutLanguage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * Href of the Belgian language switch (spec 001 §2 header language selector): the same page, its
 * query and its hash (the search criteria live there) with `lang` set to the chosen language. The
 * server remembers the choice in lastLanguage and redirects to the URL without `lang`; a redirect
 * without a fragment keeps the request's, so the hash survives. `pathname` starts with "/";
 * `hash` is "" or "#…".
 */
export function languageSwitchHref(location: { pathname: string; search: string; hash: string }, language: "nl" | "fr"): string {
  const params = new URLSearchParams(searchWithoutLanguage(location.search));
  params.set(LANGUAGE_PARAM, language);
  return `${location.pathname}?${params.toString()}${location.hash}`;
}

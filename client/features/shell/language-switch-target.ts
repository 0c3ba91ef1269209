/**
 * Where the Belgian language switch leads (spec 001 §2 header language selector; issue 25 item 18:
 * it never leads to a 404). Pure: no React, no router.
 *
 * - The page names its counterpart in that language (its hreflang alternate for `nl-BE` / `fr-BE`,
 *   computed by the page's loader with its route word and slug: static, ideas pages ...): that
 *   page, on this host, with its `lang`; when the counterpart is at the same path (stay, search),
 *   this page's own query and hash are kept, as below.
 * - A page whose path is written in one language (static pages, ideas pages, partner minisites:
 *   shared/content-route-words.ts) and that names no counterpart has none (a minisite lives in one
 *   locale): the other language's home. So does a page that is itself a 404.
 * - Any other page (search, hotel, booking steps ...) exists at the same path in both languages:
 *   the same path and query with `lang` (shared/markets.ts languageSwitchHref); `hash` is kept.
 */
import { IDEAS_CITY_WORDS, IDEAS_THEME_WORDS, CONTENT_ROUTE_WORDS, MINISITE_ROUTE_WORDS } from "#shared/content-route-words";
import { LANGUAGE_PARAM, languageSwitchHref } from "#shared/markets";

const LANGUAGE_WORDS: ReadonlySet<string> = new Set([...CONTENT_ROUTE_WORDS, ...IDEAS_CITY_WORDS, ...IDEAS_THEME_WORDS, ...MINISITE_ROUTE_WORDS]);

export interface SwitchPage {
  pathname: string;
  search: string;
  hash: string;
  /** The page's hreflang alternates (absolute hrefs), none when it declares none. */
  alternates: readonly { hrefLang?: string; href: string }[];
  /** The page answers 404 (an unknown path or id). */
  missing: boolean;
}

/** The switch's href (path, query and hash on this host) to `language` for `page`. */
export function languageSwitchTarget(page: SwitchPage, language: "nl" | "fr"): string {
  const counterpart = page.alternates.find((l) => l.hrefLang === `${language}-BE`);
  if (counterpart) {
    const url = new URL(counterpart.href, "http://x.invalid/");
    // The same path in both languages (stay, search ...): keep this page's query and hash (criteria).
    if (url.pathname === page.pathname) return languageSwitchHref(page, language);
    url.searchParams.set(LANGUAGE_PARAM, language);
    return `${url.pathname}${url.search}`;
  }
  const firstSegment = page.pathname.split("/")[1] ?? "";
  if (page.missing || LANGUAGE_WORDS.has(firstSegment)) return `/?${LANGUAGE_PARAM}=${language}`;
  return languageSwitchHref(page, language);
}

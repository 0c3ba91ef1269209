/**
 * Belgian language splash (spec 001 §2 "Regional splash page with two cards (Dutch Welkom /
 * Ga verder, French Bienvenue / Entrer) linking to the nl_BE and fr_BE sites").
 *
 * Shown only on the Belgian host's home page "/" to a visitor with no lastLanguage cookie; deep
 * links are never blocked (they pick the language from Accept-Language). Showing the splash sets
 * no cookie: lastLanguage records a choice, not a guess.
 *
 * The choice: the cards link to `/?lang=nl` and `/?lang=fr`, the header's language switch to the
 * page's counterpart with `lang=` (shared/markets.ts languageSwitchHref). A GET with `?lang=nl` or
 * `?lang=fr` on the Belgian host is that page in that language, answered 200 with no cookie needed
 * (the URL scheme of the Belgian sites: canonical, hreflang and sitemap URLs carry `lang`;
 * docs/decisions/066), and sets lastLanguage for the pages without `lang`. Any other `lang` value
 * answers 303 to the same path and query without it, always a path on this host (sameSitePath).
 */
import { createMiddleware } from "hono/factory";
import { cookieOf } from "./cookies";
import type { AppEnv } from "../env";
import { messagesFor } from "../ssr/messages";
import { clientAssets } from "../ssr/client-assets";
import { belgianPointOfSale, LANGUAGE_PARAM, searchWithoutLanguage } from "#shared/markets";
import { LAST_LANGUAGE_COOKIE } from "./point-of-sale";
import { sameSitePath } from "./same-site-path";
import { setLastLanguage } from "./visitor";

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The splash page HTML (both languages, no script). */
export function splashHtml(): string {
  const nl = messagesFor("nl");
  const fr = messagesFor("fr");
  const css = clientAssets().css.map((href) => `<link rel="stylesheet" href="${esc(href)}">`).join("");
  const card = (lang: "nl" | "fr", m: Record<string, string>) => `
    <a class="splash-card" href="/?lang=${lang}" lang="${lang}-BE" hreflang="${lang}-BE">
      <span class="splash-title">${esc(m["splash.welcome"] ?? "")}</span>
      <span class="splash-cta">${esc(m["splash.enter"] ?? "")}</span>
    </a>`;
  return `<!doctype html><html lang="nl-BE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(nl["splash.title"] ?? "")} · ${esc(fr["splash.title"] ?? "")}</title>
<meta name="description" content="${esc(nl["splash.description"] ?? "")} ${esc(fr["splash.description"] ?? "")}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">${css}</head>
<body class="splash"><main class="splash-main"><img src="/logo.svg" alt="${esc(nl["brand.name"] ?? "")}" width="160" height="42" class="splash-logo">
<h1 class="splash-heading"><span lang="nl-BE">${esc(nl["splash.choose"] ?? "")}</span> · <span lang="fr-BE">${esc(fr["splash.choose"] ?? "")}</span></h1>
<div class="splash-cards">${card("nl", nl)}${card("fr", fr)}</div></main></body></html>`;
}

export const splash = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (!c.var.belgianHost || c.req.method !== "GET") return next();
  if (url.searchParams.has(LANGUAGE_PARAM)) {
    const chosen = belgianPointOfSale(url.searchParams.get(LANGUAGE_PARAM) ?? undefined);
    if (!chosen) {
      // Not a language of this site: the same page without it (bad input degrades).
      c.header("Cache-Control", "no-store");
      return c.redirect(sameSitePath(url.pathname, searchWithoutLanguage(url.search)), 303);
    }
    // The page in that language, here, with no cookie needed (issue 25 item 19, decision 066): the
    // canonical, hreflang and sitemap URLs of the Belgian sites carry `lang`, and a crawler keeps
    // no cookie. Following such a link is a choice too: remembered for the pages without `lang`.
    await next();
    // After the render: the page's own Response replaces the context's headers.
    if ((c.res.headers.get("content-type") ?? "").includes("text/html")) setLastLanguage(c, chosen);
    return;
  }
  if (url.pathname === "/" && !cookieOf(c, LAST_LANGUAGE_COOKIE)) {
    // The answer depends on the lastLanguage cookie and may carry the visitor cookies (visitor.ts):
    // never stored by a shared cache, revalidated each visit (issue 25 item 26).
    return c.html(splashHtml(), 200, { "Cache-Control": "private, no-cache", Vary: "Cookie" });
  }
  await next();
});

/**
 * Belgian language switch (spec 001 §2 header: "language selector when a point of sale has several
 * languages (nl_BE Nederlands, fr_BE Français)"; issue 13 item 17).
 *
 * Each link goes to the same page with `lang=` (shared/markets.ts languageSwitchHref); the worker
 * remembers the choice in lastLanguage and redirects to the URL without `lang`
 * (worker/middleware/splash.ts). The server renders the href from the path and query; the hash,
 * where the search criteria live, only exists in the browser, so the href is rewritten from
 * window.location just before it is followed (pointer down, focus, click), which also covers
 * "open in a new tab".
 */
import type { SyntheticEvent } from "react";
import { useRouterState } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { languageSwitchHref, MARKETS } from "#shared/markets";
import { useShop, useT } from "../../shop/use-shop";

const CHOICES = ["nl_BE", "fr_BE"] as const;

function withCurrentHash(event: SyntheticEvent<HTMLAnchorElement>, language: "nl" | "fr") {
  event.currentTarget.href = languageSwitchHref(window.location, language);
}

export function LanguageSwitch() {
  const t = useT();
  const shop = useShop();
  // Path and query as the server saw them (no hash there, so none here: the first client render matches).
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, search: s.location.searchStr }) });
  return (
    <ul className={css({ display: "flex", gap: "2", listStyle: "none", m: 0, p: 0, flexShrink: 0 })} aria-label={t("shell.language")}>
      {CHOICES.map((pos) => {
        const { language, bcp47, languageName } = MARKETS[pos];
        const lang = language as "nl" | "fr";
        const follow = (e: SyntheticEvent<HTMLAnchorElement>) => withCurrentHash(e, lang);
        return (
          <li key={pos}>
            <a
              href={languageSwitchHref({ ...location, hash: "" }, lang)}
              onPointerDown={follow}
              onFocus={follow}
              onClick={follow}
              lang={bcp47}
              hrefLang={bcp47}
              aria-current={shop.market.pointOfSale === pos ? "true" : undefined}
              className={langLink}
            >
              {/* On phones the top bar shows the short code; the link's name stays the language's own name. */}
              <span aria-hidden="true" className={css({ display: { base: "inline", md: "none" } })}>{lang.toUpperCase()}</span>
              <span className={css({ srOnly: { base: true, md: false } })}>{languageName}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

const langLink = css({ color: "fg", textDecoration: "none", whiteSpace: "nowrap", px: "2", py: "1", borderRadius: "sm", "&[aria-current=true]": { bg: "bg.subtle", textDecoration: "underline" } });

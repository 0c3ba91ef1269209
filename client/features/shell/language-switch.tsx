/**
 * Belgian language switch (spec 001 §2 header: "language selector when a point of sale has several
 * languages (nl_BE Nederlands, fr_BE Français)"; issue 13 item 17).
 *
 * Each link goes to the page's counterpart in that language with `lang=` (language-switch-target.ts:
 * the page's own hreflang alternate, else the same path, else the other language's home when the
 * page has no counterpart; issue 25 item 18); the worker answers it in that language and remembers
 * the choice in lastLanguage (worker/middleware/splash.ts). The server renders the href from the
 * path and query; the hash, where the search criteria live, only exists in the browser, so the href
 * is rewritten from window.location just before it is followed (pointer down, focus, click), which
 * also covers "open in a new tab".
 */
import { useMemo, type SyntheticEvent } from "react";
import { useRouterState } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { MARKETS } from "#shared/markets";
import { useShop, useT } from "../../shop/use-shop";
import type { WithHead } from "../../shop/route-head";
import { languageSwitchTarget } from "./language-switch-target";

const CHOICES = ["nl_BE", "fr_BE"] as const;

type PageFacts = { alternates: { hrefLang?: string; href: string }[]; missing: boolean };

export function LanguageSwitch() {
  const t = useT();
  const shop = useShop();
  // Path and query as the server saw them (no hash there, so none here: the first client render matches).
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, search: s.location.searchStr }) });
  // The deepest page's alternates and whether it is a 404, from its loader's data (the same on both sides).
  // (as JSON text: an equal string does not re-render the switch on every router state change).
  const factsText = useRouterState({
    select: (s) => {
      const page = s.matches[s.matches.length - 1];
      const data = page?.loaderData as (WithHead & { status?: string }) | undefined;
      const facts: PageFacts = { alternates: data?.head?.links?.filter((l) => l.rel === "alternate") ?? [], missing: page?.status === "notFound" || data?.status === "missing" || page?.routeId === "/$" };
      return JSON.stringify(facts);
    },
  });
  const facts = useMemo(() => JSON.parse(factsText) as PageFacts, [factsText]);
  const withCurrentHash = (event: SyntheticEvent<HTMLAnchorElement>, language: "nl" | "fr") => {
    event.currentTarget.href = languageSwitchTarget({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, ...facts }, language);
  };
  return (
    <ul className={css({ display: "flex", gap: "2", listStyle: "none", m: 0, p: 0, flexShrink: 0 })} aria-label={t("shell.language")}>
      {CHOICES.map((pos) => {
        const { language, bcp47, languageName } = MARKETS[pos];
        const lang = language as "nl" | "fr";
        const follow = (e: SyntheticEvent<HTMLAnchorElement>) => withCurrentHash(e, lang);
        return (
          <li key={pos}>
            <a
              href={languageSwitchTarget({ ...location, hash: "", ...facts }, lang)}
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

/**
 * The grid of suggestion links under the results (spec 000 §2 "a grid of suggestion links (5
 * columns)", §3 "Suggestion link section: title, links (label, url, numberOfOffers)", §9). Plain
 * links and text: the server renders them, the browser hydrates them late (below-results.tsx).
 *
 * `serverLocation` is what the server rendered with; the hash's `location` takes over after
 * mount, so the hydration render matches the server's HTML. Each count is the heading count of
 * the search its link opens (worker/catalog/suggestion-links.ts; `data-figure`, issue 25).
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import type { Flow, SearchLocation } from "#shared/criteria";
import { useApi, useMounted, useShop, useT } from "../../../shop/use-shop";
import { suggestionLinksQueryOptions } from "./suggestion-links-query";

export function SuggestionLinks(props: { location: SearchLocation | null; serverLocation: SearchLocation | null; flow: Flow }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const mounted = useMounted();
  const location = mounted ? props.location : props.serverLocation;
  const { data } = useSuspenseQuery(suggestionLinksQueryOptions(api, market.pointOfSale, location, props.flow));
  if (!data.sections.length) return null;
  return (
    <nav aria-label={t("results.links.label")} className={css({ mt: "12", display: "flex", flexDirection: "column", gap: "8" })} data-testid="suggestion-links">
      {data.sections.map((section, i) => (
        <section key={`${section.kind}-${i}`} aria-labelledby={`suggestion-links-${i}`}>
          <h2 id={`suggestion-links-${i}`} className={css({ fontSize: "lg", fontWeight: "bold", mb: "3" })}>{section.title}</h2>
          <ul className={grid}>
            {section.links.map((link) => (
              <li key={link.url} className={css({ minW: 0 })}>
                <a href={link.url} className={linkCss}>
                  <span className={css({ fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{link.label}</span>
                  <span className={css({ color: "fg.muted", fontSize: "sm" })} data-figure="numberOfOffers" data-count={link.numberOfOffers}>{t("results.links.offers", { count: link.numberOfOffers })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

// Spec 000 §9 "suggestion links 5" columns on wide screens; 2 on phones, 3 on tablets.
const grid = css({
  listStyle: "none", p: 0, m: 0, display: "grid", gap: "3",
  gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))", lg: "repeat(5, minmax(0, 1fr))" },
});
const linkCss = css({
  display: "flex", flexDirection: "column", gap: "0.5", px: "3", py: "2", borderRadius: "md", borderWidth: "1px", borderColor: "border",
  bg: "bg", color: "fg", textDecoration: "none", minH: "11",
  _hover: { bg: "bg.subtle", borderColor: "primary" },
  _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
});

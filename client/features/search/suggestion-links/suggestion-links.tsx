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
import { suggestionLinks } from "styled-system/recipes";
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
    <nav aria-label={t("results.links.label")} className={styles.root} data-testid="suggestion-links">
      {data.sections.map((section, i) => (
        <section key={`${section.kind}-${i}`} aria-labelledby={`suggestion-links-${i}`}>
          <h2 id={`suggestion-links-${i}`} className={styles.title}>{section.title}</h2>
          <ul className={styles.grid}>
            {section.links.map((link) => (
              <li key={link.url} className={styles.item}>
                <a href={link.url} className={styles.link}>
                  <span className={styles.label}>{link.label}</span>
                  <span className={styles.count} data-figure="numberOfOffers" data-count={link.numberOfOffers}>{t("results.links.offers", { count: link.numberOfOffers })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** One class per element (client/theme/results-links-recipes.ts; decision 089). */
const styles = suggestionLinks();

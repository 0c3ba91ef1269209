/**
 * What the results page shows under its list, after the fallback: the suggestion link grid (and
 * the page's SEO text). One lazy chunk, rendered by the server and hydrated at the first interaction or when it must change
 * (shell/hydrate-when-visible.tsx, decision 026), so it adds nothing to what the
 * page loads before interaction.
 */
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { Flow, SearchLocation } from "#shared/criteria";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";

const SuggestionLinks = lazy(() => import("./suggestion-links").then((m) => ({ default: m.SuggestionLinks })));

export function BelowResults(props: { location: SearchLocation | null; serverLocation: SearchLocation | null; flow: Flow }) {
  if (props.flow === "activity") return null;
  return (
    <HydrateWhenVisible className={css({ mb: "12" })} on="interaction">
      <SuggestionLinks location={props.location} serverLocation={props.serverLocation} flow={props.flow} />
    </HydrateWhenVisible>
  );
}

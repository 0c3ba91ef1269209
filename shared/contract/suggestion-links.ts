/**
 * GET {api}/suggestionLinks.json: the grid of suggestion links under the results (spec 000 §2 "a
 * grid of suggestion links (5 columns)", §3 "Suggestion link section: title, links (label, url,
 * numberOfOffers)"). The spec shows no call for it: docs/decisions/025-fallback-suggestions.md.
 *
 * Query: locale, flow, and the search's location keys (one id per kind; lat/lng are ignored).
 * Answer: sections in display order. `kind` says what a section lists (the page writes its title
 * in the shopper's language from it and `place`): `nearby` destinations within 100 km of the
 * searched place (nearest first), `popular` destinations of the searched area (or of the whole
 * catalog without one; most offers first), `themes` of the searched place (most offers first).
 * `url` is a shop path (a search path, with the theme in the hash); `numberOfOffers` counts the
 * published stays (weekend packages) a link leads to.
 */
import * as v from "valibot";
import { FlowSchema, LocaleSchema, LOCATION_QUERY_ENTRIES } from "./common";

export const SuggestionLinksQuerySchema = v.object({
  locale: LocaleSchema,
  flow: v.optional(FlowSchema, "booking"),
  ...LOCATION_QUERY_ENTRIES,
});
export type SuggestionLinksQuery = v.InferOutput<typeof SuggestionLinksQuerySchema>;

export const SuggestionLinkSchema = v.object({ label: v.string(), url: v.string(), numberOfOffers: v.number() });

export const SuggestionLinkSectionSchema = v.object({
  kind: v.picklist(["nearby", "popular", "themes"]),
  /** The searched place's label (null without one): "Themes in {place}". */
  place: v.nullable(v.string()),
  /** Shop language title, for upstreams that send one; the shop writes its own from `kind`. */
  title: v.string(),
  links: v.array(SuggestionLinkSchema),
});

export const SuggestionLinksResponseSchema = v.object({ sections: v.array(SuggestionLinkSectionSchema) });
export type SuggestionLinksResponse = v.InferOutput<typeof SuggestionLinksResponseSchema>;
export type SuggestionLinkSection = v.InferOutput<typeof SuggestionLinkSectionSchema>;

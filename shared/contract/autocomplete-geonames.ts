/**
 * GET {api}/autocomplete-geonames.json: destination search box suggestions (spec 000 §3
 * "Destination suggestion", §4 destination, §7 Autocomplete).
 *
 * Query: locale, term (1..100 characters after trimming), maxResults (1..50, default 30).
 * Matching is diacritic-insensitive and by word prefix ('sain jea' finds Saint-Jean-de-Luz);
 * names in every language and common aliases match ('Brugge' and 'Bruges' find the same city).
 * Response: an array of suggestions, best first.
 */
import * as v from "valibot";
import { DestinationSuggestionSchema, LocaleSchema, queryInt, toSearchParams } from "./common";

/** A search term: trimmed, 1 to 100 characters. */
export const SearchTermSchema = v.pipe(
  v.string("term must be a string"),
  v.trim(),
  v.minLength(1, "term must not be empty"),
  v.maxLength(100, "term must be at most 100 characters"),
);

/** Query of GET autocomplete-geonames.json (strings in, typed values out). */
export const AutocompleteQuerySchema = v.object({
  locale: LocaleSchema,
  term: SearchTermSchema,
  maxResults: v.optional(queryInt(1, 50), "30"),
});
export type AutocompleteQuery = v.InferOutput<typeof AutocompleteQuerySchema>;

/** Writes the query string of an autocomplete call. */
export function toAutocompleteQuery(query: { locale: AutocompleteQuery["locale"]; term: string; maxResults?: number }): URLSearchParams {
  return toSearchParams(query);
}

/** Response: suggestions, best first. */
export const AutocompleteResponseSchema = v.array(DestinationSuggestionSchema);
export type AutocompleteResponse = v.InferOutput<typeof AutocompleteResponseSchema>;

/**
 * GET {api}/recommendedAutocomplete.json: suggestions shown when the destination field opens
 * (spec 000 §7 Autocomplete).
 *
 * Query: locale, q (optional, at most 100 characters), catalogSourceType and catalogSourceCode
 * (optional partner catalogue scoping, accepted and currently ignored), maxResults (default 10).
 * With an empty q: the most popular destinations (most bookable hotels). With q: like
 * autocomplete-geonames, restricted to places that have bookable offers.
 */
import * as v from "valibot";
import { DestinationSuggestionSchema, LocaleSchema, queryInt, toSearchParams } from "./common";

/** Query of GET recommendedAutocomplete.json. */
export const RecommendedAutocompleteQuerySchema = v.object({
  locale: LocaleSchema,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "q must be at most 100 characters")), ""),
  catalogSourceType: v.optional(v.pipe(v.string(), v.maxLength(40, "catalogSourceType too long"))),
  catalogSourceCode: v.optional(v.pipe(v.string(), v.maxLength(40, "catalogSourceCode too long"))),
  maxResults: v.optional(queryInt(1, 50), "10"),
});
export type RecommendedAutocompleteQuery = v.InferOutput<typeof RecommendedAutocompleteQuerySchema>;

/** Writes the query string of a recommended-autocomplete call. */
export function toRecommendedAutocompleteQuery(query: {
  locale: RecommendedAutocompleteQuery["locale"];
  q?: string;
  catalogSourceType?: string;
  catalogSourceCode?: string;
  maxResults?: number;
}): URLSearchParams {
  return toSearchParams(query);
}

/** Response: suggestions, best first. */
export const RecommendedAutocompleteResponseSchema = v.array(DestinationSuggestionSchema);
export type RecommendedAutocompleteResponse = v.InferOutput<typeof RecommendedAutocompleteResponseSchema>;

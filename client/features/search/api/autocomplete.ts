/**
 * Destination suggestions: GET /api/autocomplete-geonames.json (spec 000 §7; maxResults 30) and
 * GET /api/recommendedAutocomplete.json for the empty box. Failures are logged only (spec 000 §7).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { AutocompleteResponse } from "#shared/contract/autocomplete-geonames";

/** Suggestions for a typed term (trimmed, at most 100 characters). */
export function autocompleteQueryOptions(api: ApiFetch, pointOfSale: string, term: string) {
  const q = term.trim().slice(0, 100);
  return queryOptions({
    queryKey: ["autocomplete", pointOfSale, q.toLowerCase()],
    queryFn: () =>
      q
        ? apiJson<AutocompleteResponse>(api, `/api/autocomplete-geonames.json?${new URLSearchParams({ term: q, maxResults: "30" })}`)
        : apiJson<AutocompleteResponse>(api, "/api/recommendedAutocomplete.json?q="),
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /api/suggestionLinks.json (shared/contract/suggestion-links.ts) as TanStack Query options,
 * keyed by point of sale, flow and searched place. The search loader starts it on the server
 * (below the fold: it streams), the grid reads it with useSuspenseQuery.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { SuggestionLinksResponse } from "#shared/contract/suggestion-links";
import type { Flow, SearchLocation } from "#shared/criteria";

/** Query string of the searched place: its kind as the key (`city=2988507`); a hotel names no place. */
export function suggestionLinksPath(location: SearchLocation | null, flow: Flow): string {
  const q = new URLSearchParams();
  if (location && location.type !== "hotel") q.set(location.type, String(location.id));
  if (flow === "gifting") q.set("flow", "gifting");
  const s = q.toString();
  return `/api/suggestionLinks.json${s ? `?${s}` : ""}`;
}

export function suggestionLinksQueryOptions(api: ApiFetch, pointOfSale: string, location: SearchLocation | null, flow: Flow) {
  const path = suggestionLinksPath(location, flow);
  return queryOptions({
    queryKey: ["suggestionLinks", pointOfSale, path],
    // A failure shows no grid (the links are a help, not the page's purpose).
    queryFn: () => apiJson<SuggestionLinksResponse>(api, path).catch((): SuggestionLinksResponse => ({ sections: [] })),
    staleTime: 30 * 60_000,
  });
}

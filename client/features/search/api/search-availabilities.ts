/**
 * Availability and prices per day for the search calendar: GET /api/search/availabilities.json
 * (shared/contract/search-availabilities.ts, decision 022; spec 000 §4 "Changing the month asks
 * for more availability", §9 2 months on desktop, 4 on mobile). Loaded with the calendar chunk.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { LocationType } from "#shared/criteria";
import type { SearchAvailabilitiesResponse } from "#shared/contract/search-availabilities";

/** What the calendar's prices depend on: the search box's current criteria. */
export interface CalendarSearch {
  location: { type: LocationType; id: number } | null;
  theme?: number;
  a: number;
  c: number;
  b: number;
}

/** Location types the endpoint filters on (a hotel is not a search-calendar criterion). */
const LOCATION_KEYS: readonly LocationType[] = ["city", "poi", "department", "region", "country", "touristicregion", "searesort", "skiresort"];

/** Query options of `length` months (1..4) from `month` ('YYYY-MM'). */
export function searchAvailabilitiesQueryOptions(api: ApiFetch, pointOfSale: string, search: CalendarSearch, month: string, length: number) {
  const params = new URLSearchParams({ month, length: String(length), adult: String(search.a), child: String(search.c), baby: String(search.b) });
  if (search.location && LOCATION_KEYS.includes(search.location.type)) params.set(search.location.type, String(search.location.id));
  if (search.theme) params.set("theme", String(search.theme));
  return queryOptions({
    queryKey: ["search-availabilities", pointOfSale, params.toString()],
    queryFn: () => apiJson<SearchAvailabilitiesResponse>(api, `/api/search/availabilities.json?${params}`),
    staleTime: 5 * 60_000,
  });
}

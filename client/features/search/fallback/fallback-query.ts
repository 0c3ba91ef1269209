/**
 * The fallback searches of a results page (spec 000 §4 "Fallback logic", §7 "Fallback search"):
 * POST /api/offers.json for each relaxed search of shared/fallback.ts, in table order, with
 * pagination limit 3 (FALLBACK_PAGE_SIZE), fetchPageModel false, the catalog search provider,
 * and `excludedHotelIds` holding the hotels already shown (the main list's and every earlier
 * block's). A failed or empty search shows nothing; at most MAX_FALLBACK_BLOCKS blocks.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
import type { HotelWithPackages, OffersResponse } from "#shared/contract/offers";
import { serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { FALLBACK_PAGE_SIZE, MAX_FALLBACK_BLOCKS, excludedAfter, relaxedSearches, type FallbackKey, type PlaceContext } from "#shared/fallback";
import { offersBody } from "#shared/search-request";

/** One block: what it relaxed, the relaxed criteria (hash shape) and up to 3 hotels. */
export interface FallbackBlock {
  key: FallbackKey;
  criteria: SearchCriteria;
  hotels: HotelWithPackages[];
  hotelIds: number[];
}

/** The offers.json body of one fallback search (spec 000 §7). */
export function fallbackBody(criteria: SearchCriteria, flow: Flow, excludedHotelIds: number[]) {
  const body = offersBody(criteria, flow, 0, FALLBACK_PAGE_SIZE);
  return {
    ...body,
    searchProvider: "catalog",
    fetchPageModel: false,
    // Spec 000 §7's fallback search names no performMapSearch: no pins for a block of three.
    performMapSearch: false,
    searchCriterias: {
      ...body.searchCriterias,
      filters: { ...body.searchCriterias.filters, property: { ...body.searchCriterias.filters.property, excludedHotelIds } },
    },
  };
}

/** What the main answer says about its place (searchDetails), for the destination expansion. */
export function placeOf(main: Pick<OffersResponse, "searchDetails">): PlaceContext {
  const d = main.searchDetails;
  return {
    centre: d.location ? { latitude: d.location.latitude, longitude: d.location.longitude } : null,
    hierarchy: d.locationHierarchy ?? [],
    label: d.destination?.label ?? null,
  };
}

/**
 * Runs the relaxed searches one after the other (each excludes what the previous blocks show)
 * until MAX_FALLBACK_BLOCKS blocks have hotels. Never rejects: a failed search is skipped.
 */
export async function fetchFallbackBlocks(api: ApiFetch, criteria: SearchCriteria, flow: Flow, mainIds: number[], place: PlaceContext): Promise<FallbackBlock[]> {
  const blocks: FallbackBlock[] = [];
  for (const search of relaxedSearches(criteria, place)) {
    if (blocks.length >= MAX_FALLBACK_BLOCKS) break;
    try {
      const body = fallbackBody(search.criteria, flow, excludedAfter(mainIds, blocks));
      const answer = await apiJson<OffersResponse>(api, "/api/offers.json", postJson(body));
      const hotels = answer.exactMatch.slice(0, FALLBACK_PAGE_SIZE);
      if (hotels.length) blocks.push({ ...search, hotels, hotelIds: hotels.map((h) => h.id) });
    } catch {
      // Spec 000 §7: failure shows nothing for this search.
    }
  }
  return blocks;
}

export function fallbackQueryOptions(api: ApiFetch, pointOfSale: string, criteria: SearchCriteria, flow: Flow, main: Pick<OffersResponse, "searchDetails"> & { exactMatch: readonly { id: number }[] }) {
  const mainIds = main.exactMatch.map((h) => h.id);
  const place = placeOf(main);
  return queryOptions({
    queryKey: ["fallback", pointOfSale, flow, serializeCriteria({ ...criteria, label: undefined }), mainIds.join(","), JSON.stringify(place)],
    queryFn: () => fetchFallbackBlocks(api, criteria, flow, mainIds, place),
    staleTime: 5 * 60_000,
  });
}

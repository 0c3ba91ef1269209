/**
 * Announcement banners of every page family: GET /api/cms/announcementBanner (spec 001 §7). Never
 * rejects: a failed call is no banner (spec 001 §8 "Missing banner data: empty fallback"). Holds
 * the point of sale's entries only (bannersOf).
 *
 * To show the banner on a page, start this query in the route loader
 * (`context.queryClient.ensureQueryData(announcementBannersQuery(context.api, pointOfSale))`, it is
 * small and above the fold) and render `<AnnouncementBanner page="searchPages" flow={flow} />`.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { AnnouncementBannersResponse } from "#shared/contract/cms";
import { bannersOf } from "./announcement-for";

const EMPTY: AnnouncementBannersResponse = { homePages: [], searchPages: [], productPages: [] };

export function announcementBannersQuery(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["cms", "announcementBanner", pointOfSale],
    // Every locale's banners come in one answer (spec 001 §7: no parameter); the page's only are
    // kept, so the page's dehydrated state carries one language, not six (issue 28).
    queryFn: () => apiJson<AnnouncementBannersResponse>(api, "/api/cms/announcementBanner").then((r) => bannersOf(r, pointOfSale)).catch(() => EMPTY),
    staleTime: 5 * 60_000,
  });
}

/**
 * Announcement banners of every page family: GET /api/cms/announcementBanner (spec 001 §7). Never
 * rejects: a failed call is no banner (spec 001 §8 "Missing banner data: empty fallback").
 *
 * To show the banner on a page, start this query in the route loader
 * (`context.queryClient.ensureQueryData(announcementBannersQuery(context.api, pointOfSale))`, it is
 * small and above the fold) and render `<AnnouncementBanner page="searchPages" flow={flow} />`.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { AnnouncementBannersResponse } from "#shared/contract/cms";

const EMPTY: AnnouncementBannersResponse = { homePages: [], searchPages: [], productPages: [] };

export function announcementBannersQuery(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["cms", "announcementBanner", pointOfSale],
    queryFn: () => apiJson<AnnouncementBannersResponse>(api, "/api/cms/announcementBanner").catch(() => EMPTY),
    staleTime: 5 * 60_000,
  });
}

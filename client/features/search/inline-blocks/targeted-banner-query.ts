/**
 * The results page's targeted banner: GET /api/content/targetedBanner.json (spec 001 §7, no
 * payload; every locale's banners in one answer, shared by all visitors and cached as such). The
 * query selects the point of sale's banner for the flow, or null (none, or the call failed: never
 * rejects). docs/decisions/070.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { TargetedBanner, TargetedBannerResponse } from "#shared/contract/cms";

export function targetedBannerQuery(api: ApiFetch, pointOfSale: string, flow: string) {
  return queryOptions({
    queryKey: ["content", "targetedBanner", pointOfSale, flow],
    queryFn: async (): Promise<TargetedBanner | null> => {
      const entries = await apiJson<TargetedBannerResponse>(api, "/api/content/targetedBanner.json").catch((): TargetedBannerResponse => []);
      return entries.find((e) => e.locale === pointOfSale && e.flow === flow)?.banner ?? null;
    },
    staleTime: 5 * 60_000,
  });
}

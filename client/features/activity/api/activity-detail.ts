/**
 * Activity page detail: GET /api/activity-only/weekend/{id}/detail.json (shared/contract/
 * activity-detail.ts). The loader and the page build their query with these same options, so they
 * share one cache entry. The detail does not depend on the hash (the people count only picks a
 * line of its price table).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";

export function activityDetailQueryOptions(api: ApiFetch, pointOfSale: string, id: number) {
  const path = `/api/activity-only/weekend/${id}/detail.json`;
  return queryOptions({
    queryKey: ["activity-detail", pointOfSale, id],
    queryFn: () => apiJson<ActivityDetailResponse>(api, path),
  });
}

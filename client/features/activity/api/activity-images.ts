/**
 * The activity page's gallery: GET /api/activities/{id}/images.json with locale (spec 001 §7
 * "activities/{id}/images.json | locale | images"; shared/contract/activity-images.ts). Asked by
 * the loader beside the detail. Never rejects: a failed call answers null and the page shows the
 * detail's `images` (a rejection after the page was streamed, e.g. when the detail failed first and
 * the error page went out, was an unhandled rejection in the worker).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { ActivityImagesResponse } from "#shared/contract/activity-images";

export function activityImagesQueryOptions(api: ApiFetch, pointOfSale: string, id: number) {
  return queryOptions({
    queryKey: ["activity-images", pointOfSale, id],
    queryFn: () => apiJson<ActivityImagesResponse>(api, `/api/activities/${id}/images.json?locale=${pointOfSale}`).catch((): ActivityImagesResponse | null => null),
    retry: false,
  });
}

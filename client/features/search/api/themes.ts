/**
 * Themes for the theme picker: GET /api/themes.json (catalog reference data; the spec's theme
 * list endpoint is not shown, docs/decisions/003-routes.md).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { ThemesResponse } from "#shared/contract/themes";

export function themesQueryOptions(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["themes", pointOfSale],
    queryFn: () => apiJson<ThemesResponse>(api, "/api/themes.json"),
    staleTime: 60 * 60_000,
  });
}

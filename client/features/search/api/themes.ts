/**
 * Themes for the theme picker: GET /api/themes.json (catalog reference data; the spec's theme
 * list endpoint is not shown, docs/decisions/003-routes.md).
 */
import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { apiJson, type ApiFetch } from "#shared/api-fetch";

export const ThemesResponseSchema = v.array(v.object({ id: v.number(), label: v.string(), slug: v.string(), flow: v.string() }));

export function themesQueryOptions(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["themes", pointOfSale],
    queryFn: () => apiJson(api, "/api/themes.json", ThemesResponseSchema),
    staleTime: 60 * 60_000,
  });
}

/**
 * The header menu of the point of sale and flow: GET /api/cms/menu?flow (spec 001 §2 Header;
 * shared/contract/menu.ts). Fetched on demand (first pointer or focus on a menu trigger), never
 * during SSR: the tabs are the shop's own links. A failed call rejects (the menu says so and keeps
 * the tabs' plain links).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { MenuFlow, MenuResponse } from "#shared/contract/menu";

export function menuQuery(api: ApiFetch, pointOfSale: string, flow: MenuFlow) {
  return queryOptions({
    queryKey: ["cms", "menu", pointOfSale, flow],
    queryFn: () => apiJson<MenuResponse>(api, `/api/cms/menu?flow=${flow}`),
    staleTime: 10 * 60_000,
    retry: 1,
  });
}

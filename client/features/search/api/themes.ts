/**
 * Themes for the theme picker: GET /api/themes.json (catalog reference data; the spec's theme
 * list endpoint is not shown, docs/decisions/003-routes.md).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { ThemesResponse } from "#shared/contract/themes";
import type { RouterContext } from "../../../shop/context";
import { prefetchGated } from "../../../shop/gated-queries";

export function themesQueryOptions(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["themes", pointOfSale],
    queryFn: () => apiJson<ThemesResponse>(api, "/api/themes.json"),
    staleTime: 60 * 60_000,
  });
}

/**
 * Puts the themes in the query cache before the page renders, so the server renders the theme
 * picker complete and the browser reads them from the stream instead of fetching them after
 * hydration (docs/decisions/016). Never rejects: on failure the picker offers "all themes" only.
 * `gated`: the page reads them only inside a hydration gate (the results page's summary and
 * filters): they stay out of its state and the search box fetches them when its gate opens
 * (shop/gated-queries.ts, decision 089).
 */
export function prefetchThemes(context: Pick<RouterContext, "queryClient" | "api" | "shop">, opts: { gated?: boolean } = {}): Promise<void> {
  const options = themesQueryOptions(context.api, context.shop.market.pointOfSale);
  return opts.gated ? prefetchGated(context.queryClient, options) : context.queryClient.prefetchQuery(options);
}

/**
 * Gift block items: GET /api/cms/giftBlock (spec 001 §3 "Gift block per locale", §7). Never
 * rejects: a failed call is no gift block. Holds the point of sale's items only.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { GiftBlockResponse } from "#shared/contract/cms";

export function cmsGiftBlockQuery(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["cms", "giftBlock", pointOfSale],
    // Every locale's items come in one answer (spec 001 §7); the page's only are kept (and dehydrated: issue 28).
    queryFn: () => apiJson<GiftBlockResponse>(api, "/api/cms/giftBlock").then((items) => items.filter((i) => i.locale === pointOfSale)).catch((): GiftBlockResponse => []),
    staleTime: 5 * 60_000,
  });
}

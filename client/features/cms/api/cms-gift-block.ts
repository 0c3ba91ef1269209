/**
 * Gift block items: GET /api/cms/giftBlock (spec 001 §3 "Gift block per locale", §7). Never
 * rejects: a failed call is no gift block.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { GiftBlockResponse } from "#shared/contract/cms";

export function cmsGiftBlockQuery(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["cms", "giftBlock", pointOfSale],
    queryFn: () => apiJson<GiftBlockResponse>(api, "/api/cms/giftBlock").catch((): GiftBlockResponse => []),
    staleTime: 5 * 60_000,
  });
}

/**
 * The results page's box carousel: GET /api/cms/box-block-serp (spec 001 §7 "GET /api/cms/promoBars,
 * /api/cms/box-block-serp"). Never rejects: a failed call is no carousel (null).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { BoxBlockSerpResponse } from "#shared/contract/cms";

export function boxBlockSerpQuery(api: ApiFetch, pointOfSale: string) {
  return queryOptions({
    queryKey: ["cms", "boxBlockSerp", pointOfSale],
    queryFn: () => apiJson<BoxBlockSerpResponse>(api, "/api/cms/box-block-serp").catch((): BoxBlockSerpResponse | null => null),
    staleTime: 5 * 60_000,
  });
}

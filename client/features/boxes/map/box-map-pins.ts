/**
 * The box offers map's request (spec 001 §7 "GET boxes/{code}/offers … or performMapSearch true"):
 * every stay the box redeems as a pin (id, position, price in cents, title, stay page). Loaded with
 * the box map overlay only. Rejects with the API's error (shared/api-fetch apiJson).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { BoxOffersResponse } from "#shared/contract/boxes";
import type { PinBase } from "../../map";

/** A box offer's pin. `sellPrice` 0 and no label when the upstream answers only the spec's id and position. */
export interface BoxPin extends PinBase {
  label: string | null;
  uri: string;
}

export function boxMapPinsQueryOptions(api: ApiFetch, pointOfSale: string, code: string) {
  const query = new URLSearchParams({ locale: pointOfSale, performMapSearch: "true" }).toString();
  return queryOptions({
    queryKey: ["box-map-pins", pointOfSale, code],
    queryFn: async (): Promise<{ pins: BoxPin[]; exactMatch: boolean }> => {
      const answer = await apiJson<BoxOffersResponse>(api, `/api/boxes/${encodeURIComponent(code)}/offers?${query}`);
      return {
        exactMatch: answer.exactMatch,
        pins: answer.mapOffers.map((o) => ({ id: o.id, location: o.location, sellPrice: o.sellPrice ?? 0, label: o.label ?? null, uri: o.uri ?? `/stay/${o.id}` })),
      };
    },
    staleTime: 60_000,
  });
}

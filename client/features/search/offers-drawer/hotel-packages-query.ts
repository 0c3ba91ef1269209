/**
 * The hotel offers drawer's call: POST /api/offers.json for the card's hotel (spec 000 §7 "POST
 * {api}/offers.json for the hotel drawer: body with search criteria, hotelId, orderBy priceAsc,
 * packages per hotel; type gift in gifting"; spec 001 §7 "hotel packages"), as TanStack Query
 * options keyed by point of sale, hotel, flow and the search's criteria. Loaded with the drawer's
 * chunk. The answer's row of the hotel becomes the drawer's offers (order-offers.ts).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
import type { OffersResponse } from "#shared/contract/offers";
import type { ProductOffer } from "#shared/contract/product-offers";
import { serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { hotelPackagesBody } from "#shared/search-request";
import { productOfferOf } from "#shared/product-offer";

/** One package card of the answer as a drawer row (shared/product-offer.ts, as the catalog's offers map). */
export const drawerOfferOf = productOfferOf;

/** The drawer's offers of `hotelId` from an offers.json answer, keyed by weekend id (empty when the hotel no longer matches). */
export function hotelOffersOf(answer: OffersResponse, hotelId: number): Record<string, ProductOffer> {
  const row = answer.exactMatch.find((h) => h.id === hotelId);
  const offers: Record<string, ProductOffer> = {};
  for (const card of row ? [row.mainPackage, ...row.otherPackages] : []) offers[String(card.id)] = drawerOfferOf(card);
  return offers;
}

export function hotelPackagesQueryOptions(api: ApiFetch, pointOfSale: string, hotelId: number, criteria: SearchCriteria, flow: Flow) {
  return queryOptions({
    queryKey: ["hotel-packages", pointOfSale, hotelId, flow, serializeCriteria({ ...criteria, label: undefined })],
    queryFn: async () => hotelOffersOf(await apiJson<OffersResponse>(api, "/api/offers.json", postJson(hotelPackagesBody(criteria, flow, hotelId))), hotelId),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The search map's requests (spec 000 §7 POST offers.json with performMapSearch; "Hotel drawer"
 * offers.json with hotelId), as TanStack Query options. Loaded with the map overlay only.
 *
 * - `mapPinsQueryOptions`: every matching hotel's pin (id, position in degrees, main package
 *   price in cents) from the same criteria as the results list, plus the destination's centre
 *   (searchDetails.location) the map opens on. One list row is asked for (the pins are the point).
 * - `hotelOfferQueryOptions`: a pin's card, the hotel's main offer for the same criteria.
 * Both reject with the API's error (shared/api-fetch apiJson).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
import type { HotelWithPackages, OffersResponse } from "#shared/contract/offers";
import { serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { offersBody } from "#shared/search-request";
import type { LatLng } from "../lib/view";

/** A hotel's pin: hotel id, position, main package price (cents). */
export interface MapPin {
  id: number;
  location: LatLng;
  sellPrice: number;
}

/** What the map draws: the pins, the destination's centre when the answer gives one, the hotel count. */
export interface MapPins {
  pins: MapPin[];
  destinationCentre: LatLng | null;
  total: number;
}

/** Body of the pins request: the results list's body (shared/search-request.ts) with performMapSearch. */
export function mapPinsBody(criteria: SearchCriteria, flow: Flow) {
  return { ...offersBody(criteria, flow, 0, 1), performMapSearch: true };
}

const keyOf = (criteria: SearchCriteria) => serializeCriteria({ ...criteria, label: undefined });

export function mapPinsQueryOptions(api: ApiFetch, pointOfSale: string, criteria: SearchCriteria, flow: Flow) {
  return queryOptions({
    queryKey: ["map-pins", pointOfSale, flow, keyOf(criteria)],
    queryFn: async (): Promise<MapPins> => {
      const answer = await apiJson<OffersResponse>(api, "/api/offers.json", postJson(mapPinsBody(criteria, flow)));
      const loc = answer.searchDetails.location;
      return {
        pins: answer.mapResults ?? [],
        destinationCentre: loc ? { lat: loc.latitude, lng: loc.longitude } : null,
        total: answer.searchDetails.totalCount,
      };
    },
    staleTime: 60_000,
  });
}

/** The hotel's row (main offer first) for the search's criteria, or null when it no longer matches. */
export function hotelOfferQueryOptions(api: ApiFetch, pointOfSale: string, criteria: SearchCriteria, flow: Flow, hotelId: number) {
  const forHotel: SearchCriteria = { ...criteria, location: { type: "hotel", id: hotelId } };
  return queryOptions({
    queryKey: ["map-hotel-offer", pointOfSale, flow, hotelId, keyOf(criteria)],
    queryFn: async (): Promise<HotelWithPackages | null> => {
      const answer = await apiJson<OffersResponse>(api, "/api/offers.json", postJson({ ...offersBody(forHotel, flow, 0, 1), performMapSearch: false }));
      return answer.exactMatch[0] ?? null;
    },
    staleTime: 60_000,
  });
}

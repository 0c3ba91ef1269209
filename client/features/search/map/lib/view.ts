/**
 * Where the search map opens and what 'Search this area' searches (spec 000 §7 "Map: Zoom: hotel
 * 14, city 12, department 9, region 8, large 6; default centre Barcelona; a refresh uses the map
 * centre and bounds"). Pure: no MapLibre here, so the rules are unit-tested apart from WebGL. The
 * geometry both maps share (bounds, markers in view, decluttering) is in client/features/map/lib/geometry.ts.
 *
 * Coordinates are degrees (WGS84), distances km, zoom MapLibre's web-mercator zoom levels.
 */
import { DISTANCE_LIMITS, type LocationType, type SearchCriteria } from "#shared/criteria";
import { countryView, type Bounds, type LatLng, type MapView } from "../../../map";

export type { Bounds, LatLng, MapView } from "../../../map";
export { BARCELONA, boundsOf, COUNTRY_CENTRES, declutter, LARGE_ZOOM, pinsInView } from "../../../map";

/** Zoom per destination type (spec 000 §7). Places like a city (poi, resorts) use the city's; a country is "large". */
export const ZOOM_BY_TYPE: Readonly<Record<LocationType, number>> = {
  hotel: 14,
  city: 12,
  poi: 12,
  searesort: 12,
  skiresort: 12,
  department: 9,
  region: 8,
  touristicregion: 8,
  country: 6,
};

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Bounds of a circle of `km` around `centre` (its enclosing box). */
export function boundsAround(centre: LatLng, km: number): Bounds {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLng = dLat / Math.max(0.01, Math.cos(rad(centre.lat)));
  return [
    [centre.lng - dLng, centre.lat - dLat],
    [centre.lng + dLng, centre.lat + dLat],
  ];
}

/**
 * The view the map opens on, first rule that applies:
 * 1. the search has its own centre and radius (lat/lng + distanceMax: a 'Search this area', the
 *    distance filter, 'Travel locally!'): fit that circle;
 * 2. the search has a destination whose centre is known (`destinationCentre`, the offers answer's
 *    searchDetails.location): that centre, zoomed by the destination's type (ZOOM_BY_TYPE);
 *    lat/lng without a radius count as a city-sized centre;
 * 3. a hotel whose centre the answer did not give: its pin at the hotel's zoom;
 * 4. no destination (or one whose centre is unknown): the market country's centre (`country`, ES FR
 *    IT BE NL; spec 001 §9 "Default map centres per country") at the large zoom, Barcelona at the
 *    city's zoom as the last fallback (spec 000 §7 "default centre Barcelona"). The pins do not
 *    move the opening view: a search of the whole catalogue has pins in three countries, and
 *    fitting them showed Spain, France and Belgium at once (issue 26).
 */
export function initialView(input: {
  criteria: Pick<SearchCriteria, "location" | "lat" | "lng" | "distanceMax">;
  destinationCentre: LatLng | null;
  pins: readonly { location: LatLng }[];
  country: string;
}): MapView {
  const { criteria } = input;
  if (criteria.lat !== undefined && criteria.lng !== undefined) {
    const centre = { lat: criteria.lat, lng: criteria.lng };
    if (criteria.distanceMax !== undefined && criteria.distanceMax > 0) return { kind: "fit", bounds: boundsAround(centre, criteria.distanceMax) };
    return { kind: "centre", centre, zoom: criteria.location ? ZOOM_BY_TYPE[criteria.location.type] : ZOOM_BY_TYPE.city };
  }
  if (criteria.location && input.destinationCentre) {
    return { kind: "centre", centre: input.destinationCentre, zoom: ZOOM_BY_TYPE[criteria.location.type] };
  }
  if (criteria.location?.type === "hotel" && input.pins.length > 0) {
    return { kind: "centre", centre: input.pins[0]!.location, zoom: ZOOM_BY_TYPE.hotel };
  }
  return countryView(input.country);
}

/** Coordinates in the hash: 5 decimals (about 1 m), enough for a map centre. */
const round5 = (x: number) => Math.round(x * 100_000) / 100_000;

/**
 * The criteria of 'Search this area' (spec 000 §7 "a refresh uses the map centre and bounds"):
 * the map's centre becomes lat/lng and the radius the distance from it to the farthest corner of
 * the visible bounds (so every hotel in view is searched), rounded up to whole km and held within
 * the distance filter's 1..300 km (DISTANCE_LIMITS). The destination and its label are dropped
 * (`label` names the area for the search box instead); dates, party, theme, filters and sort stay;
 * a distance minimum is dropped (the area is the whole circle).
 */
export function areaCriteria(criteria: SearchCriteria, centre: LatLng, bounds: Bounds, label: string): SearchCriteria {
  const [[w, s], [e, n]] = bounds;
  const c = { lat: round5(centre.lat), lng: round5(centre.lng) };
  const corners = [{ lat: s, lng: w }, { lat: s, lng: e }, { lat: n, lng: w }, { lat: n, lng: e }];
  const radius = Math.max(...corners.map((p) => distanceKm(c, p)));
  const distanceMax = Math.min(DISTANCE_LIMITS.max, Math.max(1, Math.ceil(radius)));
  const { distanceMin: _min, location: _location, label: _label, ...rest } = criteria;
  return { ...rest, location: null, label, lat: c.lat, lng: c.lng, distanceMax };
}

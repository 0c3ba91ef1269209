/**
 * The local search of 'Travel locally!' (spec 000 §2, §9 "Local search distances 100, 200, 300
 * km, default 200"): pure, so the rule is unit-tested apart from the browser's geolocation.
 */
import type { SearchCriteria } from "#shared/criteria";

export const LOCAL_DISTANCES_KM = [100, 200, 300] as const;
export const DEFAULT_LOCAL_DISTANCE_KM = 200;

/** Why no position: the browser has no geolocation, the shopper refused, or it failed (timeout, no fix). */
export type LocateProblem = "unsupported" | "denied" | "unavailable";

/**
 * Criteria of a search around `coords` (degrees, rounded to 4 decimals, about 11 m: enough for
 * a 100 km radius, and the hash does not carry a precise home address) within `km` (one of
 * LOCAL_DISTANCES_KM, else the default). Keeps the party and the dates; drops the place, theme
 * and filters; sorts by distance. `label` names the place for the search box ("Around me").
 */
export function localSearchCriteria(criteria: SearchCriteria, coords: { latitude: number; longitude: number }, km: number, label: string): SearchCriteria {
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  const distanceMax = (LOCAL_DISTANCES_KM as readonly number[]).includes(km) ? km : DEFAULT_LOCAL_DISTANCE_KM;
  const out: SearchCriteria = {
    location: null,
    label,
    a: criteria.a, c: criteria.c, b: criteria.b, s: criteria.s,
    lat: round(coords.latitude), lng: round(coords.longitude), distanceMax,
    sort: "distance",
    hotelTypes: [], hotelEnvironments: [], hotelStyles: [], stars: [], facilities: [], tags: [],
  };
  if (criteria.checkin && criteria.checkout) {
    out.checkin = criteria.checkin;
    out.checkout = criteria.checkout;
  }
  return out;
}

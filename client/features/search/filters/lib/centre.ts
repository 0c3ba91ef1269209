/**
 * What the distance filter needs from the search answer (spec 000 §5):
 * - `centreOf`: the centre it measures from when the hash has no lat/lng: the searched
 *   destination's coordinates in the offers answer (searchDetails.location), or null ("applies
 *   only when ... lat/lng are known");
 * - `distanceScaleOf`: the slider's range, 0-300 km, or with a city selected the city's bounds
 *   (searchDetails.location.distanceBounds; docs/decisions/040).
 * Kept apart from filter-state.ts so the results page reads them without the filters' code.
 */
import { DISTANCE_LIMITS } from "#shared/criteria";
import type { OffersResponse } from "#shared/contract/offers";
import type { KnownCentre } from "./filter-state";

export function centreOf(answer: Pick<OffersResponse, "searchDetails"> | undefined): KnownCentre | null {
  const loc = answer?.searchDetails?.location;
  return loc ? { lat: loc.latitude, lng: loc.longitude } : null;
}

/** The distance slider's range, km (spec 000 §5): 0-300, or the searched city's bounds. */
export interface DistanceScale {
  min: number;
  max: number;
}

/**
 * The distance slider's range for a search answer: the bounds it gives for its place, kept
 * inside 0-300 and rounded to the km; 0-300 without them (no answer yet, not a city, an upstream
 * that sends none) or when they make no range.
 */
export function distanceScaleOf(answer: Pick<OffersResponse, "searchDetails"> | undefined): DistanceScale {
  const bounds = answer?.searchDetails?.location?.distanceBounds;
  if (!bounds || !Number.isFinite(bounds.min) || !Number.isFinite(bounds.max)) return { ...DISTANCE_LIMITS };
  const min = Math.max(DISTANCE_LIMITS.min, Math.round(bounds.min));
  const max = Math.min(DISTANCE_LIMITS.max, Math.round(bounds.max));
  return min < max ? { min, max } : { ...DISTANCE_LIMITS };
}

/**
 * The centre the distance filter measures from when the hash has no lat/lng: the searched
 * destination's coordinates in the offers answer (searchDetails.location), or null (spec 000 §5
 * "applies only when ... lat/lng are known"). The slider's range (a city's bounds) is read by the
 * filters' own code (filter-state.ts `distanceScaleOf`), loaded on demand.
 */
import type { OffersResponse } from "#shared/contract/offers";
import type { KnownCentre } from "./filter-state";

export function centreOf(answer: Pick<OffersResponse, "searchDetails"> | undefined): KnownCentre | null {
  const loc = answer?.searchDetails?.location;
  return loc ? { lat: loc.latitude, lng: loc.longitude } : null;
}

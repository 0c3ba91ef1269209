/**
 * The destination radius label (spec 000 §9 "Destination radius label 'And 30km around'"; §5
 * distance filter; docs/decisions/040): shown with a city destination when the search covers the
 * hotels around it, i.e. the criteria carry a centre and a maximum distance (the 'Include offers
 * around' switch on). The label gives that distance, 30 km being the city's default top bound.
 * Without a radius a city search returns the city's own hotels, so no label is shown: it would
 * promise hotels the results do not hold.
 */
import type { SearchCriteria } from "#shared/criteria";

/** km for 'And {km} km around', or null when the label is not shown. */
export function aroundLabelKm(criteria: Pick<SearchCriteria, "location" | "lat" | "lng" | "distanceMax">): number | null {
  if (criteria.location?.type !== "city") return null;
  if (criteria.lat === undefined || criteria.lng === undefined || criteria.distanceMax === undefined) return null;
  return criteria.distanceMax > 0 ? criteria.distanceMax : null;
}

/**
 * The filter sections (spec 000 §2 filter bar, modal, drawer), the hash params each one owns, and
 * the Filter button's active count. Kept apart from filter-state.ts so the action bar, which is in
 * the results page's first load, carries only this (decision 014); the rules load with the panels.
 */
import type { SearchCriteria } from "#shared/criteria";

/** The filter groups a panel may show or clear (spec 000 §2 filter bar and drawer). */
export type FilterSection =
  | "activities" | "budget" | "score" | "distance" | "stars" | "facilities" | "hotelTypes" | "hotelEnvironments" | "hotelStyles";

/** Criteria param names each section owns. */
export const SECTION_PARAMS: Record<FilterSection, (keyof SearchCriteria)[]> = {
  activities: ["tags"],
  budget: ["priceMin", "priceMax"],
  score: ["hotelScore"],
  distance: ["distanceMin", "distanceMax"],
  stars: ["stars"],
  facilities: ["facilities"],
  hotelTypes: ["hotelTypes"],
  hotelEnvironments: ["hotelEnvironments"],
  hotelStyles: ["hotelStyles"],
};

/** Every filter section, in the mobile modal's order. */
export const ALL_SECTIONS: FilterSection[] = ["activities", "budget", "distance", "score", "stars", "facilities", "hotelTypes", "hotelEnvironments", "hotelStyles"];

/** Number of active choices in the committed criteria (the Filter button's count, spec 000 §2). */
export function activeFilterCount(criteria: SearchCriteria, sections: readonly FilterSection[] = ALL_SECTIONS): number {
  let n = 0;
  for (const s of sections) {
    if (s === "budget") n += criteria.priceMin !== undefined || criteria.priceMax !== undefined ? 1 : 0;
    else if (s === "distance") n += criteria.distanceMin !== undefined || criteria.distanceMax !== undefined ? 1 : 0;
    else if (s === "score") n += criteria.hotelScore ? 1 : 0;
    else n += (criteria[SECTION_PARAMS[s][0]!] as unknown[]).length;
  }
  return n;
}

/**
 * The filter panels' state and its rules (spec 000 §3 "UI filter state", §4 filter panels, §5
 * price and distance sliders, score and star tiers, zero-count options). Pure: no React, no DOM.
 *
 * A panel edits a draft `FilterState` built from the committed criteria (the URL hash). Confirm
 * turns the draft back into criteria with `applyFilters` (every filter param written, absent ones
 * removed); cancel, Escape and closing rebuild the draft from the hash (`filtersFromCriteria`).
 * Units: budget in cents, distances in km.
 */
import { DISTANCE_LIMITS, PRICE_SLIDER, serializeCriteria, withoutDistance, type Flow, type SearchCriteria } from "#shared/criteria";
import { ALL_SECTIONS, SECTION_PARAMS, type FilterSection } from "./sections";

export { activeFilterCount, ALL_SECTIONS, type FilterSection } from "./sections";

/** The draft a filter panel edits (spec 000 §3 "UI filter state"). */
export interface FilterState {
  /** Activity ids (hash `tags`). */
  activities: number[];
  /** cents; undefined = no bound. */
  budget: { min?: number; max?: number };
  /** Minimum review score 9, 8 or 7; 0 = all. */
  hotelScore: number;
  /** 'Include offers around' switch; the distance applies only when on and lat/lng are known. */
  around: boolean;
  /** km, 0..300. */
  distance: { min: number; max: number };
  stars: number[];
  /** Facility keys, 'pets' included (sent as petsAllowed). */
  facilities: string[];
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
}

/** Score tiers (spec 000 §5, §9). */
export const SCORE_TIERS = [9, 8, 7] as const;
/** Star tiers (spec 000 §5, §9). */
export const STAR_TIERS = [5, 4, 3] as const;

/** The distance slider's range, km (spec 000 §5): 0-300, or the searched city's bounds. */
export interface DistanceScale {
  min: number;
  max: number;
}

/**
 * The distance slider's range (spec 000 §5 "Distance slider 0 to 300 km ...; with a city selected
 * the bounds are the city bounds"): the bounds the search answer gives for its place
 * (searchDetails.location.distanceBounds, a city's: docs/decisions/040), kept inside 0-300 and
 * rounded to the km; 0-300 without them (no answer yet, not a city, an upstream that sends none)
 * or when they make no range.
 */
export function distanceScaleOf(bounds: { min: number; max: number } | null | undefined): DistanceScale {
  if (!bounds || !Number.isFinite(bounds.min) || !Number.isFinite(bounds.max)) return { ...DISTANCE_LIMITS };
  const min = Math.max(DISTANCE_LIMITS.min, Math.round(bounds.min));
  const max = Math.min(DISTANCE_LIMITS.max, Math.round(bounds.max));
  return min < max ? { min, max } : { ...DISTANCE_LIMITS };
}

/**
 * The draft for committed criteria (hash → panel). A distance without its switch reads as the
 * whole scale (0-300 km, or the city's bounds); committed distances are clamped to the scale.
 */
export function filtersFromCriteria(criteria: SearchCriteria, scale: DistanceScale = DISTANCE_LIMITS): FilterState {
  const around = criteria.distanceMin !== undefined || criteria.distanceMax !== undefined;
  const clamp = (n: number) => Math.min(scale.max, Math.max(scale.min, n));
  return {
    activities: [...criteria.tags],
    budget: { min: criteria.priceMin, max: criteria.priceMax },
    hotelScore: criteria.hotelScore ?? 0,
    around,
    distance: { min: clamp(criteria.distanceMin ?? scale.min), max: clamp(criteria.distanceMax ?? scale.max) },
    stars: [...criteria.stars],
    facilities: [...criteria.facilities],
    hotelTypes: [...criteria.hotelTypes],
    hotelEnvironments: [...criteria.hotelEnvironments],
    hotelStyles: [...criteria.hotelStyles],
  };
}

/** Adds `value` when missing, removes it otherwise (spec 000 §4 "Toggling a list filter"). */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((x) => x !== value) : [...list, value];
}

/** The score chosen by a click on `tier`: 0 (all) when it was already the selected one (spec 000 §4). */
export function selectScore(current: number, tier: number): number {
  return current === tier ? 0 : tier;
}

/** Price slider scale in currency units: 9-250, or 1-250 in the activity flow (spec 000 §5, §9). */
export function priceScale(flow: Flow): { min: number; max: number } {
  return { min: flow === "activity" ? 1 : PRICE_SLIDER.min, max: PRICE_SLIDER.max };
}

/**
 * Slider handles (currency units) to a budget in cents (spec 000 §5): a minimum at or under the
 * scale's minimum (9, or 1 in the activity flow) means no minimum; a maximum at or over 250 means
 * no maximum. Handles out of order are swapped first.
 */
export function budgetFromSlider(low: number, high: number, flow: Flow): { min?: number; max?: number } {
  const scale = priceScale(flow);
  const [a, b] = low <= high ? [low, high] : [high, low];
  return {
    min: a <= scale.min ? undefined : Math.round(a) * 100,
    max: b >= scale.max ? undefined : Math.round(b) * 100,
  };
}

/** A budget in cents to slider handles in currency units, clamped to the scale (undefined → the scale's end). */
export function sliderFromBudget(budget: { min?: number; max?: number }, flow: Flow): [number, number] {
  const scale = priceScale(flow);
  const clamp = (n: number) => Math.min(scale.max, Math.max(scale.min, n));
  return [
    budget.min === undefined ? scale.min : clamp(Math.round(budget.min / 100)),
    budget.max === undefined ? scale.max : clamp(Math.round(budget.max / 100)),
  ];
}

/**
 * What a range slider's text input holds after typing (spec 000 §5): digits only, the first digit
 * group ("1a23" → 1, "€ 80-120" → 80), capped at `max`; null when there is no digit.
 */
export function parseSliderInput(text: string, max: number): number | null {
  const m = /\d+/.exec(text);
  if (!m) return null;
  return Math.min(max, Number(m[0]));
}

/** Range handles put in order on blur (spec 000 §5 "min and max handles swap on blur"). */
export function orderHandles(low: number, high: number): [number, number] {
  return low <= high ? [low, high] : [high, low];
}

/** Where the distance filter is measured from: the hash's lat/lng, else the search's destination centre. */
export interface KnownCentre {
  lat: number;
  lng: number;
}

/**
 * Criteria with the draft's filters committed (spec 000 §4 "Apply writes the filter params into
 * the hash and removes absent ones"). The distance is written only when the switch is on and a
 * centre is known (spec 000 §5); with the switch off, distanceMin/Max are removed, and lat/lng
 * with them unless they are the search's own position (withoutDistance). A distance
 * at 0 (min) or 300 (max) is no bound; a city's top bound (`scale`) is written, since it is a
 * limit. Other criteria (destination, dates, party, sort) are kept.
 */
export function applyFilters(criteria: SearchCriteria, f: FilterState, centre: KnownCentre | null, scale: DistanceScale = DISTANCE_LIMITS): SearchCriteria {
  const next: SearchCriteria = {
    ...criteria,
    tags: [...f.activities],
    stars: [...f.stars].sort((a, b) => b - a),
    facilities: [...f.facilities],
    hotelTypes: [...f.hotelTypes],
    hotelEnvironments: [...f.hotelEnvironments],
    hotelStyles: [...f.hotelStyles],
  };
  const set = <K extends keyof SearchCriteria>(k: K, val: SearchCriteria[K] | undefined) => {
    if (val === undefined) delete next[k];
    else next[k] = val;
  };
  let { min, max } = f.budget;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  set("priceMin", min);
  set("priceMax", max);
  set("hotelScore", f.hotelScore > 0 ? f.hotelScore : undefined);
  const c = criteria.lat !== undefined && criteria.lng !== undefined ? { lat: criteria.lat, lng: criteria.lng } : centre;
  if (f.around && c) {
    const [lo, hi] = orderHandles(Math.max(scale.min, f.distance.min), Math.min(scale.max, f.distance.max));
    set("lat", c.lat);
    set("lng", c.lng);
    set("distanceMin", lo > DISTANCE_LIMITS.min ? lo : undefined);
    // The switch on with both handles at the ends still means "around": the widest radius.
    set("distanceMax", hi < DISTANCE_LIMITS.max || lo <= DISTANCE_LIMITS.min ? hi : undefined);
    return next;
  }
  // Switched off: the radius goes, and the centre it was measured from unless it is the
  // search's own position ('Autour de moi'): shared/criteria withoutDistance (issue 25 item 15).
  return withoutDistance(next);
}

const LIST_PARAMS = new Set<keyof SearchCriteria>(["tags", "stars", "facilities", "hotelTypes", "hotelEnvironments", "hotelStyles"]);

/**
 * Criteria without the filters of `sections` (spec 000 §4 "clear removes that filter"; with every
 * section, "Clear removes all filter params"). Destination, dates, party and sort are kept.
 */
export function clearFilters(criteria: SearchCriteria, sections: readonly FilterSection[] = ALL_SECTIONS): SearchCriteria {
  const next: SearchCriteria = { ...criteria };
  for (const s of sections) {
    for (const k of SECTION_PARAMS[s]) {
      if (LIST_PARAMS.has(k)) (next as unknown as Record<string, unknown>)[k] = [];
      else delete next[k];
    }
  }
  return next;
}

/**
 * The criteria to search after a confirm, or null when the normalised filters did not change
 * (spec 000 §5 "Filter change is not applied if the normalised filters are unchanged").
 */
export function changedCriteria(before: SearchCriteria, after: SearchCriteria): SearchCriteria | null {
  return serializeCriteria(before) === serializeCriteria(after) ? null : after;
}

/** An option with no hotel is disabled unless it is selected (spec 000 §5). */
export function optionDisabled(count: number, selected: boolean): boolean {
  return count === 0 && !selected;
}

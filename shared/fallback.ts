/**
 * Fallback suggestions of a search with few results (spec 000 §3 "Fallback key", §4 "Fallback
 * logic", §7 "Fallback search", §9 "fallback expansion radius 30", "fallback page size 3").
 *
 * Pure: from the criteria in effect (hash shape) and what the main answer says about its place
 * (centre and location hierarchy, from searchDetails), it builds the relaxed searches in the order
 * of a fixed table keyed by what is set: the destination kind, whether dates are set, whether a
 * category (theme) is set. Relaxations:
 * - expand destination: a city, point of interest or resort becomes a 30 km radius around its
 *   coordinates; a department becomes its region; a region or touristic area becomes its country;
 * - remove category (the theme);
 * - remove dates (checkin and checkout);
 * - and their combinations.
 * Other filters (stars, price, facilities ...) are kept: the spec relaxes only these three.
 * The threshold, the table rows and the number of blocks are our choices
 * (docs/decisions/025-fallback-suggestions.md).
 */
import type { LocationType, SearchCriteria } from "./criteria";

export { FEW_RESULTS, wantsFallback } from "./fallback-threshold";
/** Hotels per fallback block (spec 000 §7 "pagination limit 3", §9 "fallback page size 3"). */
export const FALLBACK_PAGE_SIZE = 3;
/** Radius around a city, point of interest or resort when its destination is expanded, km (spec 000 §9). */
export const FALLBACK_RADIUS_KM = 30;
/** At most this many non-empty fallback blocks are shown (decision 025). */
export const MAX_FALLBACK_BLOCKS = 3;

/** How a destination can be expanded: a radius around it, its parent area, or not at all. */
export type DestinationKind = "around" | "parent" | "fixed";

/** One relaxation step: which of the three criteria it relaxes. */
export interface Relaxation {
  expand: boolean;
  removeCategory: boolean;
  removeDates: boolean;
}

const E: Relaxation = { expand: true, removeCategory: false, removeDates: false };
const C: Relaxation = { expand: false, removeCategory: true, removeDates: false };
const D: Relaxation = { expand: false, removeCategory: false, removeDates: true };
const EC: Relaxation = { expand: true, removeCategory: true, removeDates: false };
const ED: Relaxation = { expand: true, removeCategory: false, removeDates: true };
const CD: Relaxation = { expand: false, removeCategory: true, removeDates: true };
const ECD: Relaxation = { expand: true, removeCategory: true, removeDates: true };

/** Key of the fallback table: destination kind, dates set (1/0), category set (1/0). */
export type TableKey = `${DestinationKind}|${0 | 1}|${0 | 1}`;

/**
 * The fixed table (spec 000 §4 "Order follows the table order"). Single relaxations first (the
 * nearest to what was asked: the destination before the theme before the dates, since shoppers
 * choose the dates last and change them least), then pairs, then all three.
 */
export const FALLBACK_TABLE: Readonly<Record<TableKey, readonly Relaxation[]>> = {
  "around|1|1": [E, C, D, EC, ED, CD, ECD],
  "around|1|0": [E, D, ED],
  "around|0|1": [E, C, EC],
  "around|0|0": [E],
  "parent|1|1": [E, C, D, EC, ED, CD, ECD],
  "parent|1|0": [E, D, ED],
  "parent|0|1": [E, C, EC],
  "parent|0|0": [E],
  "fixed|1|1": [C, D, CD],
  "fixed|1|0": [D],
  "fixed|0|1": [C],
  "fixed|0|0": [],
};

/** What the main answer tells about the searched place (searchDetails of offers.json). */
export interface PlaceContext {
  /** Centre of the searched place, degrees; null when unknown. */
  centre: { latitude: number; longitude: number } | null;
  /** Country → region → department → city, most general first (searchDetails.locationHierarchy). */
  hierarchy: readonly { id: number; label: string; type: string }[];
  /** Label of the searched place, for the block title. */
  label: string | null;
}

/**
 * The spec's fallback key (spec 000 §3): what a block relaxed. `value` is a stable string of the
 * relaxation ("expand+noCategory"), `order` its position in the table row (0-based).
 */
export interface FallbackKey {
  destination: { value: number | null; type: LocationType | null; isAround: boolean; isExpanded: boolean; label: string | null };
  dates: { checkin: string | null; isRemoved: boolean };
  category: { value: number | null; isRemoved: boolean };
  value: string;
  order: number;
}

/** One relaxed search: its key and the criteria to search (hash shape, so a link can apply them). */
export interface FallbackSearch {
  key: FallbackKey;
  criteria: SearchCriteria;
}

const PARENT_OF: Partial<Record<LocationType, "region" | "country">> = {
  department: "region",
  region: "country",
  touristicregion: "country",
};
const AROUND: readonly LocationType[] = ["city", "poi", "searesort", "skiresort"];

/** How the criteria's destination expands (a hotel, a country or no place: not at all). */
export function destinationKind(criteria: Pick<SearchCriteria, "location">): DestinationKind {
  const type = criteria.location?.type;
  if (!type) return "fixed";
  if (AROUND.includes(type)) return "around";
  return PARENT_OF[type] ? "parent" : "fixed";
}

/** The table key of criteria: destination kind, dates set, category set. */
export function tableKey(criteria: SearchCriteria): TableKey {
  const dates = criteria.checkin && criteria.checkout ? 1 : 0;
  const category = criteria.theme !== undefined ? 1 : 0;
  return `${destinationKind(criteria)}|${dates}|${category}`;
}

/**
 * The expanded destination of `criteria`, or null when it cannot be expanded with what is known
 * (no centre for a radius, no parent in the hierarchy).
 */
function expandDestination(criteria: SearchCriteria, place: PlaceContext): { patch: Partial<SearchCriteria>; key: FallbackKey["destination"] } | null {
  const loc = criteria.location;
  if (!loc) return null;
  if (AROUND.includes(loc.type)) {
    const lat = criteria.lat ?? place.centre?.latitude;
    const lng = criteria.lng ?? place.centre?.longitude;
    if (lat === undefined || lng === undefined) return null;
    const distanceMax = Math.max(FALLBACK_RADIUS_KM, criteria.distanceMax ?? 0);
    const label = criteria.label ?? place.label ?? undefined;
    return {
      // A city keeps its id (its hotels and those within the radius); the others become the radius itself.
      patch: { location: loc.type === "city" ? loc : null, lat, lng, distanceMin: undefined, distanceMax, ...(loc.type === "city" ? {} : { label }) },
      key: { value: loc.id, type: loc.type, isAround: true, isExpanded: false, label: label ?? null },
    };
  }
  const parentType = PARENT_OF[loc.type];
  const parent = parentType ? place.hierarchy.find((h) => h.type === parentType && h.id !== loc.id) : undefined;
  if (!parent) return null;
  return {
    patch: { location: { type: parentType!, id: parent.id }, label: parent.label, lat: undefined, lng: undefined, distanceMin: undefined, distanceMax: undefined },
    key: { value: parent.id, type: parentType!, isAround: false, isExpanded: true, label: parent.label },
  };
}

function withPatch(criteria: SearchCriteria, patch: Partial<SearchCriteria>): SearchCriteria {
  const out = { ...criteria, ...patch };
  for (const k of Object.keys(patch) as (keyof SearchCriteria)[]) if (patch[k] === undefined) delete out[k];
  return out;
}

/**
 * The relaxed searches of `criteria`, in table order (spec 000 §4). A row whose destination
 * cannot be expanded (no centre, no parent known) is left out; the others keep their order.
 * The searches carry no sort change and no page: each asks for the first FALLBACK_PAGE_SIZE hotels.
 */
export function relaxedSearches(criteria: SearchCriteria, place: PlaceContext): FallbackSearch[] {
  const expanded = expandDestination(criteria, place);
  const out: FallbackSearch[] = [];
  const rows = FALLBACK_TABLE[tableKey(criteria)];
  rows.forEach((r, order) => {
    if (r.expand && !expanded) return;
    let next = criteria;
    if (r.expand) next = withPatch(next, expanded!.patch);
    if (r.removeCategory) next = withPatch(next, { theme: undefined });
    if (r.removeDates) next = withPatch(next, { checkin: undefined, checkout: undefined });
    const loc = criteria.location;
    out.push({
      criteria: next,
      key: {
        destination: r.expand
          ? expanded!.key
          : { value: loc?.id ?? null, type: loc?.type ?? null, isAround: false, isExpanded: false, label: criteria.label ?? place.label },
        dates: { checkin: criteria.checkin ?? null, isRemoved: r.removeDates },
        category: { value: criteria.theme ?? null, isRemoved: r.removeCategory },
        value: relaxationValue(r),
        order,
      },
    });
  });
  return out;
}

/** "expand", "noCategory", "noDates" joined with '+' in that order. */
export function relaxationValue(r: Relaxation): string {
  return [r.expand && "expand", r.removeCategory && "noCategory", r.removeDates && "noDates"].filter(Boolean).join("+");
}

/** Hotel ids to exclude from the next fallback search: the main list's and every block's so far (spec 000 §4). */
export function excludedAfter(mainIds: readonly number[], blocks: readonly { hotelIds: readonly number[] }[]): number[] {
  return [...new Set([...mainIds, ...blocks.flatMap((b) => b.hotelIds)])];
}

/**
 * The fallback area's state (spec 000 §4 "Fallback area states"): `loading` while the relaxed
 * searches run; `more` when main and fallback results both exist ('and more' message);
 * `alternative` when only fallback results exist; `none` when neither exists ('No results' with
 * 'Remove all filters'); `hidden` when the main results alone stand (no fallback found).
 */
export type FallbackState = "loading" | "more" | "alternative" | "none" | "hidden";

export function fallbackState(mainCount: number, fallback: { loading: boolean; hotels: number }): FallbackState {
  if (fallback.loading) return "loading";
  if (fallback.hotels > 0) return mainCount > 0 ? "more" : "alternative";
  return mainCount > 0 ? "hidden" : "none";
}

/**
 * Search paths and query (spec 000 §2 "Searching goes to the search path ... with query
 * from=search bar, the page parameter dropped, and the criteria in the URL hash"; DESIGN.md
 * "URL hash versus server rendering").
 *
 * The server only sees path and query: `/search/{slug}-{letter}{id}` names a destination
 * (`paris-c2988507`: c city, d department, r region, p country, h hotel, t touristic region,
 * s sea resort, k ski resort, i point of interest); `?flow=` and `?page=` (0-based) complete it.
 */
import * as v from "valibot";
import { FLOWS, type Flow, type LocationType, type SearchLocation } from "./criteria";

export const SEARCH_PATH = "/search";
export const ACTIVITY_SEARCH_PATH = "/activities";
/** Results per page (spec 000 §9 "search page size not shown": our choice, docs/decisions/003). */
export const PAGE_SIZE = 18;
/** Highest page index accepted from a URL; beyond it the page degrades to 0. */
export const MAX_PAGE = 500;

const LETTERS: Record<string, LocationType> = {
  c: "city", d: "department", r: "region", p: "country", h: "hotel", t: "touristicregion", s: "searesort", k: "skiresort", i: "poi",
};
const LETTER_OF = Object.fromEntries(Object.entries(LETTERS).map(([k, t]) => [t, k])) as Record<LocationType, string>;

/** Query parameters of the search pages; anything malformed falls back to undefined. */
export const SearchQuerySchema = v.object({
  flow: v.fallback(v.optional(v.picklist(FLOWS)), undefined),
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(MAX_PAGE))), undefined),
  from: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
});
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

/** Validates raw search params (TanStack Router validateSearch). Never throws. */
export function parseSearchQuery(raw: Record<string, unknown>): SearchQuery {
  const out = v.parse(SearchQuerySchema, raw ?? {});
  // Drop undefined keys so links stay clean.
  return Object.fromEntries(Object.entries(out).filter(([, val]) => val !== undefined)) as SearchQuery;
}

/** Reads a destination path segment such as "paris-c2988507"; undefined when malformed. */
export function parseDestinationSegment(segment: string | undefined): SearchLocation | undefined {
  const m = /^(?:[a-z0-9-]{0,80}-)?([cdrphtski])(\d{1,10})$/.exec((segment ?? "").toLowerCase());
  if (!m) return undefined;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  return { type: LETTERS[m[1]!]!, id };
}

/** Lowercase ASCII kebab slug of a label ("Liège" → "liege"). */
export function slugify(label: string): string {
  return label.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60);
}

/** Destination path segment for a location and its label. */
export function destinationSegment(location: SearchLocation, label?: string): string {
  const slug = label ? slugify(label) : "";
  return `${slug ? `${slug}-` : ""}${LETTER_OF[location.type]}${location.id}`;
}

/** The search path of a flow (spec 000 §2 "activity search path or the default search path"). */
export function searchPathFor(flow: Flow): string {
  return flow === "activity" ? ACTIVITY_SEARCH_PATH : SEARCH_PATH;
}

/** Path words that make an unknown path "look like" a search page (spec 001 §2). */
const SEARCH_WORDS = new Set([
  "search", "recherche", "sejour", "sejours", "week-end", "weekend", "weekends", "escapade", "escapades",
  "buscar", "escapada", "escapadas", "zoeken", "weekendje", "weekendjes", "cerca", "fuga", "fughe", "offers", "offres", "ofertas", "aanbiedingen", "offerte",
]);

/** Whether an unknown path should show the results page (first segment is a search word). */
export function looksLikeSearchPath(pathname: string): boolean {
  const first = pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "";
  return SEARCH_WORDS.has(first);
}

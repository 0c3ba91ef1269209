/**
 * Search paths and query (spec 000 §2 "Searching goes to the search path ... with query
 * from=search bar, the page parameter dropped, and the criteria in the URL hash"; DESIGN.md
 * "URL hash versus server rendering").
 *
 * The server only sees path and query: `/search/{slug}-{letter}{id}` names a destination
 * (`paris-c2988507`: c city, d department, r region, p country, h hotel, t touristic region,
 * s sea resort, k ski resort, i point of interest); `?flow=` and `?page=` (0-based) complete it.
 */
import { CONTACT_THANK_YOU_REF } from "./contact-routes";
import { FLOWS, type Flow, type LocationType, type SearchLocation } from "./criteria";

export const SEARCH_PATH = "/search";
export const ACTIVITY_SEARCH_PATH = "/activities";
/** Results per page (spec 000 §9 "search page size not shown": our choice, docs/decisions/003). */
export const PAGE_SIZE = 18;
/**
 * Highest page index asked of the API. A larger page from a URL is clamped to it; the results then
 * show the last page (client/features/search/api/offers.ts `fetchOffersPage`).
 */
export const MAX_PAGE = 500;

/**
 * The 0-based page index of a `?page=` value (spec 000 §2 "the current page is 0-based"), or
 * undefined when it is not a whole number >= 0 ("abc", "-1", "1.5", "", objects): a bad page
 * degrades to the first page. Numbers above MAX_PAGE are clamped to MAX_PAGE (a page past the end
 * shows the last page). Accepts numbers and digit strings (TanStack Router hands over either).
 */
export function parsePageIndex(raw: unknown): number | undefined {
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d{1,16}\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < 0) return undefined;
  return Math.min(n, MAX_PAGE);
}

const LETTERS: Record<string, LocationType> = {
  c: "city", d: "department", r: "region", p: "country", h: "hotel", t: "touristicregion", s: "searesort", k: "skiresort", i: "poi",
};
const LETTER_OF = Object.fromEntries(Object.entries(LETTERS).map(([k, t]) => [t, k])) as Record<LocationType, string>;

/** A box code's shape (the contract's BoxCodeSchema rule: shared/contract/boxes.ts), e.g. "WE4821-EBOX". */
const BOX_CODE = /^[A-Z0-9]{2,12}-[A-Z]{3,6}$/;

/** A minisite slug as the query carries it (the contract's MinisiteSlugSchema rule). */
const MINISITE_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** `value` when it is one of `options`, else undefined. */
function pick<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

export type SearchQuery = { flow?: Flow; page?: number; from?: string; ref?: typeof CONTACT_THANK_YOU_REF; giftFormat?: "digital" | "physical"; code?: string; minisite?: string; cancellationOffer?: number };


/**
 * Validates raw search params (TanStack Router validateSearch). Never throws.
 *
 * Every key it owns is present in the result, undefined when malformed: the router spreads the
 * validated object over the raw query (router-core `matchRoutes`: `{ ...parentSearch, ...strict }`),
 * so a dropped key would let the raw `page=abc` or `flow=xyz` through to loaders and links.
 * Undefined keys are not written into links (the router's search serialiser skips them).
 */
export function parseSearchQuery(raw: Record<string, unknown>): SearchQuery {
  const q = raw ?? {};
  return {
    flow: pick(FLOWS, q.flow),
    page: parsePageIndex(q.page),
    from: typeof q.from === "string" && q.from.length <= 40 ? q.from : undefined,
    // The contact page's thank-you state (spec 001 §2 "ref=contact_thank_you"); other values dropped.
    ref: pick([CONTACT_THANK_YOU_REF], q.ref),
    // The box pages (spec 001 §2 "Box pages": "search giftFormat and code"); malformed values dropped.
    giftFormat: pick(["digital", "physical"] as const, q.giftFormat),
    code: typeof q.code === "string" && BOX_CODE.test(q.code) ? q.code : undefined,
    // A partner minisite's slug (spec 001 §2 "search and product pages scoped to a minisite";
    // decision 048): search, stay and booking pages keep to the partner's selection and branding.
    minisite: typeof q.minisite === "string" && MINISITE_SLUG.test(q.minisite) ? q.minisite : undefined,
    // The cancellation offer chosen in the results' cancellation dialog (decision 053), for the stay's cart.
    cancellationOffer: parseOfferId(q.cancellationOffer),
  };
}

/** A cancellation offer id from the query: 1..1,000,000 (digits or a number), else undefined. */
function parseOfferId(raw: unknown): number | undefined {
  const n = Number(/^\d{1,7}$/.test(String(raw)) ? raw : NaN);
  return n >= 1 && n <= 1e6 ? n : undefined;
}

/**
 * Route search middleware (`search.middlewares`) that keeps the partner's `minisite` from the page
 * the shopper is on when a navigation's target query does not name one (decision 048): search,
 * stay and booking pages stay in the partner's scope. Smaller than the router's
 * retainSearchParams, which every page would load.
 */
export function keepMinisite<S extends { minisite?: string }>(ctx: { search: S; next: (search: S) => S }): S {
  const out = ctx.next(ctx.search);
  return ctx.search.minisite && !out.minisite ? { ...out, minisite: ctx.search.minisite } : out;
}

/** Loader dependencies of a search route: flow (booking by default), a 0-based page and the partner minisite (slug or null). */
export function searchLoaderDeps(search: { flow?: unknown; page?: unknown; minisite?: unknown }): { flow: Flow; page: number; minisite: string | null } {
  const q = parseSearchQuery(search as Record<string, unknown>);
  return { flow: q.flow ?? "booking", page: q.page ?? 0, minisite: q.minisite ?? null };
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

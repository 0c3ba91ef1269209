/**
 * POST /offers.json — stay, gift and activity search (spec 000 §3 server-side criteria, Hotel
 * with packages, Search details; §4 offers drawer; §7 POST offers.json, fallback search, hotel
 * drawer; spec 001 §7 POST offers.json).
 *
 * Input: OffersRequestSchema (shared/contract/offers.ts); malformed → 400.
 * Output: OffersResponse — one row per hotel, its best package first (`mainPackage`) and up to
 * numberOfPackagesPerHotel - 1 more by the same order (`otherPackages`); paginated after grouping
 * (page is 0-based). Counts are hotels. Prices cents, distances km.
 * Cost: one D1 round trip for the page with its card texts and the hotel count (with a city's
 * lookup in the same batch, location-plan.ts), one more when numberOfPackagesPerHotel > 1 (the
 * page hotels' other packages), plus the area and theme lookups (cached per isolate), whatever
 * the page size. Requests without dates, party supplement or package-level filter read the search
 * summary (hotel-page.ts, summary-sql.ts) instead of grouping every package.
 */
import { destinationSegment } from "../../shared/search-path";
import { stayProblem, type LocationType } from "../../shared/criteria";
import { OffersRequestSchema, type HotelWithPackages, type OffersQuery, type OffersResponse, type SearchDetails } from "../../shared/contract/offers";
import { toCard, type CardContext, type CardRow } from "./cards";
import { todayIso } from "./dates";
import { generalHotelPage, summaryHotelPage, type HotelPage, type RankedRow } from "./hotel-page";
import { CatalogError, readJsonObject, validate } from "./http";
import { langOf } from "./locale";
import type { ResolvedLocation } from "./location";
import { planLocation } from "./location-plan";
import { comparePackages, effectiveSort } from "./ordering";
import { pricedPackages } from "./priced";
import { offersLocationInput, queryFromOffers, type SearchQuery } from "./search-query";
import { batch } from "./sql";
import { summaryEligible } from "./summary-sql";
import { findTheme, type ThemeInfo } from "./themes";
import { minisiteScope } from "./minisite-scope";
import { indexEligible } from "./dated-index/candidates";
import type { DatedIndex } from "./dated-index/data";
import { indexHotelPage } from "./dated-index/page";

/** Options of `searchOffers` (tests). */
export interface OffersOptions {
  /** Use the search summary when the request allows it (default true); false = always the general SQL. */
  summary?: boolean;
  /**
   * The dated index when one is loaded (dated-index/store.ts readyDatedIndex), asked for only
   * when the query is `indexEligible` (dated-index/candidates.ts); absent or null = SQL.
   */
  index?: () => DatedIndex | null;
}

/** Handles a raw offers request: validates, searches, answers JSON. `options` as searchOffers. */
export async function handleOffers(db: D1Database, request: Request, options: OffersOptions = {}): Promise<OffersResponse> {
  const body = await readJsonObject(request);
  const req = validate(OffersRequestSchema, body, "offers request");
  const today = todayIso();
  // A past check-in is refused with a clear 400 (issue 13 item 4); gifting ignores dates.
  const offer = req.searchCriterias.filters.offer;
  const gift = req.type === "gift" || req.searchCriterias.flow === "gifting";
  const problem = gift ? null : stayProblem({ checkin: offer.checkin ?? req.checkin }, today, offer.checkin ? "searchCriterias.filters.offer.checkin" : "checkin");
  if (problem) throw new CatalogError(400, `Invalid offers request: ${problem.message}`, [problem]);
  return searchOffers(db, req, today, options);
}

/**
 * Runs a validated offers search. Unknown location ids give an empty answer (not an error).
 * `today` is 'YYYY-MM-DD' (Europe/Paris). One D1 round trip in the common cases: the page, its
 * count and a city's lookup go in one batch (location-plan.ts, hotel-page.ts).
 */
export async function searchOffers(db: D1Database, req: OffersQuery, today = todayIso(), options: OffersOptions = {}): Promise<OffersResponse> {
  const lang = langOf(req.locale);
  const themeId = req.searchCriterias.filters.offer.categories.themeIds[0];
  const plan = planLocation(db, lang, offersLocationInput(req));
  // A partner's minisite narrows the search to its selection (decision 048); unknown → 404.
  const [planned, theme, minisite] = await Promise.all([
    plan.kind === "known" ? plan.location : plan.provisional,
    findTheme(db, lang, themeId),
    minisiteScope(db, req.minisite, req.locale),
  ]);
  let q = queryFromOffers(req, lang, today, planned, minisite);
  const { page, limit } = req.pagination;

  let location = planned;
  let found: HotelPage = { rows: [], total: 0 };
  if (!planned.unknown) {
    const request = { sort: effectiveSort(q.orderBy, planned.sqlCentre !== null), page, limit, map: req.performMapSearch };
    const index = plan.kind === "known" && indexEligible(q) ? (options.index?.() ?? null) : null;
    const search = index
      ? indexHotelPage(db, index, q, request)
      : options.summary !== false && summaryEligible(q)
        ? summaryHotelPage(db, q, request)
        : generalHotelPage(db, q, request);
    const statements = plan.kind === "batched" ? [plan.statement, ...search.statements] : search.statements;
    const results = statements.length ? await batch<unknown[][]>(db, statements) : [];
    if (plan.kind === "batched") location = plan.finish(results.shift()!);
    q = { ...q, location };
    if (!location.unknown) found = await search.read(results);
    if (req.numberOfPackagesPerHotel > 1 && found.rows.length > 0) {
      found = { ...found, rows: await withOtherPackages(db, q, found.rows, req.numberOfPackagesPerHotel, request.sort) };
    }
  }
  const sort = effectiveSort(q.orderBy, location.sqlCentre !== null);

  const ctx: CardContext = {
    lang,
    today,
    checkin: q.checkin,
    gift: q.gift,
    participants: q.party.adults + q.party.children + q.party.babies,
    imageCount: req.imageCount,
  };
  const exactMatch = groupByHotel(found.rows, ctx);
  const response: OffersResponse = {
    resultsCount: found.total,
    exactMatches: found.total,
    exactMatch,
    searchDetails: searchDetails(q, location, theme, found.total, page, limit, sort),
  };
  if (found.map) response.mapResults = found.map.map((m) => ({ id: m.hid, location: { lat: m.lat, lng: m.lng }, sellPrice: m.price }));
  return response;
}

/**
 * Adds up to `perHotel - 1` other packages to each page hotel, in the package order of `sort`.
 * One query restricted to the page's hotels (uses the packages-by-hotel index).
 */
async function withOtherPackages(db: D1Database, q: SearchQuery, mains: RankedRow[], perHotel: number, sort: SearchDetails["orderBy"]): Promise<RankedRow[]> {
  const hotelIds = mains.map((r) => r.hid);
  const others = await pricedPackages(db, { ...q, hotelIds }, 20 * hotelIds.length, mains.map((r) => r.pid));
  const byHotel = new Map<number, CardRow[]>();
  for (const o of others) {
    const list = byHotel.get(o.hid) ?? [];
    list.push(o);
    byHotel.set(o.hid, list);
  }
  const order = comparePackages(sort);
  const out: RankedRow[] = [];
  for (const main of mains) {
    out.push(main);
    const list = (byHotel.get(main.hid) ?? []).sort(order).slice(0, perHotel - 1);
    list.forEach((o, i) => out.push({ ...main, ...o, npk: main.npk, rn: i + 2 }));
  }
  return out;
}

function groupByHotel(rows: RankedRow[], ctx: CardContext): HotelWithPackages[] {
  const out: HotelWithPackages[] = [];
  let current: HotelWithPackages | null = null;
  for (const row of rows) {
    const card = toCard(ctx, row);
    if (row.rn === 1 || !current || current.id !== row.hid) {
      current = {
        id: row.hid,
        location: { lat: row.lat, lng: row.lng },
        distance: card.distance,
        hotel: card.hotel,
        mainPackage: card,
        otherPackages: [],
        weekend: [{ id: card.id }],
        packagesCount: row.npk,
      };
      out.push(current);
    } else {
      current.otherPackages.push(card);
      current.weekend.push({ id: card.id });
    }
  }
  return out;
}

/** Search details (spec 000 §3) echoing the effective criteria. */
function searchDetails(
  q: SearchQuery,
  location: ResolvedLocation,
  theme: ThemeInfo | null,
  total: number,
  page: number,
  limit: number,
  sort: SearchDetails["orderBy"],
): SearchDetails {
  // Storefront search path (shared/search-path.ts); the theme travels in the hash.
  const segments = ["/search"];
  if (location.destination) segments.push(`/${destinationSegment({ type: location.destination.type as LocationType, id: location.destination.id }, location.destination.label)}`);
  return {
    totalCount: total,
    checkin: q.checkin,
    night: q.nights,
    adult: q.party.adults,
    child: q.party.children,
    baby: q.party.babies,
    hotelId: q.hotelId,
    destination: location.destination,
    location: location.centre
      ? { latitude: location.centre.lat, longitude: location.centre.lng, minDistance: location.minDistance, maxDistance: location.maxDistance, ...(location.distanceBounds ? { distanceBounds: location.distanceBounds } : {}) }
      : null,
    locationHierarchy: location.hierarchy,
    theme,
    page,
    limit,
    orderBy: sort,
    // The partner's customer stays in its scope (decision 048): the search path carries the minisite.
    uri: segments.join("") + (q.minisite ? `?minisite=${q.minisite.url}` : ""),
    ...(q.minisite ? { minisite: q.minisite.url } : {}),
  };
}

/**
 * POST /offers.json — stay, gift and activity search (spec 000 §3 server-side criteria, Hotel
 * with packages, Search details; §4 offers drawer; §7 POST offers.json, fallback search, hotel
 * drawer; spec 001 §7 POST offers.json).
 *
 * Input: OffersRequestSchema (shared/contract/offers.ts); malformed → 400.
 * Output: OffersResponse — one row per hotel, its best package first (`mainPackage`) and up to
 * numberOfPackagesPerHotel - 1 more by the same order (`otherPackages`); paginated after grouping
 * (page is 0-based). Counts are hotels. Prices cents, distances km.
 * Cost: one D1 round trip for the page with its card texts, one more when
 * numberOfPackagesPerHotel > 1 (the page hotels' other packages), plus the location and theme
 * lookups (cached per isolate), whatever the page size.
 */
import { destinationSegment } from "../../shared/search-path";
import type { LocationType } from "../../shared/criteria";
import { OffersRequestSchema, type HotelWithPackages, type OffersQuery, type OffersResponse, type SearchDetails } from "../../shared/contract/offers";
import { cardColumnsSql, cardJoinsSql, toCard, type CardContext, type CardRow } from "./cards";
import { todayIso } from "./dates";
import { readJsonObject, validate } from "./http";
import { langOf } from "./locale";
import { resolveLocation, type ResolvedLocation } from "./location";
import { comparePackages, effectiveSort, hotelOrderSql, mainPackageAggregateSql } from "./ordering";
import { pricedPackages } from "./priced";
import { offersLocationInput, queryFromOffers, type SearchQuery } from "./search-query";
import { and, buildSearchSql, FACET_GROUPS } from "./search-sql";
import { batch, first, prepare } from "./sql";
import { findTheme, type ThemeInfo } from "./themes";

interface RankedRow extends CardRow {
  lat: number;
  lng: number;
  npk: number;
  /** 1 for the main package, 2.. for the others. */
  rn: number;
  total: number;
}

/** Handles a raw offers request: validates, searches, answers JSON. */
export async function handleOffers(db: D1Database, request: Request): Promise<OffersResponse> {
  const body = await readJsonObject(request);
  const req = validate(OffersRequestSchema, body, "offers request");
  return searchOffers(db, req);
}

/**
 * Runs a validated offers search. Unknown location ids give an empty answer (not an error).
 */
export async function searchOffers(db: D1Database, req: OffersQuery, today = todayIso()): Promise<OffersResponse> {
  const lang = langOf(req.locale);
  const themeId = req.searchCriterias.filters.offer.categories.themeIds[0];
  const [location, theme] = await Promise.all([resolveLocation(db, lang, offersLocationInput(req)), findTheme(db, lang, themeId)]);
  const q = queryFromOffers(req, lang, today, location);
  const sort = effectiveSort(q.orderBy, q.location.centre !== null);
  const { page, limit } = req.pagination;

  let rows: RankedRow[] = [];
  let map: { hid: number; lat: number; lng: number; price: number }[] | undefined;
  let total = 0;
  if (!location.unknown) {
    const sql = buildSearchSql(q);
    const all = and(FACET_GROUPS.map((g) => sql.predicates[g]));
    const p = sql.params.clone();
    // One row per hotel: its main package (bare columns of the MIN/MAX row), then the page.
    const grouped = `WITH ${sql.ctes},
      m AS (SELECT * FROM cand WHERE ${all}),
      g AS (SELECT pid, hid, price, refp, rooms, dist, stay_nights, from_price, lat, lng, score, stars, pnights, reviews,
              COUNT(*) AS npk, ${mainPackageAggregateSql(sort)} AS k
            FROM m GROUP BY hid)`;
    const statements = [
      prepare(
        db,
        `${grouped},
        page AS (SELECT pid, hid, price, refp, rooms, dist, stay_nights, from_price, lat, lng, npk,
                   COUNT(*) OVER () AS total, ROW_NUMBER() OVER (ORDER BY ${hotelOrderSql(sort)}) AS hrank
                 FROM g ORDER BY ${hotelOrderSql(sort)} LIMIT ${p.add(limit)} OFFSET ${p.add(page * limit)})
        SELECT page.*, ${cardColumnsSql(lang, "page.pid")}
        FROM page ${cardJoinsSql("page.pid", "page.hid")}
        ORDER BY page.hrank`,
        p,
      ),
    ];
    if (req.performMapSearch) statements.push(prepare(db, `${grouped} SELECT hid, lat, lng, price FROM g ORDER BY hid LIMIT 5000`, sql.params));
    const [found, mapRows] = await batch<[RankedRow[], { hid: number; lat: number; lng: number; price: number }[]]>(db, statements);
    rows = found.map((r) => ({ ...r, rn: 1 }));
    map = mapRows;
    total = rows[0]?.total ?? mapRows?.length ?? 0;
    if (rows.length === 0 && page > 0 && !mapRows) {
      // Past the last page: count the hotels so the pager still knows the total.
      const counted = await first<{ n: number }>(db, `WITH ${sql.ctes} SELECT COUNT(DISTINCT hid) AS n FROM cand WHERE ${all}`, sql.params);
      total = counted?.n ?? 0;
    }
    if (req.numberOfPackagesPerHotel > 1 && rows.length > 0) rows = await withOtherPackages(db, q, rows, req.numberOfPackagesPerHotel, sort);
  }

  const ctx: CardContext = {
    lang,
    today,
    checkin: q.checkin,
    gift: q.gift,
    participants: q.party.adults + q.party.children + q.party.babies,
    imageCount: req.imageCount,
  };
  const exactMatch = groupByHotel(rows, ctx);
  const response: OffersResponse = {
    resultsCount: total,
    exactMatches: total,
    exactMatch,
    searchDetails: searchDetails(q, location, theme, total, page, limit, sort),
  };
  if (map) response.mapResults = map.map((m) => ({ id: m.hid, location: { lat: m.lat, lng: m.lng }, sellPrice: m.price }));
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
      ? { latitude: location.centre.lat, longitude: location.centre.lng, minDistance: location.minDistance, maxDistance: location.maxDistance }
      : null,
    locationHierarchy: location.hierarchy,
    theme,
    page,
    limit,
    orderBy: sort,
    uri: segments.join(""),
  };
}

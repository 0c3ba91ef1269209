/**
 * POST /offers.json — stay, gift and activity search (spec 000 §3 server-side criteria, Hotel
 * with packages, Search details; §4 offers drawer; §7 POST offers.json, fallback search, hotel
 * drawer; spec 001 §7 POST offers.json).
 *
 * Input: OffersRequestSchema (shared/contract/offers.ts); malformed → 400.
 * Output: OffersResponse — one row per hotel, its best package first (`mainPackage`) and up to
 * numberOfPackagesPerHotel - 1 more by the same order (`otherPackages`); paginated after grouping
 * (page is 0-based). Counts are hotels. Prices cents, distances km.
 * Cost: at most four D1 round trips (location + theme, search, cards), whatever the page size.
 */
import type { ProductCard } from "../../shared/contract/common";
import { OffersRequestSchema, type HotelWithPackages, type OffersQuery, type OffersResponse, type SearchDetails } from "../../shared/contract/offers";
import { buildCards, type PricedRow } from "./cards";
import { todayIso } from "./dates";
import { readJsonObject, validate } from "./http";
import { langOf } from "./locale";
import { resolveLocation, type ResolvedLocation } from "./location";
import { effectiveSort, hotelOrderSql, packageOrderSql } from "./ordering";
import { offersLocationInput, queryFromOffers, type SearchQuery } from "./search-query";
import { and, buildSearchSql, FACET_GROUPS } from "./search-sql";
import { batch, first, prepare } from "./sql";
import { findTheme, type ThemeInfo } from "./themes";

interface RankedRow extends PricedRow {
  lat: number;
  lng: number;
  npk: number;
  rn: number;
  hrank: number;
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
    const perHotel = p.add(req.numberOfPackagesPerHotel);
    const from = p.add(page * limit);
    const to = p.add(page * limit + limit);
    const base = `WITH ${sql.ctes},
      m AS (SELECT * FROM cand WHERE ${all}),
      ranked AS (SELECT m.*, ROW_NUMBER() OVER (PARTITION BY hid ORDER BY ${packageOrderSql(sort)}) AS rn,
                   COUNT(*) OVER (PARTITION BY hid) AS npk FROM m)`;
    const statements = [
      prepare(
        db,
        `${base},
        top AS (SELECT hid AS thid, ROW_NUMBER() OVER (ORDER BY ${hotelOrderSql(sort)}) AS hrank, COUNT(*) OVER () AS total
                FROM ranked WHERE rn = 1)
        SELECT ranked.pid, ranked.hid, ranked.price, ranked.refp, ranked.rooms, ranked.dist, ranked.stay_nights,
               ranked.lat, ranked.lng, ranked.npk, ranked.rn, top.hrank, top.total
        FROM top JOIN ranked ON ranked.hid = top.thid AND ranked.rn <= ${perHotel}
        WHERE top.hrank > ${from} AND top.hrank <= ${to}
        ORDER BY top.hrank, ranked.rn`,
        p,
      ),
    ];
    if (req.performMapSearch) {
      statements.push(prepare(db, `${base} SELECT hid, lat, lng, price FROM ranked WHERE rn = 1 ORDER BY hid LIMIT 5000`, sql.params));
    }
    const [found, mapRows] = await batch<[RankedRow[], { hid: number; lat: number; lng: number; price: number }[]]>(db, statements);
    rows = found;
    map = mapRows;
    total = rows[0]?.total ?? mapRows?.length ?? 0;
    if (rows.length === 0 && page > 0 && !mapRows) {
      // Past the last page: count the hotels so the pager still knows the total.
      const counted = await first<{ n: number }>(db, `WITH ${sql.ctes} SELECT COUNT(DISTINCT hid) AS n FROM cand WHERE ${all}`, sql.params);
      total = counted?.n ?? 0;
    }
  }

  const cards = await buildCards(
    db,
    { lang, today, checkin: q.checkin, gift: q.gift, participants: q.party.adults + q.party.children + q.party.babies, imageCount: req.imageCount },
    rows,
  );
  const exactMatch = groupByHotel(rows, cards);
  const response: OffersResponse = {
    resultsCount: total,
    exactMatches: total,
    exactMatch,
    searchDetails: searchDetails(q, location, theme, total, page, limit, sort),
  };
  if (map) response.mapResults = map.map((m) => ({ id: m.hid, location: { lat: m.lat, lng: m.lng }, sellPrice: m.price }));
  return response;
}

function groupByHotel(rows: RankedRow[], cards: Map<number, ProductCard>): HotelWithPackages[] {
  const out: HotelWithPackages[] = [];
  let current: HotelWithPackages | null = null;
  for (const row of rows) {
    const card = cards.get(row.pid);
    if (!card) continue;
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
  const segments = ["/search"];
  if (location.destination) segments.push(`/${location.destination.slug}`);
  if (theme) segments.push(`/${theme.slug}`);
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

/**
 * GET /hotel/:id/detail.json — the hotel page (spec 001 §2 "Hotel page"; §3 Hotel, Room, Stay
 * offer; §4 offer list; §7). Contract: shared/contract/hotel-detail.ts.
 *
 * Input: id (digits; otherwise 400) and HotelDetailQuerySchema (checkin and night together). An
 * unknown id → 404; an inactive hotel answers with active false and no offers (its packages are
 * unpublished), so the page can show it with noindex.
 * Output: the hotel, its rooms (migrations/0006_rooms.sql) each with the stay packages sold in it,
 * priced by the catalog's one pricing code (priced.ts, the search's rate-plan SQL): with dates the
 * final price of the stays bookable on them for the party, without the from price scaled to the
 * party. A room whose maxCapacity is below the party (adults + children; babies sleep in a cot)
 * sells nothing. Up to NEARBY_MAX nearby active hotels with their stored from price. Cents, m², km.
 * Two D1 round trips.
 *
 * A partner's customer (`minisite`, decisions 048 and 055): the hotel must sell a stay of the
 * partner's selection (else 404, like the stay detail), its offers are the selection's, the nearby
 * hotels are those selling one (from price among the selection's stays), and the stay and hotel
 * links carry `?minisite=` so the visitor stays in the partner's scope. One more round trip.
 */
import type { StayRoom } from "../../shared/contract/weekend-detail";
import { HotelDetailQuerySchema, HotelIdParamSchema, type HotelDetailQuery, type HotelDetailResponse, type HotelOffer, type NearbyHotel } from "../../shared/contract/hotel-detail";
import { formatMoney } from "../../shared/money";
import { promoPercent } from "../../shared/pricing";
import { destinationSegment } from "../../shared/search-path";
import { imageUrl } from "../../shared/illustrations/urls";
import { cancellationPolicy, cardImages, headwords, hotelPageUri, hotelSearchUri, packageUri, parseLabels, priceTypeOf, type CardRow } from "./cards";
import { todayIso } from "./dates";
import { haversineKm, roundKm } from "./geo";
import { beddingLabel, hotelImportantInfos, hotelText, roomFacilityLabel } from "./hotel-detail-labels";
import { CatalogError, validate } from "./http";
import { facilityLabel, hotelTypeLabel, isEcoFacility, text } from "./labels";
import { langOf, type Lang } from "./locale";
import { pricedPackages } from "./priced";
import { reviewDetails, roundScore, type HotelScores } from "./review-scores";
import { packageQuery } from "./search-query";
import { batch, first, Params, prepare } from "./sql";
import { minisiteScope, minisiteScopeSql, type MinisiteScope } from "./minisite-scope";

/** Nearby hotels of the carousel (it scrolls 3 at a time: spec 001 §9). */
export const NEARBY_MAX = 9;
/** Facilities shown first (spec 001 §3 highlightedFacilities). */
export const HIGHLIGHTED_MAX = 6;
/** Most stay packages a hotel sells (the seed makes 1-5): the priced query's limit. */
const OFFERS_MAX = 60;

interface HotelRow extends HotelScores {
  id: number;
  slug: string;
  label: string;
  stars: number;
  lat: number;
  lng: number;
  address: string;
  postcode: string | null;
  hotel_type: string;
  environment: string;
  pets_allowed: number;
  pets_price_cents: number | null;
  description: string;
  check_in: string;
  check_out: string;
  local_tax_cents: number;
  review_count: number;
  review_average: number | null;
  image_seed: number;
  active: number;
  country: string;
  city: string;
  city_id: number;
  dep_id: number | null;
  reg_id: number | null;
  c_id: number | null;
  dep_label: string | null;
  reg_label: string | null;
  c_label: string | null;
}

/** A room (migrations/0006_rooms.sql), label and description in the query's language: `roomColumns`. Also read by weekend-detail.ts. */
export interface RoomRow {
  id: number;
  room_type: string;
  bedding: string;
  size_m2: number;
  capacity: number;
  max_capacity: number;
  label: string;
  description: string;
  facilities: string;
  image_seed: number;
}

/** The SELECT list of a RoomRow, `rooms` aliased `r`. */
export function roomColumns(lang: Lang): string {
  return `r.id, r.room_type, r.bedding, r.size_m2, r.capacity, r.max_capacity, r.label_${lang} AS label, r.description_${lang} AS description, r.facilities, r.image_seed`;
}

/**
 * What the hotel page and the stay page say alike of a room (spec 001 §3 Room): size m²,
 * capacities in guests, bedding and things to know; they differ in facilities and images.
 */
export function roomBasics(r: RoomRow, lang: Lang): Omit<StayRoom, "highlightedFacilities" | "images"> {
  return {
    id: r.id,
    label: r.label,
    bedding: { key: r.bedding, label: beddingLabel(r.bedding, lang) },
    size: r.size_m2,
    capacity: r.capacity,
    maxCapacity: r.max_capacity,
    description: r.description,
    importantInfos: [hotelText("cot", lang)],
  };
}

interface NearbyRow {
  id: number;
  slug: string;
  label: string;
  stars: number;
  lat: number;
  lng: number;
  review_count: number;
  review_average: number | null;
  image_seed: number;
  environment: string;
  city: string;
  sell: number | null;
  ref: number | null;
  nights: number | null;
}

function hotelSql(lang: Lang): string {
  return `SELECT h.id, h.slug, h.label, h.stars, h.latitude AS lat, h.longitude AS lng, h.address, h.postcode, h.hotel_type, h.environment,
      h.pets_allowed, h.pets_price_cents, h.description_${lang} AS description, h.check_in, h.check_out, h.local_tax_cents,
      h.review_count, h.review_average, h.score_welcoming, h.score_comfort, h.score_cleanliness, h.score_food, h.score_localization,
      h.score_price_quality_ratio, h.image_seed, h.active, d.country, d.label_${lang} AS city, d.id AS city_id,
      dep.id AS dep_id, reg.id AS reg_id, c.id AS c_id, dep.label_${lang} AS dep_label, reg.label_${lang} AS reg_label, c.label_${lang} AS c_label
    FROM hotels h
    JOIN destinations d ON d.id = h.destination_id
    LEFT JOIN areas dep ON dep.id = d.department_id
    LEFT JOIN areas reg ON reg.id = d.region_id
    LEFT JOIN areas c ON c.id = d.country_id
    WHERE h.id = ?1`;
}

/**
 * The nearest active hotels to hotel ?1 in its country (squared-degree order on the lat/lng index,
 * a few degrees around), with the cheapest live stay's stored from price (cents, 2 adults).
 */
function nearbySql(lang: Lang, scopeTerms: readonly string[] = []): string {
  // Within a partner's scope: only the hotels selling a stay of its selection, priced among those.
  const scoped = scopeTerms.map((t) => ` AND ${t}`).join("");
  const live = `p.hotel_id = h.id AND p.item_category = 'weekend' AND p.published = 1 AND (p.expiration IS NULL OR p.expiration >= ?2)${scoped}`;
  const inScope = scoped ? ` AND EXISTS (SELECT 1 FROM packages p WHERE ${live})` : "";
  return `WITH me AS (SELECT h.latitude AS lat, h.longitude AS lng, d.country FROM hotels h JOIN destinations d ON d.id = h.destination_id WHERE h.id = ?1),
      near AS (SELECT h.id FROM hotels h, me JOIN destinations d ON d.id = h.destination_id
               WHERE h.active = 1 AND h.id <> ?1 AND d.country = me.country
                 AND h.latitude BETWEEN me.lat - 2 AND me.lat + 2 AND h.longitude BETWEEN me.lng - 3 AND me.lng + 3${inScope}
               ORDER BY (h.latitude - me.lat) * (h.latitude - me.lat) + (h.longitude - me.lng) * (h.longitude - me.lng)
               LIMIT ${NEARBY_MAX})
    SELECT h.id, h.slug, h.label, h.stars, h.latitude AS lat, h.longitude AS lng, h.review_count, h.review_average, h.image_seed, h.environment,
      d.label_${lang} AS city,
      (SELECT p.sell_price_cents FROM packages p WHERE ${live} ORDER BY p.sell_price_cents, p.id LIMIT 1) AS sell,
      (SELECT p.ref_price_cents FROM packages p WHERE ${live} ORDER BY p.sell_price_cents, p.id LIMIT 1) AS ref,
      (SELECT p.nights FROM packages p WHERE ${live} ORDER BY p.sell_price_cents, p.id LIMIT 1) AS nights
    FROM near JOIN hotels h ON h.id = near.id JOIN destinations d ON d.id = h.destination_id`;
}

/**
 * The nearby hotels' statement: bound to hotel `id` and `today`, and within `scope` when given.
 */
function nearbyStatement(db: D1Database, lang: Lang, id: number, today: string, scope: MinisiteScope | null): D1PreparedStatement {
  const params = new Params();
  params.add(id);
  params.add(today);
  return prepare(db, nearbySql(lang, scope ? minisiteScopeSql(params, scope) : []), params);
}

/** Throws CatalogError 404 when hotel `id` sells no stay of the partner's selection (published or not). */
async function checkHotelInScope(db: D1Database, id: number, scope: MinisiteScope): Promise<void> {
  const params = new Params();
  const hotel = params.add(id);
  const where = minisiteScopeSql(params, scope).join(" AND ");
  const row = await first<{ ok: number }>(db, `SELECT 1 AS ok FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.hotel_id = ${hotel} AND ${where} LIMIT 1`, params);
  if (!row) throw new CatalogError(404, `Hotel ${id} is not in minisite ${scope.url}`);
}

/** Handles a raw hotel detail request. */
export async function handleHotelDetail(db: D1Database, idParam: string, query: Record<string, string>): Promise<HotelDetailResponse> {
  const id = validate(HotelIdParamSchema, idParam, "hotel id");
  const q = validate(HotelDetailQuerySchema, query, "hotel detail query");
  return hotelDetail(db, id, q);
}

/** The detail of hotel `id` for the query's dates and party; throws CatalogError 404 when it does not exist. */
export async function hotelDetail(db: D1Database, id: number, q: HotelDetailQuery, today = todayIso()): Promise<HotelDetailResponse> {
  const lang = langOf(q.locale);
  const checkin = q.checkin ?? null;
  const nights = checkin ? (q.night ?? null) : null;
  const party = { adults: q.adult, children: q.child, babies: q.baby };
  const scope = await minisiteScope(db, q.minisite, q.locale);
  if (scope) await checkHotelInScope(db, id, scope);
  const scoped = (uri: string) => (scope ? `${uri}?minisite=${scope.url}` : uri);
  const [[row], facilities, rooms, roomOf, nearby] = await batch<[HotelRow[], { facility: string }[], RoomRow[], { package_id: number; room_id: number }[], NearbyRow[]]>(db, [
    prepare(db, hotelSql(lang), [id]),
    prepare(db, "SELECT facility FROM hotel_facilities WHERE hotel_id = ?1 ORDER BY facility", [id]),
    prepare(
      db,
      `SELECT ${roomColumns(lang)} FROM rooms r WHERE r.hotel_id = ?1 ORDER BY r.position`,
      [id],
    ),
    prepare(db, "SELECT rp.package_id, rp.room_id FROM room_packages rp JOIN rooms r ON r.id = rp.room_id WHERE r.hotel_id = ?1", [id]),
    nearbyStatement(db, lang, id, today, scope),
  ]);
  if (!row) throw new CatalogError(404, `Hotel ${id} not found`);

  const priced = row.active
    ? await pricedPackages(db, packageQuery({ lang, today, party, checkin, nights, gift: false, category: "weekend", hotelId: id, minisite: scope }), OFFERS_MAX)
    : [];
  const roomByPackage = new Map(roomOf.map((m) => [m.package_id, m.room_id]));
  const guests = party.adults + party.children;
  const participants = guests + party.babies;
  const offers = priced.flatMap((r) => {
    const room = roomByPackage.get(r.pid);
    return room === undefined ? [] : [{ ...toOffer(r, room, { lang, today, checkin, participants }), uri: scoped(packageUri(r.pid, r.c_slug)) }];
  });
  const env = row.environment;
  const imageCount = 3 + (row.image_seed % 6); // 3..8: some hotels have fewer than 4 pictures (spec 001 §9 gallery).
  const plain = facilities.filter((f) => !isEcoFacility(f.facility)).map((f) => ({ key: f.facility, label: facilityLabel(f.facility, lang) }));
  const importantInfos = hotelImportantInfos(row, lang, (c) => formatMoney(c, q.locale));

  return {
    id: row.id,
    label: row.label,
    stars: row.stars,
    uri: hotelPageUri(row.id, row.slug),
    searchUri: hotelSearchUri(row.id, row.slug),
    review: { count: row.review_count, average: roundScore(row.review_average) },
    reviewDetails: reviewDetails(row),
    description: row.description,
    images: cardImages(row.image_seed, row.image_seed, imageCount, env),
    location: {
      address: row.address,
      city: row.city,
      postcode: row.postcode,
      region: row.reg_label,
      label: placeLabel(row),
      latitude: row.lat,
      longitude: row.lng,
    },
    hotelType: { key: row.hotel_type, label: hotelTypeLabel(row.hotel_type, lang) },
    facilities: plain,
    highlightedFacilities: plain.slice(0, HIGHLIGHTED_MAX),
    ecoFacilities: facilities.filter((f) => isEcoFacility(f.facility)).map((f) => ({ key: f.facility, label: facilityLabel(f.facility, lang) })),
    checkInOut: { checkin: row.check_in, checkout: row.check_out },
    policy: { petsAllowed: row.pets_allowed === 1, petsPrice: row.pets_price_cents, petsMaxWeight: null, petsMaxNumberOfPets: 1 },
    localTax: { amount: row.local_tax_cents, currency: "EUR", toBePaidAtHotel: true, type: "PER_PERSON_PER_NIGHT", percentage: null },
    importantInfos,
    breadcrumb: breadcrumbOf(row, lang),
    active: row.active === 1,
    checkin,
    nights,
    paxCount: participants,
    hasSelectedDates: checkin !== null,
    rooms: rooms.map((r) => {
      const keys = r.facilities ? r.facilities.split(",") : [];
      return {
        ...roomBasics(r, lang),
        uuid: `room-${r.id}`,
        title: r.label,
        type: r.room_type,
        detailsSection: {
          title: hotelText("roomDetails", lang),
          details: [hotelText("size", lang, { n: r.size_m2 }), beddingLabel(r.bedding, lang), hotelText("guests", lang, { n: r.max_capacity }), ...keys.map((k) => roomFacilityLabel(k, lang))],
        },
        highlightedFacilities: keys.slice(0, 4).map((k) => ({ key: k, label: roomFacilityLabel(k, lang) })),
        images: [imageUrl("room", r.image_seed, "640x360"), imageUrl("room", r.image_seed + 1, "640x360", { time: "golden" })],
        offers: guests > r.max_capacity ? [] : offers.filter((o) => o.room === r.id),
      };
    }),
    nearbyHotels: nearby
      .map((n): NearbyHotel => ({
        id: n.id,
        label: n.label,
        stars: n.stars,
        uri: scoped(hotelPageUri(n.id, n.slug)),
        imageUrl: cardImages(n.image_seed, n.image_seed, 1, n.environment)[0]!,
        review: { count: n.review_count, average: roundScore(n.review_average) },
        location: { label: n.city },
        distance: roundKm(haversineKm({ lat: row.lat, lng: row.lng }, { lat: n.lat, lng: n.lng })),
        fromPrice: n.sell === null ? null : { sellPrice: n.sell, refPrice: Math.max(n.ref ?? n.sell, n.sell), nights: n.nights ?? 1 },
      }))
      .sort((a, b) => a.distance - b.distance || a.id - b.id),
  };
}

/** One priced stay package as a room offer. */
function toOffer(r: CardRow, room: number, ctx: { lang: Lang; today: string; checkin: string | null; participants: number }): HotelOffer {
  const nights = r.stay_nights;
  const refPrice = Math.max(r.refp, r.price);
  const activities = parseLabels(r.c_activities);
  return {
    id: r.pid,
    label: r.c_label,
    nights,
    price: { sellPrice: r.price, refPrice, promoPercentageRounded: promoPercent(r.price, refPrice), nights, priceType: priceTypeOf(false, ctx.checkin, "weekend") },
    checkin: ctx.checkin,
    paxCount: ctx.participants,
    hasSelectedDates: ctx.checkin !== null,
    // The stay's includes without its nights (the room card says the room).
    shortProgramIntroWithoutRoom: headwords(ctx.lang, 0, r.c_breakfast === 1, r.c_dinner === 1, activities),
    cancellationPolicy: cancellationPolicy({ lang: ctx.lang, today: ctx.today, checkin: ctx.checkin, gift: false, lastMinute: r.c_last_minute === 1 }),
    availableRooms: ctx.checkin ? (r.rooms ?? null) : null,
    lastMinute: r.c_last_minute === 1,
    room,
    uri: packageUri(r.pid, r.c_slug),
  };
}

/** "City, Department" (the first wider level named differently from the city), or the city alone. */
function placeLabel(row: HotelRow): string {
  const wider = [row.dep_label, row.reg_label, row.c_label].find((x) => x && !sameName(x, row.city));
  return wider ? `${row.city}, ${wider}` : row.city;
}

/** Home, country, region, department, city (each name once), then the hotel itself. */
function breadcrumbOf(row: HotelRow, lang: Lang): { label: string; url: string }[] {
  const out = [{ label: text("home", lang), url: "/" }];
  const levels = ([
    [row.c_label, "country", row.c_id],
    [row.reg_label, "region", row.reg_id],
    [row.dep_label, "department", row.dep_id],
    [row.city, "city", row.city_id],
  ] as const).filter((l): l is readonly [string, "country" | "region" | "department" | "city", number] => Boolean(l[0] && l[2]));
  levels.forEach(([label, type, levelId], i) => {
    if (sameName(label, levels[i + 1]?.[0])) return;
    out.push({ label, url: `/search/${destinationSegment({ type, id: levelId }, label)}` });
  });
  out.push({ label: row.label, url: hotelPageUri(row.id, row.slug) });
  return out;
}

/** Same place name, ignoring case and accents (as weekend-detail.ts: "Ávila" and "Avila"). */
function sameName(a: string, b: string | undefined): boolean {
  if (!b) return false;
  const fold = (x: string) => x.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").trim();
  return fold(a) === fold(b);
}

/**
 * GET /weekend/:id/detail.json — stay product detail (spec 001 §2 "Stay product page", §3 Hotel,
 * Stay offer, Price display, Program activity, Local tax, Review summary; §4 price type; §7).
 *
 * Input: id (digits; otherwise 400) and WeekendDetailQuerySchema. Unknown id → 404.
 * Output: WeekendDetailResponse. Prices cents: with a check-in the final price of the cheapest
 * rate plan covering it (price.available false and the from price when the day cannot be
 * booked); without, the from price scaled to the party; in gifting the single-voucher price.
 * Unpublished or expired packages still answer (published false) so the page can show the
 * expired-offer screen with the hotel's other live offers, or, when the hotel sells nothing else,
 * the live offers of the nearest hotels of its city or department (otherPackages then holds other
 * hotels). The breadcrumb names each place once. The hotel's things to know and the room the stay
 * is sold in (room_packages) come as the hotel page has them. Three D1 round trips (four for an expired offer
 * of a hotel with no other offer).
 */
import { type HotelScores, reviewDetails, roundScore } from "./review-scores";
import { destinationSegment } from "../../shared/search-path";
import { PackageIdParamSchema, WeekendDetailQuerySchema, type StayRoom, type WeekendDetailQuery, type WeekendDetailResponse } from "../../shared/contract/weekend-detail";
import { formatMoney } from "../../shared/money";
import { moneySaved, promoPercent } from "../../shared/pricing";
import type { ActivityKind } from "../../shared/illustrations/activity";
import { imageUrl } from "../../shared/illustrations/urls";
import { autoDiscount, cancellationPolicy, cardImages, channelManagerId, hotelPageUri, packageUri, priceTypeOf, toCards, type CardRow, type PricedRow } from "./cards";
import { todayIso } from "./dates";
import { HIGHLIGHTED_MAX, roomBasics, roomColumns, type RoomRow } from "./hotel-detail";
import { hotelImportantInfos, roomFacilityLabel } from "./hotel-detail-labels";
import { CatalogError, validate } from "./http";
import { facilityLabel, isEcoFacility, nightsLabel, starsLabel, text } from "./labels";
import { langOf, type Lang } from "./locale";
import { pricedPackages } from "./priced";
import { programActivityFields } from "./program-activity";
import { priceListRows, type GiftSettings } from "./gift";
import { stayGiftNights } from "../../shared/gift";
import { packageQuery, type Party, type SearchQuery } from "./search-query";
import { packageMinisiteScope } from "./minisite-scope";
import { all, batch, prepare } from "./sql";

/** Illustration of an activity group (shared/illustrations ACTIVITY_KINDS). */
export const ACTIVITY_KIND: Record<string, ActivityKind> = {
  culture: "culture",
  gastronomy: "gastronomy",
  leisure: "family",
  nature: "nature",
  snow: "ski",
  sport: "sport",
  water: "sea",
  wellness: "wellness",
  wine: "wine",
  adventure: "adventure",
};

/** Other packages of the same hotel shown on the page (spec 001 §2 carousel). */
export const OTHER_PACKAGES_MAX = 6;

interface DetailRow extends HotelScores {
  id: number;
  slug: string;
  label: string;
  item_category: "weekend" | "activity";
  nights: number;
  includes_breakfast: number;
  includes_dinner: number;
  marketing_label: string | null;
  last_minute: number;
  expiration: string | null;
  image_seed: number;
  published: number;
  sell_price_cents: number;
  ref_price_cents: number;
  theme_id: number;
  theme_label: string;
  theme_slug: string;
  h_id: number;
  h_slug: string;
  h_label: string;
  stars: number;
  h_lat: number;
  h_lng: number;
  address: string;
  postcode: string | null;
  hotel_type: string;
  environment: string;
  style: string;
  pets_allowed: number;
  pets_price_cents: number | null;
  description: string;
  check_in: string;
  check_out: string;
  local_tax_cents: number;
  review_count: number;
  review_average: number | null;
  h_image_seed: number;
  active: number;
  city: string;
  city_slug: string;
  city_id: number;
  dep_id: number | null;
  reg_id: number | null;
  c_id: number | null;
  dep_label: string | null;
  dep_slug: string | null;
  reg_label: string | null;
  reg_slug: string | null;
  c_label: string | null;
  c_slug: string | null;
}

interface ActivityRow {
  id: number;
  label: string;
  group_name: string;
  theme_id: number | null;
  duration_minutes: number | null;
}

function detailSql(lang: Lang): string {
  return `SELECT p.id, p.slug, p.label_${lang} AS label, p.item_category, p.nights, p.includes_breakfast, p.includes_dinner,
      p.marketing_label, p.last_minute, p.expiration, p.image_seed, p.published, p.sell_price_cents, p.ref_price_cents,
      t.id AS theme_id, t.label_${lang} AS theme_label, t.slug AS theme_slug,
      h.id AS h_id, h.slug AS h_slug, h.label AS h_label, h.stars, h.latitude AS h_lat, h.longitude AS h_lng, h.address, h.postcode,
      h.hotel_type, h.environment, h.style, h.pets_allowed, h.pets_price_cents, h.description_${lang} AS description,
      h.check_in, h.check_out, h.local_tax_cents, h.review_count, h.review_average,
      h.score_welcoming, h.score_comfort, h.score_cleanliness, h.score_food, h.score_localization, h.score_price_quality_ratio,
      h.image_seed AS h_image_seed, h.active,
      d.label_${lang} AS city, d.slug AS city_slug, d.id AS city_id, dep.id AS dep_id, reg.id AS reg_id, c.id AS c_id,
      dep.label_${lang} AS dep_label, dep.slug AS dep_slug, reg.label_${lang} AS reg_label, reg.slug AS reg_slug,
      c.label_${lang} AS c_label, c.slug AS c_slug
    FROM packages p
    JOIN hotels h ON h.id = p.hotel_id
    JOIN themes t ON t.id = p.theme_id
    JOIN destinations d ON d.id = h.destination_id
    LEFT JOIN areas dep ON dep.id = d.department_id
    LEFT JOIN areas reg ON reg.id = d.region_id
    LEFT JOIN areas c ON c.id = d.country_id
    WHERE p.id = ?1`;
}

/** Handles a raw detail request. */
export async function handleWeekendDetail(db: D1Database, idParam: string, query: Record<string, string>, settings: GiftSettings = {}): Promise<WeekendDetailResponse> {
  const id = validate(PackageIdParamSchema, idParam, "package id");
  const q = validate(WeekendDetailQuerySchema, query, "detail query");
  return weekendDetail(db, id, q, todayIso(), settings);
}

/**
 * Builds the detail of package `id`; throws CatalogError 404 when it does not exist. In gifting
 * (issue 25 item 3) the price is the single voucher's for the gift nights (`night` when the price
 * list has it, else the stay's own nights: shared/gift.ts stayGiftNights), from the one price list
 * (gift.ts priceListRows) that the gift setup and the gift cart read; `giftPriceList` carries every
 * nights offered (the gift drawer).
 */
export async function weekendDetail(db: D1Database, id: number, q: WeekendDetailQuery, today = todayIso(), settings: GiftSettings = {}): Promise<WeekendDetailResponse> {
  const lang = langOf(q.locale);
  const [[row], themes, activities, facilities, [room]] = await batch<[DetailRow[], { id: number; label: string }[], ActivityRow[], { facility: string }[], RoomRow[]]>(db, [
    prepare(db, detailSql(lang), [id]),
    prepare(db, `SELECT t.id, t.label_${lang} AS label FROM package_themes pt JOIN themes t ON t.id = pt.theme_id WHERE pt.package_id = ?1 ORDER BY t.id`, [id]),
    prepare(
      db,
      `SELECT a.id, a.label_${lang} AS label, a.group_name, a.theme_id, a.duration_minutes
       FROM package_activities pa JOIN activities a ON a.id = pa.activity_id WHERE pa.package_id = ?1 ORDER BY a.id`,
      [id],
    ),
    prepare(db, `SELECT facility FROM hotel_facilities WHERE hotel_id = (SELECT hotel_id FROM packages WHERE id = ?1) ORDER BY facility`, [id]),
    prepare(
      db,
      `SELECT ${roomColumns(lang)} FROM room_packages rp JOIN rooms r ON r.id = rp.room_id WHERE rp.package_id = ?1`,
      [id],
    ),
  ]);
  if (!row) throw new CatalogError(404, `Package ${id} not found`);
  // A partner's customer (decision 048): the package must be in its selection; its other offers too.
  const minisite = await packageMinisiteScope(db, q.minisite, q.locale, id);

  const gift = q.flow === "gifting";
  const party: Party = gift ? { adults: 2, children: 0, babies: 0 } : { adults: q.adult, children: q.child, babies: q.baby };
  const checkin = gift ? null : (q.checkin ?? null);
  const base = { lang, today, party, gift, category: row.item_category } as const;
  const priceQuery = (withDates: boolean) =>
    packageQuery({ ...base, checkin: withDates ? checkin : null, nights: withDates ? (q.night ?? null) : null, packageIds: [id], includeInactive: true });
  const othersQuery = packageQuery({ ...base, checkin, nights: q.night ?? null, hotelId: row.h_id, minisite });
  const live = row.published === 1 && (row.expiration === null || row.expiration >= today);
  const [[dated], [undated], hotelOthers] = await Promise.all([
    checkin ? pricedPackages(db, priceQuery(true), 1) : Promise.resolve([] as PricedRow[]),
    pricedPackages(db, priceQuery(false), 1),
    pricedPackages(db, othersQuery, OTHER_PACKAGES_MAX, [id]),
  ]);
  // An expired offer whose hotel sells nothing else still suggests stays: the live offers of the
  // nearest hotels of the same city or department (spec 001 §8 "Luckily, we have other stays to suggest you").
  const others = live || hotelOthers.length ? hotelOthers : await nearbyPackages(db, row, packageQuery({ ...base, checkin, nights: q.night ?? null, minisite }));
  const available = checkin ? dated !== undefined : null;
  const giftList = gift && row.nights > 0 ? await priceListRows(db, id, settings) : [];
  const giftNights = stayGiftNights(giftList.map((r) => ({ nights: r.nights })), q.night, row.nights);
  const voucher = giftList.find((r) => r.nights === giftNights);
  const priced = voucher ? { ...fromPriceFallback(undated, row), price: voucher.sell_price_cents, refp: voucher.ref_price_cents } : (dated ?? fromPriceFallback(undated, row));
  const participants = party.adults + party.children + party.babies;
  const otherPackages = toCards({ lang, today, checkin, gift, participants, imageCount: 5 }, others);

  const nights = row.nights === 0 ? 0 : dated ? dated.stay_nights : row.nights;
  const refPrice = Math.max(priced.refp, priced.price);
  const discount = autoDiscount(row.id, gift);
  const plainFacilities = facilities.filter((f) => !isEcoFacility(f.facility)).map((f) => ({ key: f.facility, label: facilityLabel(f.facility, lang) }));
  const capitalise = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  const activityList = activities.map((a) => ({
    activityId: a.id,
    title: capitalise(a.label),
    duration: a.duration_minutes,
    group: a.group_name,
    themeId: a.theme_id,
    imageUrl: imageUrl("activity", a.id, "640x360", { theme: ACTIVITY_KIND[a.group_name] ?? "culture" }),
    where: row.city,
    type: "activity" as const,
    displayPax: party.adults + party.children,
    ...programActivityFields(a, row.h_id, lang),
  }));
  const durationText = (m: number | null) => (m ? (m >= 60 ? `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60}` : ""}` : `${m} min`) : "");
  const breadcrumb = [{ label: text("home", lang), url: "/" }];
  // Storefront search paths: /search/{slug}-{letter}{id} (shared/search-path.ts).
  // A level named like the next one (the province of Ávila and its city Ávila) is left out: the
  // shopper reads each name once, and the more precise place is kept (issue 13 item 14).
  const levels = ([
    [row.c_label, "country", row.c_id],
    [row.reg_label, "region", row.reg_id],
    [row.dep_label, "department", row.dep_id],
    [row.city, "city", row.city_id],
  ] as const).filter((l): l is readonly [string, "country" | "region" | "department" | "city", number] => Boolean(l[0] && l[2]));
  levels.forEach(([label, type, id], i) => {
    if (sameName(label, levels[i + 1]?.[0])) return;
    breadcrumb.push({ label, url: `/search/${destinationSegment({ type, id }, label)}` });
  });
  breadcrumb.push({ label: row.h_label, url: hotelPageUri(row.h_id, row.h_slug) });

  return {
    id: row.id,
    label: row.label,
    itemCategory: gift ? "single_voucher" : row.item_category,
    nights,
    theme: { id: row.theme_id, label: row.theme_label, slug: row.theme_slug },
    themes: themes.length ? themes : [{ id: row.theme_id, label: row.theme_label }],
    images: cardImages(row.image_seed, row.h_image_seed, 5, row.environment),
    headwords: [
      ...(nights > 0 ? [nightsLabel(nights, lang)] : []),
      ...(row.includes_breakfast ? [text("breakfast", lang)] : []),
      ...(row.includes_dinner ? [text("dinner", lang)] : []),
      ...activities.map((a) => a.label),
    ],
    programLine: [
      ...(nights > 0 ? [{ title: text("room", lang), detailList: [nightsLabel(nights, lang), `${row.h_label} (${starsLabel(row.stars, lang)})`], type: "room" as const }] : []),
      ...(row.includes_breakfast ? [{ title: text("breakfast", lang), detailList: [text("breakfastDetail", lang)], type: "breakfast" as const }] : []),
      ...(row.includes_dinner ? [{ title: text("dinner", lang), detailList: [text("dinnerDetail", lang)], type: "dinner" as const }] : []),
      ...activities.map((a) => ({ title: capitalise(a.label), detailList: a.duration_minutes ? [durationText(a.duration_minutes)] : [], type: "activity" as const })),
    ],
    activities: activityList,
    price: {
      sellPrice: priced.price,
      refPrice,
      promo: promoPercent(priced.price, refPrice),
      moneySaved: moneySaved(priced.price, refPrice),
      priceType: dated ? priceTypeOf(gift, checkin, row.item_category) : priceTypeOf(gift, null, row.item_category),
      extraDiscount: discount?.value ?? 0,
      nights: voucher ? voucher.nights : nights,
      paxCount: participants,
      availableRooms: dated ? (dated.rooms ?? null) : null,
      available,
    },
    autoDiscount: discount,
    checkin,
    paxCount: participants,
    ...(gift ? { giftPriceList: giftList.map((r) => ({ nights: r.nights, sellPrice: r.sell_price_cents, refPrice: r.ref_price_cents })) } : {}),
    hasSelectedDates: checkin !== null,
    cancellationPolicy: cancellationPolicy({ lang, today, checkin: dated ? checkin : null, gift, lastMinute: row.last_minute === 1 }),
    lastMinute: row.last_minute === 1,
    expiration: row.expiration,
    marketingLabels: row.marketing_label ? [row.marketing_label] : [],
    channelManagerId: channelManagerId(row.h_id),
    hotel: {
      id: row.h_id,
      label: row.h_label,
      stars: row.stars,
      uri: hotelPageUri(row.h_id, row.h_slug),
      review: { count: row.review_count, average: roundScore(row.review_average) },
      reviewDetails: reviewDetails(row),
      description: row.description,
      images: cardImages(row.h_image_seed, row.h_image_seed, 5, row.environment),
      location: {
        address: row.address,
        city: row.city,
        postcode: row.postcode,
        region: row.reg_label,
        label: [row.dep_label, row.reg_label, row.c_label].reduce<string>((acc, x) => (acc === row.city && x && x !== row.city ? `${row.city}, ${x}` : acc), row.city),
        latitude: row.h_lat,
        longitude: row.h_lng,
      },
      hotelType: row.hotel_type,
      environment: row.environment,
      style: row.style,
      facilities: plainFacilities,
      highlightedFacilities: plainFacilities.slice(0, HIGHLIGHTED_MAX),
      ecoFacilities: facilities.filter((f) => isEcoFacility(f.facility)).map((f) => ({ key: f.facility, label: facilityLabel(f.facility, lang) })),
      checkInOut: { checkin: row.check_in, checkout: row.check_out },
      policy: { petsAllowed: row.pets_allowed === 1, petsPrice: row.pets_price_cents, petsMaxWeight: null, petsMaxNumberOfPets: 1 },
      localTax: { amount: row.local_tax_cents, currency: "EUR", toBePaidAtHotel: true, type: "PER_PERSON_PER_NIGHT", percentage: null },
      // The stay page's things-to-know modal states the pets policy from `policy`: not twice.
      importantInfos: hotelImportantInfos(row, lang, (c) => formatMoney(c, q.locale), false),
      breadcrumb,
      active: row.active === 1,
    },
    room: room && nights > 0 ? stayRoom(room, lang) : null,
    otherPackages,
    published: live,
    uri: packageUri(row.id, row.slug),
  };
}

/** The room a stay is sold in (spec 001 §3 Room), as the hotel page describes it (hotel-detail.ts). */
function stayRoom(r: RoomRow, lang: Lang): StayRoom {
  const keys = r.facilities ? r.facilities.split(",") : [];
  return {
    ...roomBasics(r, lang),
    highlightedFacilities: keys.map((k) => ({ key: k, label: roomFacilityLabel(k, lang) })),
    images: [imageUrl("room", r.image_seed, "640x360")],
  };
}

/** Fallback price when even the undated search yields nothing: the stored from price. */
function fromPriceFallback(undated: PricedRow | undefined, row: DetailRow): PricedRow {
  return (
    undated ?? { pid: row.id, hid: row.h_id, price: row.sell_price_cents, refp: row.ref_price_cents, rooms: null, dist: null, stay_nights: row.nights, from_price: row.sell_price_cents }
  );
}

/** Same place name, ignoring case and accents ("Ávila" and "Avila"). */
function sameName(a: string, b: string | undefined): boolean {
  if (!b) return false;
  const fold = (x: string) => x.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").trim();
  return fold(a) === fold(b);
}

/** How many hotels around an expired offer's hotel are searched for suggestions. */
const NEARBY_HOTELS = 30;

/**
 * Live offers of the hotels nearest to `row`'s hotel in the same city or department (not the hotel
 * itself), cheapest first, at most OTHER_PACKAGES_MAX. One query for the hotels, one for the prices.
 */
async function nearbyPackages(db: D1Database, row: DetailRow, base: SearchQuery): Promise<CardRow[]> {
  const hotels = await all<{ id: number }>(
    db,
    `SELECT h.id FROM hotels h JOIN destinations d ON d.id = h.destination_id
     WHERE h.active = 1 AND h.id <> ?1 AND (h.destination_id = ?2 OR (?3 IS NOT NULL AND d.department_id = ?3))
     ORDER BY (h.latitude - ?4) * (h.latitude - ?4) + (h.longitude - ?5) * (h.longitude - ?5) LIMIT ${NEARBY_HOTELS}`,
    [row.h_id, row.city_id, row.dep_id, row.h_lat, row.h_lng],
  );
  if (!hotels.length) return [];
  return pricedPackages(db, { ...base, hotelIds: hotels.map((h) => h.id) }, OTHER_PACKAGES_MAX, [row.id]);
}

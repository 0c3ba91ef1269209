/**
 * GET /activity-only/weekend/:id/detail.json — activity-only detail (spec 001 §2 "Activity detail
 * page", §3 Activity-only detail, Program activity; §5 people count; §7; contract in
 * shared/contract/activity-detail.ts).
 *
 * Input: id (digits; otherwise 400) and ActivityDetailQuerySchema (locale). An unknown id, or the
 * id of a stay package, → 404.
 * Output: ActivityDetailResponse. `prices`: the activity's one price for 1..ACTIVITY_MAX_PEOPLE
 * people (activity-price.ts, shared/activity-price.ts; decision 061): the from-plan the search
 * prices without dates, so the card, this page, its modal and the carts ask the same cents; an
 * activity is bought without a date. `bookingDay`: the first day from today (Europe/Paris) within
 * ACTIVITY_BOOKING_HORIZON_DAYS that a rate plan covers (weekday in its mask, places left) and
 * that is not a stop-sell day (rate-plans.ts `bestOfferOn`); none → `prices` empty (not on sale).
 * Opening weekdays: the union of the masks of the plans of that window. Unpublished or expired:
 * `published` false (the page shows the expired message). One D1 round trip (a batch of six
 * statements).
 */
import { ACTIVITY_BOOKING_HORIZON_DAYS, ActivityDetailQuerySchema, type ActivityDetailResponse } from "../../shared/contract/activity-detail";
import { PackageIdParamSchema } from "../../shared/contract/weekend-detail";
import { ACTIVITY_SEARCH_PATH } from "../../shared/search-path";
import { imageUrl } from "../../shared/illustrations/urls";
import { activityFromPlanStatement, fromPlanOf, priceTable, type ActivityFromPlanRow } from "./activity-price";
import { activityDescription, activityGroupText, gettingThere, openingTimes, thingsToKnow } from "./activity-texts";
import { activityUri, cardImages, hotelPageUri } from "./cards";
import { addDays, todayIso } from "./dates";
import { CatalogError, validate } from "./http";
import { text } from "./labels";
import { langOf, type Lang } from "./locale";
import { bestOfferOn, type RatePlan } from "./rate-plans";
import { batch, prepare } from "./sql";
import { ACTIVITY_KIND } from "./weekend-detail";

interface ActivityPackageRow {
  id: number;
  slug: string;
  label: string;
  item_category: string;
  image_seed: number;
  published: number;
  expiration: string | null;
  theme_id: number;
  theme_label: string;
  h_id: number;
  h_slug: string;
  h_label: string;
  stars: number;
  address: string;
  postcode: string | null;
  lat: number;
  lng: number;
  environment: string;
  h_image_seed: number;
  city: string;
  region: string | null;
}

interface IncludedRow {
  id: number;
  label: string;
  group_name: string;
  duration_minutes: number | null;
}

/** Pictures an activity-only package shows (activities/{id}/images.json and its detail). */
export const ACTIVITY_IMAGE_COUNT = 5;

/** One included activity's picture (640x360). */
export function activityImageOf(a: { id: number; group_name: string }): string {
  return imageUrl("activity", a.id, "640x360", { theme: ACTIVITY_KIND[a.group_name] ?? "culture" });
}

/**
 * The package's pictures, at most ACTIVITY_IMAGE_COUNT: each included activity's, then the
 * package's and its centre's. The one computation of the detail's `images` and of
 * activities/{id}/images.json (activity-images.ts).
 */
export function activityImages(row: { image_seed: number; h_image_seed: number; environment: string }, included: readonly { id: number; group_name: string }[]): string[] {
  return [...included.map(activityImageOf), ...cardImages(row.image_seed, row.h_image_seed, ACTIVITY_IMAGE_COUNT, row.environment)].slice(0, ACTIVITY_IMAGE_COUNT);
}

/** Handles a raw activity detail request. */
export async function handleActivityDetail(db: D1Database, idParam: string, query: Record<string, string>, today = todayIso()): Promise<ActivityDetailResponse> {
  const id = validate(PackageIdParamSchema, idParam, "activity id");
  const q = validate(ActivityDetailQuerySchema, query, "activity detail query");
  return activityDetail(db, id, langOf(q.locale), today);
}

/** The detail of activity-only package `id` in `lang`; throws CatalogError 404 when there is none. */
export async function activityDetail(db: D1Database, id: number, lang: Lang, today = todayIso()): Promise<ActivityDetailResponse> {
  const last = addDays(today, ACTIVITY_BOOKING_HORIZON_DAYS - 1);
  const [[row], included, facilities, plans, closedRows, [fromPlan]] = await batch<[ActivityPackageRow[], IncludedRow[], { facility: string }[], RatePlan[], { day: string }[], ActivityFromPlanRow[]]>(db, [
    prepare(
      db,
      `SELECT p.id, p.slug, p.label_${lang} AS label, p.item_category, p.image_seed, p.published, p.expiration,
         t.id AS theme_id, t.label_${lang} AS theme_label,
         h.id AS h_id, h.slug AS h_slug, h.label AS h_label, h.stars, h.address, h.postcode, h.latitude AS lat, h.longitude AS lng,
         h.environment, h.image_seed AS h_image_seed, d.label_${lang} AS city, reg.label_${lang} AS region
       FROM packages p JOIN hotels h ON h.id = p.hotel_id JOIN themes t ON t.id = p.theme_id
       JOIN destinations d ON d.id = h.destination_id LEFT JOIN areas reg ON reg.id = d.region_id
       WHERE p.id = ?1`,
      [id],
    ),
    prepare(
      db,
      `SELECT a.id, a.label_${lang} AS label, a.group_name, a.duration_minutes
       FROM package_activities pa JOIN activities a ON a.id = pa.activity_id WHERE pa.package_id = ?1 ORDER BY a.id`,
      [id],
    ),
    prepare(db, "SELECT facility FROM hotel_facilities WHERE hotel_id = (SELECT hotel_id FROM packages WHERE id = ?1)", [id]),
    prepare(
      db,
      `SELECT package_id, valid_from, valid_to, weekday_mask, sell_price_cents, ref_price_cents, extra_adult_cents, child_cents, min_los, max_los, rooms
       FROM rate_plans WHERE package_id = ?1 AND valid_to >= ?2 AND valid_from <= ?3 AND rooms > 0`,
      [id, today, last],
    ),
    prepare(db, "SELECT day FROM closed_days WHERE package_id = ?1 AND day >= ?2 AND day <= ?3", [id, today, last]),
    activityFromPlanStatement(db, id),
  ]);
  if (!row || row.item_category !== "activity") throw new CatalogError(404, `Activity ${id} not found`);

  const closed = new Set(closedRows.map((c) => `${id}|${c.day}`));
  const priceFor = (day: string, adults: number) => bestOfferOn(day, id, 0, plans, closed, { adults, children: 0, babies: 0 }, null);
  let bookingDay: string | null = null;
  for (let day = today; day <= last && bookingDay === null; day = addDays(day, 1)) if (priceFor(day, 2)) bookingDay = day;
  // The activity's one price (not the booking day's): what its card showed and its carts charge.
  const prices = bookingDay && fromPlan ? priceTable(fromPlanOf(fromPlan)) : [];
  const mask = plans.reduce((m, p) => m | p.weekday_mask, 0);
  const weekdays = [1, 2, 3, 4, 5, 6, 7].filter((d) => (mask & (1 << (d - 1))) !== 0);
  const place = [row.postcode, row.city].filter(Boolean).join(" ");
  const capitalise = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  const activityImage = activityImageOf;
  const uri = activityUri(row.id, row.slug);

  return {
    id: row.id,
    label: row.label,
    description: activityDescription(lang, { label: row.label, city: row.city, center: row.h_label }),
    theme: { id: row.theme_id, label: row.theme_label },
    images: activityImages(row, included),
    activities: included.map((a, i) => ({
      activityId: a.id,
      title: capitalise(a.label),
      description: activityGroupText(a.group_name, lang),
      univers: a.group_name,
      duration: a.duration_minutes,
      imageUrl: activityImage(a),
      main: i === 0,
    })),
    mainActivityCenter: {
      id: row.h_id,
      label: row.h_label,
      stars: row.stars,
      uri: hotelPageUri(row.h_id, row.h_slug),
      location: { address: row.address, postcode: row.postcode, city: row.city, label: row.region ? `${row.city}, ${row.region}` : row.city, latitude: row.lat, longitude: row.lng },
    },
    practicalInfo: {
      gettingThere: gettingThere(lang, { center: row.h_label, address: row.address, place, facilities: new Set(facilities.map((f) => f.facility)) }),
      openingHours: { weekdays, ...openingTimes(row.h_id) },
      thingsToKnow: thingsToKnow(lang, included.map((a) => a.group_name)),
    },
    prices,
    bookingDay,
    breadcrumb: [
      { label: text("home", lang), url: "/" },
      { label: row.theme_label, url: ACTIVITY_SEARCH_PATH },
      { label: row.label, url: uri },
    ],
    published: row.published === 1 && (row.expiration === null || row.expiration >= today),
    uri,
  };
}

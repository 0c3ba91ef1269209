/**
 * GET /weekend/:id/upsells.json — a stay's upsells and the other products suggested beside it
 * (spec 001 §2 "upsell section", "other products carousel"; §3 Upsell; shared/contract/upsells.ts).
 *
 * Upsells (the catalog decides, docs/decisions/039-instalments-upsells.md): the live packages of
 * the same hotel, same category and same nights whose activities hold all of this one's and more
 * (with at least its breakfast): adding leads there; and those whose activities are a strict part
 * of this one's: this stay already has the difference, removing leads there. A changed dinner
 * makes the type DINNER. Both packages must sell for the request's criteria (priced.ts, same rules
 * as the detail); the difference is the upsell's price minus this one's, cents.
 *
 * Other products: live packages of other hotels within OTHER_PRODUCTS_RADIUS_KM of this hotel,
 * those sharing this stay's theme first, then nearest, one per hotel, at most OTHER_PRODUCTS_MAX.
 *
 * A partner's customer (`minisite`, decisions 048 and 055): this package must be in the partner's
 * selection (else 404, like the detail), and the upsells and other products are the selection's.
 *
 * Input: id (digits; otherwise 400) and UpsellsQuerySchema (the detail's); a past check-in
 * outside gifting → 400; unknown id → 404. Cost: two D1 round trips (the pairs; then the prices
 * of this package and its pairs with the nearby products, in parallel).
 */
import { PackageIdParamSchema } from "../../shared/contract/weekend-detail";
import { UpsellsQuerySchema, type Upsell, type UpsellsResponse } from "../../shared/contract/upsells";
import type { WeekendDetailQuery } from "../../shared/contract/weekend-detail";
import { imageUrl } from "../../shared/illustrations/urls";
import { packageUri, toCards, type CardRow } from "./cards";
import { todayIso } from "./dates";
import { CatalogError, validate } from "./http";
import { langOf } from "./locale";
import { locationFromRows } from "./location";
import { pricedPackages } from "./priced";
import { productPricing } from "./product-pricing";
import { packageQuery } from "./search-query";
import { all } from "./sql";
import { ACTIVITY_KIND } from "./weekend-detail";
import { packageMinisiteScope } from "./minisite-scope";

/** Other products come from hotels at most this far, km. */
export const OTHER_PRODUCTS_RADIUS_KM = 80;
/** Most other products. */
export const OTHER_PRODUCTS_MAX = 8;
/** Most upsells (added or included). */
export const UPSELLS_MAX = 4;

interface PairRow {
  id: number;
  a_breakfast: number;
  a_dinner: number;
  b_breakfast: number;
  b_dinner: number;
  hotel_id: number;
  theme_id: number;
  category: "weekend" | "activity";
  lat: number;
  lng: number;
  b_label: string | null;
  b_slug: string | null;
  /** JSON arrays of activity ids only in this package (a) / only in the pair (b). */
  a_only: string;
  b_only: string;
}

interface ActivityRow {
  id: number;
  label: string;
  group_name: string;
  duration_minutes: number | null;
}

/** Handles a raw upsells request. */
export async function handleUpsells(db: D1Database, idParam: string, query: Record<string, string>): Promise<UpsellsResponse> {
  const id = validate(PackageIdParamSchema, idParam, "package id");
  const q = validate(UpsellsQuerySchema, query, "upsells query");
  const today = todayIso();
  if (q.flow !== "gifting" && q.checkin && q.checkin < today) {
    throw new CatalogError(400, "Invalid upsells query: checkin is in the past", [{ path: "checkin", message: "is in the past" }]);
  }
  return upsells(db, id, q, today);
}

/** The upsells and other products of package `id`; throws CatalogError 404 when it does not exist. */
export async function upsells(db: D1Database, id: number, q: WeekendDetailQuery, today = todayIso()): Promise<UpsellsResponse> {
  const lang = langOf(q.locale);
  // The package itself (b columns null) and each same-hotel, same-nights, live package with the
  // activities only one of the two has.
  const rows = await all<PairRow>(
    db,
    `SELECT b.id, a.includes_breakfast AS a_breakfast, a.includes_dinner AS a_dinner, b.includes_breakfast AS b_breakfast, b.includes_dinner AS b_dinner,
       a.hotel_id, a.theme_id, a.item_category AS category, h.latitude AS lat, h.longitude AS lng, b.label_${lang} AS b_label, b.slug AS b_slug,
       (SELECT json_group_array(x.activity_id) FROM package_activities x WHERE x.package_id = a.id
          AND x.activity_id NOT IN (SELECT y.activity_id FROM package_activities y WHERE y.package_id = b.id)) AS a_only,
       (SELECT json_group_array(x.activity_id) FROM package_activities x WHERE x.package_id = b.id
          AND x.activity_id NOT IN (SELECT y.activity_id FROM package_activities y WHERE y.package_id = a.id)) AS b_only
     FROM packages a JOIN hotels h ON h.id = a.hotel_id
     LEFT JOIN packages b ON b.hotel_id = a.hotel_id AND b.id <> a.id AND b.nights = a.nights AND b.item_category = a.item_category
       AND b.published = 1 AND (b.expiration IS NULL OR b.expiration >= ?2)
     WHERE a.id = ?1`,
    [id, today],
  );
  const head = rows[0];
  if (!head) throw new CatalogError(404, `Package ${id} not found`);

  const pairs = rows.filter((r) => r.b_label !== null).flatMap((r) => {
    const aOnly = JSON.parse(r.a_only) as number[];
    const bOnly = JSON.parse(r.b_only) as number[];
    if (aOnly.length === 0 && bOnly.length > 0 && r.b_breakfast >= r.a_breakfast) return [{ row: r, included: false, diff: bOnly }];
    if (bOnly.length === 0 && aOnly.length > 0 && r.a_breakfast >= r.b_breakfast) return [{ row: r, included: true, diff: aOnly }];
    return [];
  });

  const minisite = await packageMinisiteScope(db, q.minisite, q.locale, id);
  const pricing = productPricing({ ...q, nights: q.night }, lang, today, head.category);
  const base = { ...pricing.base, minisite };
  const nearby = locationFromRows({ latitude: head.lat, longitude: head.lng, maxDistance: OTHER_PRODUCTS_RADIUS_KM }, []);
  const diffIds = [...new Set(pairs.flatMap((p) => p.diff))];
  const [priced, around, activities] = await Promise.all([
    pairs.length ? pricedPackages(db, packageQuery({ ...base, packageIds: [id, ...pairs.map((p) => p.row.id)] }), pairs.length + 1) : Promise.resolve([] as CardRow[]),
    pricedPackages(db, { ...packageQuery(base), location: nearby, excludedHotelIds: [head.hotel_id] }, OTHER_PRODUCTS_MAX * 6),
    diffIds.length
      ? all<ActivityRow>(db, `SELECT id, label_${lang} AS label, group_name, duration_minutes FROM activities WHERE id IN (${diffIds.map(() => "?").join(",")}) ORDER BY id`, diffIds)
      : Promise.resolve([] as ActivityRow[]),
  ]);

  const priceOf = new Map(priced.map((r) => [r.pid, r]));
  const own = priceOf.get(id);
  const activityOf = new Map(activities.map((a) => [a.id, a]));
  const capitalise = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  const list: Upsell[] = [];
  for (const p of pairs) {
    const other = priceOf.get(p.row.id);
    if (!own || !other) continue;
    const lines = p.diff.map((aid) => activityOf.get(aid)).filter((a): a is ActivityRow => a !== undefined);
    const first = lines[0];
    const stayNights = Math.max(1, own.stay_nights);
    const priceDifference = other.price - own.price;
    list.push({
      id: p.row.id,
      label: p.row.b_label!,
      uri: packageUri(p.row.id, p.row.b_slug!),
      type: p.row.a_dinner !== p.row.b_dinner ? "DINNER" : "ACTIVITY",
      included: p.included,
      programLines: lines.map((a) => ({ title: capitalise(a.label), detailList: a.duration_minutes ? [durationText(a.duration_minutes)] : [], type: "activity" as const })),
      activityIds: lines.map((a) => a.id),
      priceDifference,
      priceDifferencePerLos: Math.round(priceDifference / stayNights),
      nights: own.stay_nights,
      imagesBySize: first ? { "640_360": imageUrl("activity", first.id, "640x360", { theme: ACTIVITY_KIND[first.group_name] ?? "culture" }) } : {},
    });
  }
  // Additions first, cheapest first; then what this stay already has.
  list.sort((x, y) => Number(x.included) - Number(y.included) || x.priceDifference - y.priceDifference || x.id - y.id);

  const seen = new Set<number>();
  const ranked = [...around].sort((x, y) => Number(y.c_theme_id === head.theme_id) - Number(x.c_theme_id === head.theme_id) || (x.dist ?? 0) - (y.dist ?? 0) || x.pid - y.pid);
  const picked = ranked.filter((r) => !seen.has(r.hid) && seen.add(r.hid)).slice(0, OTHER_PRODUCTS_MAX);
  return {
    upsells: list.slice(0, UPSELLS_MAX),
    otherProducts: toCards(pricing.ctx, picked),
  };
}

/** "1 h 30", "45 min" (as the detail writes durations). */
function durationText(m: number): string {
  return m >= 60 ? `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60}` : ""}` : `${m} min`;
}

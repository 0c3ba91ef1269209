/**
 * Reads the dated index (data.ts) from D1 with plain SQL (decision 018): hotels, facilities,
 * packages, themes, activities, stop-sell days and rate plans, into typed columns.
 */
import { all, prepare } from "../sql";
import type { DatedIndex, HotelColumns, PackageColumns, PlanColumns } from "./data";

/** SQL giving the day number of a 'YYYY-MM-DD' column (same value as `dayNumber`). */
const daySql = (column: string) => `CAST(julianday(${column}) - 2440587.5 AS INTEGER)`;

/** Packages per rate-plan chunk: D1 answers one chunk while other requests' queries wait their turn. */
const PACKAGES_PER_CHUNK = 4000;

const CATEGORY: Record<string, number> = { weekend: 0, activity: 1 };

/**
 * Reads the index from D1: hotels, facilities, packages, themes, activities, closed days, and the
 * rate plans in chunks of PACKAGES_PER_CHUNK packages (so no single statement holds D1 for long).
 * Throws whatever D1 throws. Cost at the 10× catalog: ~440k plan rows.
 */
export async function loadDatedIndex(db: D1Database, now = Date.now()): Promise<DatedIndex> {
  const started = performance.now();
  const [hotelRows, facilityRows, packageRows, themeRows, activityRows, closedRows, activityTexts, giftableRows] = await Promise.all([
    raw<[number, number, number, number | null, number, number, number, string, string, string, number]>(
      db,
      `SELECT id, active, stars, review_average, review_count, latitude, longitude, hotel_type, environment, style, pets_allowed
       FROM hotels ORDER BY id`,
    ),
    raw<[number, string]>(db, "SELECT hotel_id, facility FROM hotel_facilities"),
    raw<[number, number, string, number, number, number, number, number | null, number]>(
      db,
      `SELECT id, hotel_id, item_category, theme_id, nights, sell_price_cents, published, ${daySql("expiration")}, ref_price_cents
       FROM packages ORDER BY id`,
    ),
    raw<[number, number]>(db, "SELECT package_id, theme_id FROM package_themes"),
    raw<[number, number]>(db, "SELECT package_id, activity_id FROM package_activities ORDER BY package_id, activity_id"),
    raw<[number, number]>(db, `SELECT package_id, ${daySql("day")} FROM closed_days`),
    all<{ id: number; group_name: string; label_es: string; label_fr: string; label_nl: string; label_it: string }>(
      db,
      "SELECT id, group_name, label_es, label_fr, label_nl, label_it FROM activities",
    ),
    // giftable.ts: a package with a single-voucher price list can be given.
    raw<[number]>(db, "SELECT DISTINCT package_id FROM single_voucher_prices"),
  ]);

  const nh = hotelRows.length;
  const hotels: HotelColumns = {
    id: new Int32Array(nh),
    active: new Uint8Array(nh),
    stars: new Int32Array(nh),
    score: new Float64Array(nh),
    reviews: new Int32Array(nh),
    lat: new Float64Array(nh),
    lng: new Float64Array(nh),
    hotelType: new Array(nh),
    environment: new Array(nh),
    style: new Array(nh),
    pets: new Uint8Array(nh),
    typeCode: new Int32Array(nh),
    environmentCode: new Int32Array(nh),
    styleCode: new Int32Array(nh),
    typeKeys: [],
    environmentKeys: [],
    styleKeys: [],
    facilities: [],
    facilityStart: new Int32Array(nh + 1),
    facilityIds: new Int32Array(0),
    facilityKeys: [],
  };
  const hotelPos = new Map<number, number>();
  hotelRows.forEach(([id, active, stars, score, reviews, lat, lng, type, env, style, pets], i) => {
    hotelPos.set(id, i);
    hotels.id[i] = id;
    hotels.active[i] = active;
    hotels.stars[i] = stars;
    hotels.score[i] = score ?? NaN;
    hotels.reviews[i] = reviews;
    hotels.lat[i] = lat;
    hotels.lng[i] = lng;
    hotels.hotelType[i] = type;
    hotels.environment[i] = env;
    hotels.style[i] = style;
    hotels.pets[i] = pets;
  });
  hotels.typeKeys = encode(hotels.hotelType, hotels.typeCode);
  hotels.environmentKeys = encode(hotels.environment, hotels.environmentCode);
  hotels.styleKeys = encode(hotels.style, hotels.styleCode);
  hotels.facilities = groupRows(facilityRows, hotelPos, nh);
  const facilityId = new Map<string, number>();
  hotels.facilityIds = flatten(hotels.facilities, hotels.facilityStart, (key) => {
    if (!facilityId.has(key)) facilityId.set(key, facilityId.size);
    return facilityId.get(key)!;
  });
  hotels.facilityKeys = [...facilityId.keys()];

  const np = packageRows.length;
  const packages: PackageColumns = {
    id: new Int32Array(np),
    hotel: new Int32Array(np),
    category: new Uint8Array(np),
    themeId: new Int32Array(np),
    nights: new Int32Array(np),
    fromPrice: new Int32Array(np),
    refPrice: new Int32Array(np),
    giftable: new Uint8Array(np),
    published: new Uint8Array(np),
    expiration: new Float64Array(np),
    themes: [],
    activities: [],
    activityStart: new Int32Array(np + 1),
    activityPos: new Int32Array(0),
    closedStart: new Int32Array(np + 1),
    closedDays: new Int32Array(0),
    planStart: new Int32Array(np + 1),
  };
  const packagePos = new Map<number, number>();
  packageRows.forEach(([id, hid, category, themeId, nights, fromPrice, published, expiration, refPrice], i) => {
    packagePos.set(id, i);
    packages.id[i] = id;
    // A package of an unknown hotel can never match (the SQL joins hotels): position -1.
    packages.hotel[i] = hotelPos.get(hid) ?? -1;
    packages.category[i] = CATEGORY[category] ?? 2;
    packages.themeId[i] = themeId;
    packages.nights[i] = nights;
    packages.fromPrice[i] = fromPrice;
    packages.refPrice[i] = refPrice;
    packages.published[i] = published;
    packages.expiration[i] = expiration ?? Infinity;
  });
  packages.themes = groupRows(themeRows, packagePos, np);
  packages.activities = groupRows(activityRows, packagePos, np);
  for (const [id] of giftableRows) {
    const i = packagePos.get(id);
    if (i !== undefined) packages.giftable[i] = 1;
  }
  packages.closedDays = flatten(groupRows(closedRows, packagePos, np), packages.closedStart, (day) => day);

  const plans = await loadPlans(db, packages, packagePos);
  const activities = new Map(
    activityTexts.map((a) => [a.id, { group: a.group_name, label: { es: a.label_es, fr: a.label_fr, nl: a.label_nl, it: a.label_it } }]),
  );
  const activityIds = Int32Array.from(activities.keys());
  const activityPosOf = new Map(Array.from(activityIds, (id, x) => [id, x]));
  packages.activityPos = flatten(packages.activities, packages.activityStart, (id) => activityPosOf.get(id) ?? -1);
  return { hotels, packages, plans, activities, activityIds, loadedAt: now, loadMs: performance.now() - started };
}

type PlanRow = [number, number, number, number, number, number, number, number, number, number, number];

/** Rate plans in package order, chunk by chunk of package ids; fills packages.planStart. */
async function loadPlans(db: D1Database, packages: PackageColumns, packagePos: Map<number, number>): Promise<PlanColumns> {
  const ids = packages.id;
  const chunks: Promise<PlanRow[]>[] = [];
  for (let i = 0; i < ids.length; i += PACKAGES_PER_CHUNK) {
    const lo = ids[i]!;
    const hi = ids[Math.min(i + PACKAGES_PER_CHUNK, ids.length) - 1]!;
    chunks.push(
      raw<PlanRow>(
        db,
        `SELECT package_id, ${daySql("valid_from")}, ${daySql("valid_to")}, weekday_mask, sell_price_cents, ref_price_cents,
           extra_adult_cents, child_cents, min_los, max_los, rooms
         FROM rate_plans WHERE package_id BETWEEN ?1 AND ?2 ORDER BY package_id, valid_from, valid_to, id`,
        [lo, hi],
      ),
    );
  }
  // A plan of a package that does not exist can never match (the SQL joins packages).
  const rows = (await Promise.all(chunks)).flat().filter((r) => packagePos.has(r[0]));
  const n = rows.length;
  const plans: PlanColumns = {
    validFrom: new Int32Array(n),
    validTo: new Int32Array(n),
    weekdayMask: new Uint8Array(n),
    sellPrice: new Int32Array(n),
    refPrice: new Int32Array(n),
    extraAdult: new Int32Array(n),
    child: new Int32Array(n),
    minLos: new Int32Array(n),
    maxLos: new Int32Array(n),
    rooms: new Int32Array(n),
  };
  const counts = new Int32Array(ids.length);
  rows.forEach(([pid, from, to, mask, sell, ref, extra, child, minLos, maxLos, rooms], j) => {
    counts[packagePos.get(pid)!]!++;
    plans.validFrom[j] = from;
    plans.validTo[j] = to;
    plans.weekdayMask[j] = mask;
    plans.sellPrice[j] = sell;
    plans.refPrice[j] = ref;
    plans.extraAdult[j] = extra;
    plans.child[j] = child;
    plans.minLos[j] = minLos;
    plans.maxLos[j] = maxLos;
    plans.rooms[j] = rooms;
  });
  // Rows come in package id order, the same order as the package positions.
  for (let i = 0; i < ids.length; i++) packages.planStart[i + 1] = packages.planStart[i]! + counts[i]!;
  return plans;
}

/** Writes the code of each value into `codes` (first seen = 0) and returns the values by code. */
function encode(values: readonly string[], codes: Int32Array): string[] {
  const code = new Map<string, number>();
  values.forEach((value, i) => {
    if (!code.has(value)) code.set(value, code.size);
    codes[i] = code.get(value)!;
  });
  return [...code.keys()];
}

/** The values of `[key, value]` rows as one list per position of their key (`positionOf`); rows of unknown keys are dropped. */
function groupRows<V>(rows: readonly [number, V][], positionOf: ReadonlyMap<number, number>, n: number): V[][] {
  const lists: V[][] = Array.from({ length: n }, () => []);
  for (const [key, value] of rows) {
    const at = positionOf.get(key);
    if (at !== undefined) lists[at]!.push(value);
  }
  return lists;
}

/**
 * Lists as one typed array: list i becomes values[start[i]] .. values[start[i + 1] - 1] (fills
 * `start`, length lists.length + 1). `code` turns each item into a number; -1 leaves it out.
 */
function flatten<T>(lists: readonly T[][], start: Int32Array, code: (item: T) => number): Int32Array {
  const values: number[] = [];
  lists.forEach((items, i) => {
    for (const item of items) {
      const c = code(item);
      if (c >= 0) values.push(c);
    }
    start[i + 1] = values.length;
  });
  return Int32Array.from(values);
}

/** Rows of a query as value arrays (D1 `raw()`), cheaper than objects for large reads. */
async function raw<T extends unknown[]>(db: D1Database, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await prepare(db, sql, params).raw()) as T[];
}

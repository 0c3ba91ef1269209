/**
 * The dated search index: the catalog rows a dated search without location reads, held in typed
 * arrays in the isolate (docs/decisions/018-dated-search-index.md; spec 000 §3 server-side
 * criteria, §5 rules). Loaded from D1 by plain SQL (`loadDatedIndex`), never written by hand, so
 * D1 stays the only source of truth; search-sql.ts keeps the same rules in SQL and the index is
 * checked against it (dated-index.test.ts).
 *
 * Days are whole days since 1970-01-01 (UTC calendar arithmetic on the catalog's Europe/Paris
 * dates, worker/catalog/dates.ts). Prices in cents, for 2 adults, whole package (rate_plans).
 * Rows are addressed by their position ("index"), not their id.
 */
import { all } from "../sql";

/** Hotels: one position per hotels row. */
export interface HotelColumns {
  id: Int32Array;
  active: Uint8Array;
  stars: Int32Array;
  /** review_average; NaN when NULL. */
  score: Float64Array;
  reviews: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  hotelType: string[];
  environment: string[];
  style: string[];
  /** The same three as codes into typeKeys, environmentKeys, styleKeys (counting without strings). */
  typeCode: Int32Array;
  environmentCode: Int32Array;
  styleCode: Int32Array;
  typeKeys: string[];
  environmentKeys: string[];
  styleKeys: string[];
  pets: Uint8Array;
  /** Facility keys of each hotel (hotel_facilities), including eco_* and 'pets'. */
  facilities: string[][];
  /** The same as numbers: hotel h has facilityIds[facilityStart[h]] .. [facilityStart[h + 1] - 1], keys in `facilityKeys`. */
  facilityStart: Int32Array;
  facilityIds: Int32Array;
  facilityKeys: string[];
}

/** Packages: one position per packages row; `hotel` is a hotel position. */
export interface PackageColumns {
  id: Int32Array;
  hotel: Int32Array;
  /** 0 = weekend, 1 = activity, 2 = anything else. */
  category: Uint8Array;
  themeId: Int32Array;
  nights: Int32Array;
  /** packages.sell_price_cents: the from price. */
  fromPrice: Int32Array;
  published: Uint8Array;
  /** Last day of the offer; +Infinity when open. */
  expiration: Float64Array;
  /** Every theme of the package: its own and package_themes. */
  themes: number[][];
  /** package_activities ids. */
  activities: number[][];
  /** The same as positions in DatedIndex.activityIds: package i has activityPos[activityStart[i]] .. [activityStart[i + 1] - 1]. */
  activityStart: Int32Array;
  activityPos: Int32Array;
  /** Stop-sell days of package i: closedDays[closedStart[i]] .. [closedStart[i + 1] - 1]. */
  closedStart: Int32Array;
  closedDays: Int32Array;
  /** Rate plans of package i are positions planStart[i] .. planStart[i + 1] - 1 of `plans`. */
  planStart: Int32Array;
}

/** Rate plans ordered by package, valid_from, valid_to, id (the rate_plans_package index order). */
export interface PlanColumns {
  validFrom: Int32Array;
  validTo: Int32Array;
  weekdayMask: Uint8Array;
  sellPrice: Int32Array;
  refPrice: Int32Array;
  extraAdult: Int32Array;
  child: Int32Array;
  minLos: Int32Array;
  maxLos: Int32Array;
  rooms: Int32Array;
}

/** An activity's facet texts (activities.group_name and labels). */
export interface ActivityText {
  group: string;
  label: Record<"es" | "fr" | "nl" | "it", string>;
}

/** The whole index. */
export interface DatedIndex {
  hotels: HotelColumns;
  packages: PackageColumns;
  plans: PlanColumns;
  activities: Map<number, ActivityText>;
  /** Activity ids by position (activities rows; a package's unknown activity ids have no position). */
  activityIds: Int32Array;
  /** When it was loaded (ms since epoch) and how long it took (ms). */
  loadedAt: number;
  loadMs: number;
}

/** Days since 1970-01-01 of 'YYYY-MM-DD'. */
export function dayNumber(iso: string): number {
  return Math.round(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000);
}

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
  const [hotelRows, facilityRows, packageRows, themeRows, activityRows, closedRows, activityTexts] = await Promise.all([
    raw<[number, number, number, number | null, number, number, number, string, string, string, number]>(
      db,
      `SELECT id, active, stars, review_average, review_count, latitude, longitude, hotel_type, environment, style, pets_allowed
       FROM hotels ORDER BY id`,
    ),
    raw<[number, string]>(db, "SELECT hotel_id, facility FROM hotel_facilities"),
    raw<[number, number, string, number, number, number, number, number | null]>(
      db,
      `SELECT id, hotel_id, item_category, theme_id, nights, sell_price_cents, published, ${daySql("expiration")}
       FROM packages ORDER BY id`,
    ),
    raw<[number, number]>(db, "SELECT package_id, theme_id FROM package_themes"),
    raw<[number, number]>(db, "SELECT package_id, activity_id FROM package_activities ORDER BY package_id, activity_id"),
    raw<[number, number]>(db, `SELECT package_id, ${daySql("day")} FROM closed_days`),
    all<{ id: number; group_name: string; label_es: string; label_fr: string; label_nl: string; label_it: string }>(
      db,
      "SELECT id, group_name, label_es, label_fr, label_nl, label_it FROM activities",
    ),
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
    facilities: Array.from({ length: nh }, () => []),
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
  for (const [hid, facility] of facilityRows) {
    const h = hotelPos.get(hid);
    if (h !== undefined) hotels.facilities[h]!.push(facility);
  }
  const facilityId = new Map<string, number>();
  const facilityIds: number[] = [];
  hotels.facilities.forEach((keys, h) => {
    for (const key of keys) {
      if (!facilityId.has(key)) facilityId.set(key, facilityId.size);
      facilityIds.push(facilityId.get(key)!);
    }
    hotels.facilityStart[h + 1] = facilityIds.length;
  });
  hotels.facilityIds = Int32Array.from(facilityIds);
  hotels.facilityKeys = [...facilityId.keys()];

  const np = packageRows.length;
  const packages: PackageColumns = {
    id: new Int32Array(np),
    hotel: new Int32Array(np),
    category: new Uint8Array(np),
    themeId: new Int32Array(np),
    nights: new Int32Array(np),
    fromPrice: new Int32Array(np),
    published: new Uint8Array(np),
    expiration: new Float64Array(np),
    themes: Array.from({ length: np }, () => []),
    activities: Array.from({ length: np }, () => []),
    activityStart: new Int32Array(np + 1),
    activityPos: new Int32Array(0),
    closedStart: new Int32Array(np + 1),
    closedDays: new Int32Array(0),
    planStart: new Int32Array(np + 1),
  };
  const packagePos = new Map<number, number>();
  packageRows.forEach(([id, hid, category, themeId, nights, fromPrice, published, expiration], i) => {
    packagePos.set(id, i);
    packages.id[i] = id;
    // A package of an unknown hotel can never match (the SQL joins hotels): position -1.
    packages.hotel[i] = hotelPos.get(hid) ?? -1;
    packages.category[i] = CATEGORY[category] ?? 2;
    packages.themeId[i] = themeId;
    packages.nights[i] = nights;
    packages.fromPrice[i] = fromPrice;
    packages.published[i] = published;
    packages.expiration[i] = expiration ?? Infinity;
  });
  for (const [pid, themeId] of themeRows) {
    const p = packagePos.get(pid);
    if (p !== undefined) packages.themes[p]!.push(themeId);
  }
  for (const [pid, activityId] of activityRows) {
    const p = packagePos.get(pid);
    if (p !== undefined) packages.activities[p]!.push(activityId);
  }
  const closedOf: number[][] = Array.from({ length: np }, () => []);
  for (const [pid, day] of closedRows) {
    const p = packagePos.get(pid);
    if (p !== undefined) closedOf[p]!.push(day);
  }
  const closedDays: number[] = [];
  closedOf.forEach((days, p) => {
    closedDays.push(...days);
    packages.closedStart[p + 1] = closedDays.length;
  });
  packages.closedDays = Int32Array.from(closedDays);

  const plans = await loadPlans(db, packages, packagePos);
  const activities = new Map(
    activityTexts.map((a) => [a.id, { group: a.group_name, label: { es: a.label_es, fr: a.label_fr, nl: a.label_nl, it: a.label_it } }]),
  );
  const activityIds = Int32Array.from(activities.keys());
  const activityPosOf = new Map(Array.from(activityIds, (id, x) => [id, x]));
  const activityPos: number[] = [];
  packages.activities.forEach((ids, p) => {
    for (const id of ids) if (activityPosOf.has(id)) activityPos.push(activityPosOf.get(id)!);
    packages.activityStart[p + 1] = activityPos.length;
  });
  packages.activityPos = Int32Array.from(activityPos);
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

/** Rows of a query as value arrays (D1 `raw()`), cheaper than objects for large reads. */
async function raw<T extends unknown[]>(db: D1Database, sql: string, params: unknown[] = []): Promise<T[]> {
  const stmt = db.prepare(sql);
  return (await (params.length ? stmt.bind(...params) : stmt).raw()) as T[];
}

/**
 * Search criteria: the typed object behind the URL hash (spec 000 §3 "Search criteria (URL hash)").
 *
 * The hash looks like `#city=2988507&label=Paris&a=2&c=1&checkin=2026-12-05&checkout=2026-12-07&stars=4,5`.
 * Parsing never throws: every unknown or malformed value degrades to its default (DESIGN.md habit 3),
 * so a broken link still shows a results page. Numeric values become numbers except checkin and
 * checkout, which stay 'YYYY-MM-DD' strings. Prices are cents. Distances are km.
 */
import { addDays, differenceInCalendarDays, formatISO } from "date-fns";
import { calendarDate, isCalendarDate } from "./dates";

export const FLOWS = ["booking", "gifting", "activity", "hotel"] as const;
export type Flow = (typeof FLOWS)[number];

export const LOCATION_TYPES = [
  "city", "hotel", "poi", "department", "region", "country", "touristicregion", "searesort", "skiresort",
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const SORTS = ["priceQuality", "distance", "promo", "priceAsc", "popularity", "svPriceDesc", "svPriceAsc"] as const;
export type Sort = (typeof SORTS)[number];

/** Traveller limits (spec 000 §5): adults 1-20, children 0-10, babies 0-10. */
export const TRAVELLER_LIMITS = { a: { min: 1, max: 20 }, c: { min: 0, max: 10 }, b: { min: 0, max: 10 } } as const;
/** Distance slider bounds in km (spec 000 §5). */
export const DISTANCE_LIMITS = { min: 0, max: 300 } as const;
/** Price slider bounds in currency units (spec 000 §5, §9); sent to the API in cents. */
export const PRICE_SLIDER = { min: 9, max: 250 } as const;
/** Family theme id (spec 000 §9). */
export const FAMILY_THEME_ID = 39;

export interface SearchLocation {
  type: LocationType;
  id: number;
}

export interface SearchCriteria {
  location: SearchLocation | null;
  /** Display label of the chosen destination (kept in the hash so a shared link reads well). */
  label?: string;
  theme?: number;
  a: number;
  c: number;
  b: number;
  /** Single room flag (hash `s=1`; `s=true` is read too); forced true when children or babies > 0 (spec 000 §3, §5). */
  s: boolean;
  checkin?: string;
  checkout?: string;
  lat?: number;
  lng?: number;
  /** km */
  distanceMin?: number;
  /** km */
  distanceMax?: number;
  sort?: Sort;
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  stars: number[];
  /** minimum review score: 9, 8 or 7 */
  hotelScore?: number;
  /** cents */
  priceMin?: number;
  /** cents */
  priceMax?: number;
  facilities: string[];
  /** activity ids */
  tags: number[];
  /**
   * The partner minisite the search keeps to (its slug; spec 001 §2 "search pages scoped to a
   * minisite", decision 048). It travels in the URL query `?minisite=` (the server renders it),
   * never in the hash: parseCriteria and serializeCriteria leave it out.
   */
  minisite?: string;
}

export const DEFAULT_CRITERIA: SearchCriteria = Object.freeze({
  location: null, a: 2, c: 0, b: 0, s: false,
  hotelTypes: [], hotelEnvironments: [], hotelStyles: [], stars: [], facilities: [], tags: [],
}) as SearchCriteria;

const MAX_VALUE_LENGTH = 200;
const MAX_LIST = 30;

/**
 * Value checks of the hash's fields: each returns the parsed value, or undefined when the text is
 * malformed or out of range. Hand-written rather than valibot schemas: this module runs on every
 * page (the route table validates the query with it), and valibot then cost 2 KB of gzip on each
 * (decision 045). shared/criteria.property.test.ts holds the round trip.
 */
type Check<T> = (s: string) => T | undefined;

const DATE: Check<string> = (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) && isCalendarDate(s) ? s : undefined);
// 10 digits: ids go up to 2,000,000,000. `+ 0` turns "-0" into 0, so a parsed value re-serialises
// to the same text (round trip).
const toNumber = (s: string) => Number(s) + 0;
const inRange = (n: number, min: number, max: number) => (n >= min && n <= max ? n : undefined);
const int = (min: number, max: number): Check<number> => (s) => (/^-?\d{1,10}$/.test(s) ? inRange(toNumber(s), min, max) : undefined);
const num = (min: number, max: number): Check<number> => (s) => (/^-?\d{1,4}(\.\d{1,8})?$/.test(s) ? inRange(toNumber(s), min, max) : undefined);
const word: Check<string> = (s) => (/^[a-z][a-zA-Z0-9_]{0,39}$/.test(s) ? s : undefined);
const oneOf = <T extends string>(options: readonly T[]): Check<T> => (s) => ((options as readonly string[]).includes(s) ? (s as T) : undefined);

function list<T>(raw: string | undefined, item: Check<T>): T[] {
  if (!raw) return [];
  const out: T[] = [];
  for (const part of raw.split(",").slice(0, MAX_LIST)) {
    const value = item(part.trim());
    if (value !== undefined && !out.includes(value)) out.push(value);
  }
  return out;
}

function one<T>(raw: string | undefined, check: Check<T>): T | undefined {
  return raw === undefined ? undefined : check(raw);
}

/**
 * Parses a URL hash (with or without the leading '#') into criteria. Never throws; invalid values
 * fall back to defaults, out-of-range travellers are clamped to defaults, an inverted or past
 * date pair is dropped. spec 000 §3, §5.
 */
export function parseCriteria(hash: string): SearchCriteria {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(hash.replace(/^#/, "").slice(0, 4000));
  } catch {
    params = new URLSearchParams();
  }
  const get = (k: string) => {
    const val = params.get(k);
    return val === null || val.length > MAX_VALUE_LENGTH ? undefined : val;
  };

  let location: SearchLocation | null = null;
  for (const type of LOCATION_TYPES) {
    const id = one(get(type), int(1, 2_000_000_000));
    if (id !== undefined) { location = { type, id }; break; }
  }
  const a = one(get("a"), int(TRAVELLER_LIMITS.a.min, TRAVELLER_LIMITS.a.max)) ?? 2;
  const c = one(get("c"), int(TRAVELLER_LIMITS.c.min, TRAVELLER_LIMITS.c.max)) ?? 0;
  const b = one(get("b"), int(TRAVELLER_LIMITS.b.min, TRAVELLER_LIMITS.b.max)) ?? 0;
  const sRaw = get("s");
  const s = c > 0 || b > 0 || sRaw === "1" || sRaw === "true";

  const checkin = one(get("checkin"), DATE);
  let checkout = one(get("checkout"), DATE);
  if (checkin && checkout && differenceInCalendarDays(calendarDate(checkout), calendarDate(checkin)) < 1) checkout = undefined;
  if (!checkin) checkout = undefined;

  // Cut at 120 UTF-16 units without leaving half a surrogate pair (it would not survive a round trip).
  const label = get("label")?.slice(0, 120).replace(/[\uD800-\uDBFF]$/, "");
  let priceMin = one(get("priceMin"), int(0, 100_000_000));
  let priceMax = one(get("priceMax"), int(0, 100_000_000));
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  let distanceMin = one(get("distanceMin"), num(DISTANCE_LIMITS.min, DISTANCE_LIMITS.max));
  let distanceMax = one(get("distanceMax"), num(DISTANCE_LIMITS.min, DISTANCE_LIMITS.max));
  if (distanceMin !== undefined && distanceMax !== undefined && distanceMin > distanceMax) [distanceMin, distanceMax] = [distanceMax, distanceMin];

  const criteria: SearchCriteria = {
    location,
    a, c, b, s,
    hotelTypes: list(get("hotelTypes"), word),
    hotelEnvironments: list(get("hotelEnvironments"), word),
    hotelStyles: list(get("hotelStyles"), word),
    stars: list(get("stars"), int(1, 5)),
    facilities: list(get("facilities"), word),
    tags: list(get("tags"), int(1, 2_000_000_000)),
  };
  if (label) criteria.label = label;
  const theme = one(get("theme"), int(1, 1_000_000));
  if (theme !== undefined) criteria.theme = theme;
  if (checkin) criteria.checkin = checkin;
  if (checkout) criteria.checkout = checkout;
  const lat = one(get("lat"), num(-90, 90));
  const lng = one(get("lng"), num(-180, 180));
  if (lat !== undefined && lng !== undefined) { criteria.lat = lat; criteria.lng = lng; }
  if (distanceMin !== undefined) criteria.distanceMin = distanceMin;
  if (distanceMax !== undefined) criteria.distanceMax = distanceMax;
  const sort = one(get("sort"), oneOf(SORTS));
  if (sort) criteria.sort = sort;
  const hotelScore = Number(one(get("hotelScore"), oneOf(["7", "8", "9"])) ?? 0);
  if (hotelScore) criteria.hotelScore = hotelScore;
  if (priceMin !== undefined) criteria.priceMin = priceMin;
  if (priceMax !== undefined) criteria.priceMax = priceMax;
  return criteria;
}

/**
 * Serialises criteria to a hash string without '#', in a stable key order, omitting defaults.
 * parseCriteria(serializeCriteria(x)) equals x for any x that parseCriteria produced.
 */
export function serializeCriteria(criteria: SearchCriteria): string {
  const p = new URLSearchParams();
  if (criteria.location) p.set(criteria.location.type, String(criteria.location.id));
  if (criteria.label) p.set("label", criteria.label);
  if (criteria.theme !== undefined) p.set("theme", String(criteria.theme));
  if (criteria.checkin) p.set("checkin", criteria.checkin);
  if (criteria.checkout) p.set("checkout", criteria.checkout);
  p.set("a", String(criteria.a));
  if (criteria.c) p.set("c", String(criteria.c));
  if (criteria.b) p.set("b", String(criteria.b));
  // The single-room flag is written whenever it is set, forced by children or babies too (spec 000 §3 "s (single room flag)").
  if (criteria.s) p.set("s", "1");
  if (criteria.lat !== undefined && criteria.lng !== undefined) { p.set("lat", String(criteria.lat)); p.set("lng", String(criteria.lng)); }
  if (criteria.distanceMin !== undefined) p.set("distanceMin", String(criteria.distanceMin));
  if (criteria.distanceMax !== undefined) p.set("distanceMax", String(criteria.distanceMax));
  if (criteria.sort) p.set("sort", criteria.sort);
  for (const k of ["hotelTypes", "hotelEnvironments", "hotelStyles", "stars", "facilities", "tags"] as const) {
    if (criteria[k].length) p.set(k, criteria[k].join(","));
  }
  if (criteria.hotelScore) p.set("hotelScore", String(criteria.hotelScore));
  if (criteria.priceMin !== undefined) p.set("priceMin", String(criteria.priceMin));
  if (criteria.priceMax !== undefined) p.set("priceMax", String(criteria.priceMax));
  return p.toString();
}

/** Number of nights between checkin and checkout, or undefined without both (spec 000 §4). */
export function nightsOf(criteria: Pick<SearchCriteria, "checkin" | "checkout">): number | undefined {
  if (!criteria.checkin || !criteria.checkout) return undefined;
  return differenceInCalendarDays(calendarDate(criteria.checkout), calendarDate(criteria.checkin));
}

/**
 * Sorts allowed in a flow (spec 000 §5): priceQuality always; distance only with lat/lng; promo in
 * booking; priceAsc and popularity in booking and hotel; svPriceDesc/svPriceAsc in gifting.
 */
export function allowedSorts(flow: Flow, hasCoordinates: boolean): Sort[] {
  const out: Sort[] = ["priceQuality"];
  if (hasCoordinates) out.push("distance");
  if (flow === "booking") out.push("promo");
  if (flow === "booking" || flow === "hotel") out.push("priceAsc", "popularity");
  if (flow === "gifting") out.push("svPriceDesc", "svPriceAsc");
  return out;
}

/**
 * Applies the traveller rules (spec 000 §5): out-of-range values are ignored (the previous value
 * is kept), single room becomes true when children or babies exceed 0; gifting fixes 2/0/0.
 */
export function withTravellers(criteria: SearchCriteria, next: { a?: number; c?: number; b?: number; s?: boolean }, flow: Flow): SearchCriteria {
  if (flow === "gifting") return { ...criteria, a: 2, c: 0, b: 0, s: false };
  const inRange = (k: "a" | "c" | "b", n: number | undefined) =>
    n !== undefined && Number.isInteger(n) && n >= TRAVELLER_LIMITS[k].min && n <= TRAVELLER_LIMITS[k].max ? n : criteria[k];
  const a = inRange("a", next.a), c = inRange("c", next.c), b = inRange("b", next.b);
  return { ...criteria, a, c, b, s: c > 0 || b > 0 ? true : (next.s ?? criteria.s) };
}

/**
 * What identifies a search in `flow` (spec 000 §4 "Stored search criteria are treated as different,
 * and a new search run, when checkout is not equal to checkin plus nights. The gifting flow ignores
 * dates for matching"): the serialised criteria without the label, and without the dates in gifting
 * (its request carries none). The results cache is keyed on it (client offers query).
 */
export function searchKey(c: SearchCriteria, flow: Flow): string {
  return serializeCriteria(flow === "gifting" ? { ...c, checkin: undefined, checkout: undefined, label: undefined } : { ...c, label: undefined });
}

/** Whether two criteria ask for the same search (searchKey). */
export function sameSearch(x: SearchCriteria, y: SearchCriteria, flow: Flow): boolean {
  return searchKey(x, flow) === searchKey(y, flow);
}

/** Whether the family banner shows: children or babies set and theme is not 39 (spec 000 §2). */
export function showFamilyBanner(criteria: SearchCriteria): boolean {
  return (criteria.c > 0 || criteria.b > 0) && criteria.theme !== FAMILY_THEME_ID;
}

/** 'YYYY-MM-DD' plus n calendar days (date-fns; no time zone involved in calendar arithmetic). */
export function addDaysIso(isoDate: string, days: number): string {
  return formatISO(addDays(calendarDate(isoDate), days), { representation: "date" });
}

/** Longest stay searched, nights (spec 000 §9 "max 20 nights without availability data"). */
export const MAX_NIGHTS = 20;
/** Same-day check-in cutoff: from this hour (market time) today is no longer a check-in day (spec 000 §9). */
export const SAME_DAY_CUTOFF_HOUR = 20;
/** Participants of the activity flow (spec 000 §5, §9: 'From 1 to 2 participants'). */
export const ACTIVITY_PARTICIPANTS = { min: 1, max: 2 } as const;

/**
 * What normaliseCriteria changed or asks for, one key per rule (the page tells the shopper, in
 * their language, from `criteria.notice.<change>` messages):
 * - pastDates: a check-in before the first bookable day; checkin and checkout dropped.
 * - nightsCapped: a stay over MAX_NIGHTS; checkout moved to checkin + 20 nights.
 * - checkoutMissing: a lone check-in, kept; the dates field asks for the check-out (nothing dropped).
 * - sortDropped: a sort the flow does not allow; dropped (the default, priceQuality, applies).
 * - participantsCapped: the activity flow takes 1 or 2 adults and no children or babies.
 * - activityDates: the activity flow has no stay dates; checkin and checkout dropped.
 */
export type CriteriaChange = "pastDates" | "nightsCapped" | "checkoutMissing" | "sortDropped" | "participantsCapped" | "activityDates";

/** What normalisation depends on: the flow, and today's date ('YYYY-MM-DD') and hour (0-23) in the market's time zone. */
export interface NormaliseContext {
  flow: Flow;
  today: string;
  hour: number;
}

/**
 * First day a stay may start: today, or tomorrow from 20:00 market time (spec 000 §5 "today
 * after 20:00" is unselectable). `today` is 'YYYY-MM-DD' and `hour` 0-23, both in the market's
 * Europe time zone (the worker's shop context computes them with @date-fns/tz).
 */
export function firstCheckinDay(today: string, hour: number): string {
  return hour >= SAME_DAY_CUTOFF_HOUR ? addDaysIso(today, 1) : today;
}

/**
 * Brings criteria inside the rules of a flow (spec 000 §4, §5, §9) and says what changed. Pure;
 * used by the client on load and on every flow change, and by the worker's API to explain a 400.
 * - Dates (every flow but activity): a check-in before firstCheckinDay drops both dates ("only
 *   future check-in/check-out pairs"); more than 20 nights caps the checkout at checkin + 20;
 *   a check-in without a check-out is kept and reported (checkoutMissing) so the dates field asks
 *   for the check-out. Gifting ignores dates: they are still cleaned, but not reported.
 * - Activity: participants 1-2 adults (a above 2 becomes 2), no children, babies, single room
 *   or dates. The single-room flag goes without a notice: an activity has no room to book, and
 *   "participantsCapped" tells of adults, children and babies only.
 * - Sort: dropped unless allowedSorts(flow, has lat/lng) holds it.
 * Returns the criteria (the input object when nothing changed) and the changes, in rule order.
 * normaliseCriteria(normaliseCriteria(x).criteria) keeps the criteria and reports at most
 * checkoutMissing.
 */
export function normaliseCriteria(criteria: SearchCriteria, ctx: NormaliseContext): { criteria: SearchCriteria; changes: CriteriaChange[] } {
  const changes: CriteriaChange[] = [];
  let out = criteria;
  const set = (patch: Partial<SearchCriteria>) => {
    out = { ...out, ...patch };
    for (const k of Object.keys(patch) as (keyof SearchCriteria)[]) if (patch[k] === undefined) delete out[k];
  };
  const report = ctx.flow !== "gifting";
  if (ctx.flow === "activity") {
    if (out.a > ACTIVITY_PARTICIPANTS.max || out.c > 0 || out.b > 0 || out.s) {
      if (out.a > ACTIVITY_PARTICIPANTS.max || out.c > 0 || out.b > 0) changes.push("participantsCapped");
      set({ a: Math.min(out.a, ACTIVITY_PARTICIPANTS.max), c: 0, b: 0, s: false });
    }
    if (out.checkin || out.checkout) {
      changes.push("activityDates");
      set({ checkin: undefined, checkout: undefined });
    }
  } else if (out.checkin) {
    if (out.checkin < firstCheckinDay(ctx.today, ctx.hour)) {
      if (report) changes.push("pastDates");
      set({ checkin: undefined, checkout: undefined });
    } else if (out.checkout) {
      if (nightsOf(out)! > MAX_NIGHTS) {
        if (report) changes.push("nightsCapped");
        set({ checkout: addDaysIso(out.checkin, MAX_NIGHTS) });
      }
    } else if (report) {
      changes.push("checkoutMissing");
    }
  }
  if (out.sort && !allowedSorts(ctx.flow, out.lat !== undefined && out.lng !== undefined).includes(out.sort)) {
    changes.push("sortDropped");
    set({ sort: undefined });
  }
  return { criteria: out, changes };
}

/**
 * Criteria with the destination the search box holds (spec 000 §4 "Choosing a suggestion sets its
 * category and id, clears all other location filters, sets the label"; issue 25 item 15). The
 * keys a place owns go with it: when `place` is another place than the criteria's, lat/lng (its
 * centre, or a position) and distanceMin/distanceMax (a radius around it) are dropped; a distance
 * sort then goes too (normaliseCriteria). The same place (same type and id; or, for a search
 * around a position, no place and the same label, as 'Autour de moi') keeps everything.
 * `place` null with another label (the field cleared) drops the place, its label and those keys.
 */
export function withDestination(criteria: SearchCriteria, place: { location: SearchLocation | null; label?: string } | null): SearchCriteria {
  const location = place?.location ?? null;
  const same = location
    ? criteria.location?.type === location.type && criteria.location.id === location.id
    : !criteria.location && (place?.label ?? "") === (criteria.label ?? "");
  if (same) return place?.label && location ? { ...criteria, label: place.label } : criteria;
  const next: SearchCriteria = { ...criteria, location };
  for (const k of ["label", "lat", "lng", "distanceMin", "distanceMax"] as const) delete next[k];
  if (location && place?.label) next.label = place.label;
  if (next.sort === "distance") delete next.sort;
  return next;
}

/**
 * Criteria after the distance filter is switched off (spec 000 §5 "The distance filter applies
 * only when its switch is active and lat/lng are known"; issue 25 item 15): distanceMin and
 * distanceMax go, and lat/lng go with them when the filter put them there (a place's centre),
 * not when they are the search's own location (no place: a search around a position, as 'Autour
 * de moi'). A distance sort without lat/lng then goes too.
 */
export function withoutDistance(criteria: SearchCriteria): SearchCriteria {
  const next: SearchCriteria = { ...criteria };
  delete next.distanceMin;
  delete next.distanceMax;
  if (next.location) {
    delete next.lat;
    delete next.lng;
    if (next.sort === "distance") delete next.sort;
  }
  return next;
}

/** A stay remembered for leaving the activity flow (spec 000 §4): location and dates, as last searched. */
export interface SavedStay {
  location: SearchLocation | null;
  label?: string;
  checkin?: string;
  checkout?: string;
}

/**
 * Criteria after a flow change (spec 000 §4 "Changing flow resets criteria"):
 * - to activity: criteria cleared (default party), sort cleared;
 * - leaving activity: the activity criteria, with the saved location (when one was saved) and the
 *   saved dates when they are a future pair (firstCheckinDay, at most 20 nights);
 * - to gifting: sort kept only when priceQuality or distance;
 * - otherwise: sort kept when the new flow allows it.
 * The result is normalised for the new flow (normaliseCriteria); `saved` may be null.
 */
export function changeFlow(criteria: SearchCriteria, from: Flow, to: Flow, ctx: { today: string; hour: number; saved?: SavedStay | null }): SearchCriteria {
  let next: SearchCriteria;
  if (to === "activity") {
    next = from === "activity" ? criteria : { ...DEFAULT_CRITERIA };
  } else if (from === "activity") {
    next = { ...criteria };
    const saved = ctx.saved;
    if (saved?.location) {
      next.location = saved.location;
      if (saved.label) next.label = saved.label;
      else delete next.label;
    }
    const first = firstCheckinDay(ctx.today, ctx.hour);
    if (saved?.checkin && saved.checkout && saved.checkin >= first && saved.checkout > saved.checkin && nightsOf(saved)! <= MAX_NIGHTS) {
      next.checkin = saved.checkin;
      next.checkout = saved.checkout;
    }
  } else {
    next = { ...criteria };
    if (to === "gifting" && next.sort && next.sort !== "priceQuality" && next.sort !== "distance") delete next.sort;
  }
  return normaliseCriteria(next, { flow: to, today: ctx.today, hour: ctx.hour }).criteria;
}

/**
 * Why a direct API request's stay cannot be searched, or null (issue 13 item 4: "the API must
 * still answer 400 with a clear message on bad direct input"). The same rules as normaliseCriteria,
 * for callers that must refuse rather than repair: a check-in before `today` ('YYYY-MM-DD', the
 * catalog's calendar day) or more than MAX_NIGHTS nights. The same-day 20:00 cutoff is the shop's
 * (normaliseCriteria applies it with the market's hour); the API accepts today.
 * Returns `{ path, message }` in the contract's issue shape.
 */
export function stayProblem(stay: { checkin?: string | null; nights?: number | null }, today: string, path = "checkin"): { path: string; message: string } | null {
  if (stay.checkin && stay.checkin < today) return { path, message: `checkin ${stay.checkin} is in the past (the first check-in day is ${today})` };
  if (stay.checkin && stay.nights && stay.nights > MAX_NIGHTS) return { path, message: `a stay lasts at most ${MAX_NIGHTS} nights (asked ${stay.nights})` };
  return null;
}

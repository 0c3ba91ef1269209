/**
 * Rules of the date-picking calendar, pure and shared by the search calendar and its tests
 * (spec 000 §4 "Calendar", "Date selection", "Date variations"; §5 "Calendar day unselectable
 * when …"; §6 calendar shortcuts; §9 same-day cutoff, 20-night cap, one year ahead, shortcuts
 * and campaign dates).
 *
 * Days are calendar dates 'YYYY-MM-DD' (no zone of their own). "Now" is turned into the market's
 * wall-clock day and hour with an explicit IANA time zone. Nights are whole numbers.
 * Kept free of heavy imports: shared/ code lands in the framework chunk every page loads.
 */
import { addDaysIso } from "./criteria";

/** A calendar date 'YYYY-MM-DD'. */
export type IsoDay = string;

/** Same-day check-in cutoff hour in the market's time zone (spec 000 §9: 20:00). */
export const SAME_DAY_CUTOFF_HOUR = 20;
/** Longest stay the calendar allows when no availability data is known (spec 000 §9: 20 nights). */
export const MAX_NIGHTS_WITHOUT_AVAILABILITY = 20;
/** Months after the current one the calendar reaches (spec 000 §9 "up to one year ahead"; 12 months in all). */
export const MONTHS_AHEAD = 11;

/** The calendar's availability of one check-in day (spec 000 §3 "Availability per date"). */
export interface DayAvailability {
  /** Lowest price of a stay starting that day, cents. */
  amount: number;
  /** Shortest stay (nights) a check-in that day allows. */
  minLos: number;
}

/** A (possibly partial) date selection. */
export interface DateSelection {
  checkin?: IsoDay;
  checkout?: IsoDay;
}

/** What decides whether a day can be picked (spec 000 §5). */
export interface DayRulesContext {
  /** The market's current day 'YYYY-MM-DD'. Derived from `now` + `timeZone` when omitted. */
  today?: IsoDay;
  /** The current instant. */
  now: Date;
  /** IANA zone of the market (shared/markets.ts), e.g. "Europe/Paris". */
  timeZone: string;
  /**
   * Bookable check-in days with their availability, or undefined when no availability data is
   * known for the day's month.
   */
  availability?: Readonly<Record<IsoDay, DayAvailability>>;
  checkin?: IsoDay;
  checkout?: IsoDay;
  /** Allowed stay lengths (nights) from `checkin` (spec 000 §4 possible checkout nights). */
  checkoutNights?: readonly number[];
}

const clockCache = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock day 'YYYY-MM-DD' and hour (0-23) of `now` in `timeZone`. */
export function marketClock(now: Date, timeZone: string): { day: IsoDay; hour: number } {
  let f = clockCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" });
    clockCache.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

/** Whole nights from `checkin` to `checkout` (negative when reversed). */
export function nightsBetween(checkin: IsoDay, checkout: IsoDay): number {
  return Math.round((Date.UTC(+checkout.slice(0, 4), +checkout.slice(5, 7) - 1, +checkout.slice(8, 10)) -
    Date.UTC(+checkin.slice(0, 4), +checkin.slice(5, 7) - 1, +checkin.slice(8, 10))) / 86_400_000);
}

/**
 * The first day a stay may start: today, or tomorrow from 20:00 in the market's zone
 * (spec 000 §5 "today after 20:00", §9 cutoff 20:00).
 */
export function firstBookableDay(now: Date, timeZone: string): IsoDay {
  const { day, hour } = marketClock(now, timeZone);
  return hour >= SAME_DAY_CUTOFF_HOUR ? addDaysIso(day, 1) : day;
}

/** The last day the calendar shows: the end of the 12th month from today's (spec 000 §9). */
export function lastCalendarDay(today: IsoDay): IsoDay {
  const y = +today.slice(0, 4);
  const m = +today.slice(5, 7) - 1 + MONTHS_AHEAD; // 0-based month index, may exceed 11
  const last = new Date(Date.UTC(y, m + 1, 0));
  return last.toISOString().slice(0, 10);
}

/**
 * Months of one availabilities call (spec 000 §7 "GET /hotels/{hotelId}/availabilities.json:
 * locale, month, length (12)", §9 "12 months fetched"; spec 001 §7 "locale, month, length 12").
 */
export const AVAILABILITY_WINDOW_MONTHS = 12;

const monthIndex = (month: string) => +month.slice(0, 4) * 12 + +month.slice(5, 7) - 1;
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

/**
 * The first months ('YYYY-MM') of the 12-month availabilities calls, counted from `anchor` (the
 * market's current month), that cover `length` months from `month`. The calendar's whole year
 * (current month + MONTHS_AHEAD) is one call: `[anchor]`.
 */
export function availabilityWindows(anchor: string, month: string, length: number): string[] {
  const a = monthIndex(anchor);
  const first = Math.floor((monthIndex(month) - a) / AVAILABILITY_WINDOW_MONTHS);
  const last = Math.floor((monthIndex(month) + Math.max(1, length) - 1 - a) / AVAILABILITY_WINDOW_MONTHS);
  const out: string[] = [];
  for (let w = first; w <= last; w++) out.push(monthOf(a + w * AVAILABILITY_WINDOW_MONTHS));
  return out;
}

/** The days and requested months of several availabilities answers, as one answer. */
export function mergeAvailabilities<D>(answers: readonly { days: Record<string, D>; requestedMonths: string[] }[]): { days: Record<string, D>; requestedMonths: string[] } {
  const days: Record<string, D> = {};
  const requestedMonths: string[] = [];
  for (const a of answers) {
    Object.assign(days, a.days);
    requestedMonths.push(...a.requestedMonths);
  }
  return { days, requestedMonths };
}

/**
 * True when `day` cannot be clicked (spec 000 §5 "Calendar day unselectable when"):
 * - it is in the past, or it is today and the market's clock is at or after 20:00;
 * - availability data exists and the day is missing from it, while the click would pick a
 *   check-in: no check-in is set, the range is complete, or `day` is on or before a pending
 *   check-in;
 * - no availability data, a check-in without check-out, and the stay would exceed 20 nights;
 * - allowed checkout nights are known (check-in set, no check-out) and `day`, after the
 *   check-in, is not check-in plus one of them ("only days inside the nights window after
 *   check-in are selectable"). An empty list (a product page waiting for the server's nights)
 *   leaves no check-out day.
 * Days on or before a pending check-in are judged as check-in days, never as check-outs: a click
 * on one restarts the range with it (spec 000 §4 "A click on or before check-in restarts with
 * that date as check-in"; spec 001 §4 "an earlier or equal date restarts"; issue 25 item 16,
 * decision 065). The search-box, map, stay, hotel and gift calendars share this rule.
 */
export function isDayUnselectable(day: IsoDay, ctx: DayRulesContext): boolean {
  const clock = marketClock(ctx.now, ctx.timeZone);
  const today = ctx.today ?? clock.day;
  if (day < today) return true;
  if (day === today && clock.hour >= SAME_DAY_CUTOFF_HOUR) return true;
  const pickingCheckout = Boolean(ctx.checkin && !ctx.checkout && day > ctx.checkin);
  if (ctx.availability && !pickingCheckout && !Object.hasOwn(ctx.availability, day)) return true;
  if (!ctx.availability && pickingCheckout && nightsBetween(ctx.checkin!, day) > MAX_NIGHTS_WITHOUT_AVAILABILITY) return true;
  if (pickingCheckout && ctx.checkoutNights && !ctx.checkoutNights.includes(nightsBetween(ctx.checkin!, day))) return true;
  return false;
}

/**
 * The selection after a click on `day` (spec 000 §4 "Date selection"): the first click sets the
 * check-in; a click after the check-in sets the check-out; a click on or before the check-in
 * restarts with that day as check-in; a click on a complete range starts a new one.
 */
export function nextSelection(current: DateSelection, day: IsoDay): DateSelection {
  if (!current.checkin || current.checkout) return { checkin: day };
  if (day <= current.checkin) return { checkin: day };
  return { checkin: current.checkin, checkout: day };
}

/**
 * Allowed stay lengths from a check-in of the search calendar: from the day's minLos to the
 * 20-night cap (spec 000 §4 possible checkout nights, §9 20 nights). Undefined without data.
 */
export function checkoutNightsFrom(availability: DayAvailability | undefined, maxLos = MAX_NIGHTS_WITHOUT_AVAILABILITY): number[] | undefined {
  if (!availability) return undefined;
  const out: number[] = [];
  for (let n = Math.max(1, availability.minLos); n <= Math.min(maxLos, MAX_NIGHTS_WITHOUT_AVAILABILITY); n++) out.push(n);
  return out;
}

/** Points of sale with calendar shortcuts (spec 000 §6: an A/B variation only there). */
export const SHORTCUT_POINTS_OF_SALE = ["es_ES", "fr_FR", "fr_BE", "nl_BE"] as const;

/** One shortcut button: a ready-made stay. */
export interface Shortcut {
  /** 'thisWeekend', 'nextWeekend' or 'campaign'. */
  kind: "thisWeekend" | "nextWeekend" | "campaign";
  checkin: IsoDay;
  checkout: IsoDay;
}

/**
 * A campaign's stay (spec 000 §9 campaign dates): check-in and check-out days. The list per point
 * of sale is a setting (CALENDAR_CAMPAIGNS, defaults in shared/calendar-campaigns.ts) that the
 * worker puts in the shop context; the calendar receives it.
 */
export interface CampaignStay {
  checkin: IsoDay;
  checkout: IsoDay;
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: IsoDay): number {
  const js = new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10))).getUTCDay();
  return js === 0 ? 7 : js;
}

/**
 * Calendar shortcuts for a point of sale (spec 000 §6, §9), `firstDay` being the first bookable
 * day (firstBookableDay). Empty outside es_ES, fr_FR, fr_BE, nl_BE.
 * - this weekend: Friday → Sunday of the current week, starting no earlier than `firstDay`;
 *   hidden on Sunday (and whenever no night of it is left before Sunday);
 * - next weekend: Friday → Sunday of the following week (the coming one on Sunday);
 * - the point of sale's `campaigns` whose check-in is not before `firstDay` (past campaigns never
 *   show) and not after the calendar's last day (one year ahead), check-in order.
 */
export function shortcuts(firstDay: IsoDay, pointOfSale: string, campaigns: readonly CampaignStay[] = []): Shortcut[] {
  if (!(SHORTCUT_POINTS_OF_SALE as readonly string[]).includes(pointOfSale)) return [];
  const out: Shortcut[] = [];
  const wd = isoWeekday(firstDay);
  const sunday = addDaysIso(firstDay, 7 - wd);
  if (wd !== 7) {
    const friday = addDaysIso(sunday, -2);
    out.push({ kind: "thisWeekend", checkin: friday > firstDay ? friday : firstDay, checkout: sunday });
  }
  const nextFriday = addDaysIso(sunday, 5);
  out.push({ kind: "nextWeekend", checkin: nextFriday, checkout: addDaysIso(nextFriday, 2) });
  const last = lastCalendarDay(firstDay);
  const future = campaigns.filter((c) => c.checkin >= firstDay && c.checkin <= last && c.checkout > c.checkin);
  for (const c of [...future].sort((a, b) => (a.checkin < b.checkin ? -1 : 1))) out.push({ kind: "campaign", checkin: c.checkin, checkout: c.checkout });
  return out;
}

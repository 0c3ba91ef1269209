/**
 * Calendar-date helpers on 'YYYY-MM-DD' strings (UTC arithmetic on dates without time, so no
 * time-zone or DST drift). "Today" for the catalog is a Europe/Paris calendar date.
 */

/** A calendar date 'YYYY-MM-DD'. */
export type Day = string;

const DAY_MS = 86_400_000;

function toUtc(day: Day): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): Day {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real 'YYYY-MM-DD' date. */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && fromUtc(toUtc(text)) === text;
}

/** `day` plus `n` days (n may be negative). */
export function addDays(day: Day, n: number): Day {
  return fromUtc(toUtc(day) + n * DAY_MS);
}

/** Same day-of-month `n` months later, clamped to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(day: Day, n: number): Day {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = Date.UTC(y, m - 1 + n, 1);
  const last = new Date(Date.UTC(y, m + n, 0)).getUTCDate();
  return fromUtc(first + (Math.min(d, last) - 1) * DAY_MS);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: Day, b: Day): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** Weekday with Monday = 0 ... Sunday = 6 (the rate_plans.weekday_mask bit index). */
export function weekdayIndex(day: Day): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

/** Month number 1-12. */
export function monthOf(day: Day): number {
  return Number(day.slice(5, 7));
}

/** First day of the month after `day`. */
export function nextMonthStart(day: Day): Day {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return fromUtc(Date.UTC(y, m, 1));
}

/** The current calendar date in Europe/Paris (the only place that reads the clock). */
export function parisToday(now: Date = new Date()): Day {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

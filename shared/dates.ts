/**
 * Calendar-date formatting for display (DESIGN.md habit 5: explicit time zone and locale, so the
 * server and the client render the same text). Inputs are 'YYYY-MM-DD' calendar dates.
 */
import { MARKETS, type PointOfSale } from "./markets";

const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * Whether `s` ('YYYY-MM-DD', already matched by a regex) names a day that exists between 1900 and
 * 2200: 2026-02-30 and 2027-02-29 do not. The one existence check for dates from outside
 * (URL hash, API queries and bodies).
 */
export function isCalendarDate(s: string): boolean {
  const [y, m, d] = s.split("-").map(Number) as [number, number, number];
  if (!(y >= 1900 && y <= 2200 && m >= 1 && m <= 12 && d >= 1)) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1]!;
}

/**
 * The local-midnight Date of an existing calendar date 'YYYY-MM-DD' (check it with
 * isCalendarDate first), for date-fns calendar arithmetic (addDays, differenceInCalendarDays).
 * ECMAScript reads a date-time without offset as local time, so no zone can shift the day.
 */
export function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00`);
}

/**
 * Formats a 'YYYY-MM-DD' date for a point of sale, e.g. "7 janv. 2027" (fr_FR, style "medium").
 * A calendar date has no zone of its own: it is formatted at UTC noon in UTC so no zone can shift it.
 * Returns the input unchanged when it is not a valid date.
 */
export function formatDay(isoDate: string, pointOfSale: PointOfSale, style: "medium" | "long" | "short" = "medium"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  if (Number.isNaN(date.getTime())) return isoDate;
  const key = `${pointOfSale}:${style}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(MARKETS[pointOfSale].bcp47, { dateStyle: style, timeZone: "UTC" });
    cache.set(key, f);
  }
  return f.format(date);
}

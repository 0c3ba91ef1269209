/**
 * Calendar-date formatting for display (DESIGN.md habit 5: explicit time zone and locale, so the
 * server and the client render the same text). Inputs are 'YYYY-MM-DD' calendar dates.
 */
import { MARKETS, type PointOfSale } from "./markets";

const cache = new Map<string, Intl.DateTimeFormat>();

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

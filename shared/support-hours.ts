/**
 * Support hours as text (spec 001 §10 "Support hours: Mon-Fri 10:00-19:00, Sat 10:00-18:00";
 * docs/decisions/055): the catalog's ranges (shared/contract/settings.ts: ISO weekdays, wall-clock
 * 'HH:MM' in the market's time zone) written in the market's language, one line per range:
 * "Du lundi au vendredi de 10:00 à 19:00", "Zaterdag van 10:00 tot 18:00 uur".
 *
 * Day names and times come from Intl with the market's locale and time zone (shared/dates.ts's
 * habit): each is formatted at its instant in that zone, so server and browser write the same.
 * The sentence is the `support.range` / `support.day` message (written lowercase first, to fit inside
 * a sentence); a line on its own is capitalised.
 */
import type { HoursRange } from "./contract/settings";
import type { Translate } from "./i18n";
import { MARKETS, type PointOfSale } from "./markets";

/**
 * One Intl.DateTimeFormat per locale, options and zone, kept for the isolate's life (issue 28: the
 * footer wrote the hours on every rendered page and built five formatters each time, ~3 % of an
 * uncached results render's CPU). Formatters are immutable; the key is their options as JSON.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** `timeZone`'s offset from UTC at `utcMs`, ms (Intl only: @date-fns/tz would add a chunk to the pages). */
function offsetMs(utcMs: number, timeZone: string): number {
  const parts = formatter("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" }).formatToParts(utcMs);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute")) - utcMs;
}

/** ISO weekday `weekday` (1 Monday … 7 Sunday) of the week of Monday 5 January 2026, at 'HH:MM' in `timeZone`. */
function instant(weekday: number, hhmm: string, timeZone: string): Date {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const wall = Date.UTC(2026, 0, 4 + weekday, h, m);
  return new Date(wall - offsetMs(wall, timeZone));
}

/**
 * One line per range, in the point of sale's language; [] for no ranges. `capitalise: false` keeps
 * the first letter as written, for a line inside a sentence ("Chat ouvert du lundi au vendredi …").
 */
export function supportHoursLines(ranges: readonly HoursRange[], pointOfSale: PointOfSale, t: Translate, capitalise = true): string[] {
  // The footer writes them on every rendered page: kept per translator (one per language and its
  // messages), point of sale, ranges and case.
  let byTranslator = linesWritten.get(t);
  if (!byTranslator) linesWritten.set(t, (byTranslator = new Map()));
  const key = `${pointOfSale}|${capitalise}|${JSON.stringify(ranges)}`;
  let lines = byTranslator.get(key);
  if (!lines) {
    lines = writeLines(ranges, pointOfSale, t, capitalise);
    if (byTranslator.size >= 64) byTranslator.clear();
    byTranslator.set(key, lines);
  }
  return [...lines];
}

const linesWritten = new WeakMap<Translate, Map<string, readonly string[]>>();

function writeLines(ranges: readonly HoursRange[], pointOfSale: PointOfSale, t: Translate, capitalise: boolean): string[] {
  const { bcp47, timeZone } = MARKETS[pointOfSale];
  const day = formatter(bcp47, { weekday: "long", timeZone });
  const time = formatter(bcp47, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return ranges.map((r) => {
    const open = time.format(instant(r.from, r.open, timeZone));
    const close = time.format(instant(r.from, r.close, timeZone));
    const line = r.from === r.to
      ? t("support.day", { day: day.format(instant(r.from, "12:00", timeZone)), open, close })
      : t("support.range", { from: day.format(instant(r.from, "12:00", timeZone)), to: day.format(instant(r.to, "12:00", timeZone)), open, close });
    return capitalise ? line.charAt(0).toLocaleUpperCase(bcp47) + line.slice(1) : line;
  });
}

/** Whether `hour` (0-23, market time) of ISO weekday `weekday` falls within one of the ranges. */
export function withinHours(ranges: readonly HoursRange[], weekday: number, hour: number): boolean {
  const minutes = hour * 60;
  const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return ranges.some((r) => weekday >= r.from && weekday <= r.to && minutes >= at(r.open) && minutes < at(r.close));
}

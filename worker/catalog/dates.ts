/**
 * Calendar-date arithmetic on 'YYYY-MM-DD' strings (migrations/0001_catalog.sql: dates are
 * Europe/Paris calendar dates with no time). Pure functions, UTC arithmetic, no time zone drift.
 */

/** Time zone of the catalog's calendar. */
export const CATALOG_TIME_ZONE = "Europe/Paris";

const fmt = new Intl.DateTimeFormat("en-CA", { timeZone: CATALOG_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in the catalog time zone, 'YYYY-MM-DD'. `now` is injectable for tests. */
export function todayIso(now: Date = new Date()): string {
  return fmt.format(now);
}

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** `iso` plus `days` (may be negative). */
export function addDays(iso: string, days: number): string {
  const d = toUtc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / 86_400_000);
}

/**
 * Weekday bit of a date in the rate-plan mask convention: bit 0 = Monday … bit 6 = Sunday
 * (rate_plans.weekday_mask). Returns 1 << index.
 */
export function weekdayBit(iso: string): number {
  const js = toUtc(iso).getUTCDay(); // 0 = Sunday
  return 1 << ((js + 6) % 7);
}

/** 'YYYY-MM' plus `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/**
 * The month window of a calendar request (spec 000 §9 "up to one year ahead"; spec 001 §3
 * Availability set): minMonth is today's month, maxMonth `monthsAhead` later, `first` the
 * requested month (never before minMonth) and `requestedMonths` up to `length` months from it,
 * none past maxMonth. Months 'YYYY-MM'; `today` 'YYYY-MM-DD'.
 */
export function monthWindow(today: string, month: string | undefined, length: number, monthsAhead: number): { minMonth: string; maxMonth: string; first: string; requestedMonths: string[] } {
  const minMonth = today.slice(0, 7);
  const maxMonth = addMonths(minMonth, monthsAhead);
  const first = month && month > minMonth ? month : minMonth;
  const requestedMonths: string[] = [];
  for (let i = 0; i < length; i++) {
    const m = addMonths(first, i);
    if (m > maxMonth) break;
    requestedMonths.push(m);
  }
  return { minMonth, maxMonth, first, requestedMonths };
}

/** Last day of a 'YYYY-MM' month, 'YYYY-MM-DD'. */
export function lastDayOfMonth(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

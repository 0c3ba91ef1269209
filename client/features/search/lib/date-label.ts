/**
 * Short day labels of the dates field and calendar, in the market's language (spec 000 §2
 * calendar; DESIGN.md habit 5), e.g. "ven. 4 déc." (fr-FR), "vie, 4 dic" (es-ES).
 * Inputs are calendar dates 'YYYY-MM-DD': formatted at UTC noon in UTC, so no zone shifts the
 * day and the server and the browser write the same text.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(bcp47: string, style: "short" | "full"): Intl.DateTimeFormat {
  const key = `${bcp47}:${style}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      bcp47,
      style === "short" ? { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" } : { dateStyle: "full", timeZone: "UTC" },
    );
    cache.set(key, f);
  }
  return f;
}

function utcNoon(isoDay: string): Date {
  return new Date(Date.UTC(+isoDay.slice(0, 4), +isoDay.slice(5, 7) - 1, +isoDay.slice(8, 10), 12));
}

/** "ven. 4 déc." for 'YYYY-MM-DD' in `bcp47` ("fr-FR"). */
export function shortDay(isoDay: string, bcp47: string): string {
  return formatter(bcp47, "short").format(utcNoon(isoDay));
}

/** "vendredi 4 décembre 2026": the full date screen readers hear on a calendar day. */
export function fullDay(isoDay: string, bcp47: string): string {
  return formatter(bcp47, "full").format(utcNoon(isoDay));
}

/** The dates field's text: "ven. 4 déc. – dim. 6 déc.", "ven. 4 déc. – …", or null without dates. */
export function rangeLabel(value: { checkin?: string; checkout?: string }, bcp47: string): string | null {
  if (!value.checkin) return null;
  return `${shortDay(value.checkin, bcp47)} – ${value.checkout ? shortDay(value.checkout, bcp47) : "…"}`;
}

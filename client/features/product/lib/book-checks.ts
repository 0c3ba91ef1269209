/**
 * The Book button's checks, in the spec's order (spec 001 §4 "Book validates (1) all activity
 * dates chosen, else missing activities flagged, (2) dates present, else dates message, (3)
 * real-time quote check; … quote fetch failure records QUOTE_FETCH_ERROR"; §5 messages).
 * Pure; the product's booking widget (stay-booking.tsx) runs them.
 */
import type { QuoteRealtimeResponse } from "#shared/contract/weekend-quote-realtime";
import { priceChange, type PriceChange } from "#shared/pricing";
export { activityDayChoices, activitySelectionList } from "#shared/activity-selection";

/** An activity of the stay that may need a date chosen by the shopper. */
export interface BookActivity {
  activityId: string;
  /** True when the shopper must pick its date (scheduled activities). */
  needsDate: boolean;
  date: string | null;
}

/** The chosen activity dates still among `choices` (new stay dates drop the others). */
export function keepActivityDates(dates: Readonly<Record<string, string>>, choices: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(dates).filter(([, day]) => choices.includes(day)));
}

/** Outcome of checks (1) and (2), before any call. */
export type BookPrecheck = { ok: true } | { ok: false; reason: "activityDates"; missing: string[] } | { ok: false; reason: "dates" };

/** Checks (1) activity dates, then (2) stay dates. */
export function precheckBook(input: { activities: readonly BookActivity[]; checkin: string | null; checkout: string | null }): BookPrecheck {
  const missing = input.activities.filter((a) => a.needsDate && !a.date).map((a) => a.activityId);
  if (missing.length) return { ok: false, reason: "activityDates", missing };
  if (!input.checkin || !input.checkout) return { ok: false, reason: "dates" };
  return { ok: true };
}

/** Outcome of check (3): the real-time quote against the price the shopper saw (cents). */
export type QuoteCheck =
  | { ok: true; sellPrice: number }
  | { ok: false; reason: "notBookable" | "quoteError" | "QUOTE_FETCH_ERROR"; message?: string }
  | { ok: false; reason: "priceChanged"; change: PriceChange };

/**
 * Judges the real-time quote (or its fetch failure, `quote` = Error): not bookable ('The offer is
 * not bookable with these criterias'), no priceInfo ('Quote error'), fetch failure
 * (QUOTE_FETCH_ERROR, the first error's code or message), a moved price (price-update modal),
 * else ok with the price to book.
 */
export function checkQuote(shownSellPrice: number, quote: QuoteRealtimeResponse | Error): QuoteCheck {
  if (quote instanceof Error) return { ok: false, reason: "QUOTE_FETCH_ERROR", message: quote.message };
  if (!quote.bookable) return { ok: false, reason: "notBookable", message: quote.errors[0]?.code ?? quote.errors[0]?.message };
  if (!quote.priceInfo) return { ok: false, reason: "quoteError" };
  const change = priceChange(shownSellPrice, quote.priceInfo.sellPrice);
  return change ? { ok: false, reason: "priceChanged", change } : { ok: true, sellPrice: quote.priceInfo.sellPrice };
}

/**
 * GET {api}/search/availabilities.json: bookable check-in days of a SEARCH calendar, with the
 * lowest price of each day across the packages the search would show (spec 000 §2 calendar,
 * §3 "Availability per date", §4 "Changing the month asks for more availability", §5 calendar
 * rules, §9 "calendar requests 2 months (desktop), 4 (mobile)"). The spec leaves this request
 * "not shown": docs/decisions/022-search-calendar-availability.md records the design.
 *
 * Query: locale; month 'YYYY-MM' (default the current month; clipped to the year ahead); length
 * (months, 1..4, default 2); party (adult 1..20 default 2, child 0..10, baby 0..10); one location
 * (city, poi, department, region, country, touristicregion, searesort, skiresort, or lat + lng
 * with distanceMin/distanceMax in km) and theme, the keys of facets.json.
 * Response: days keyed 'YYYY-MM-DD' → { day, amount (cents, whole stay of the cheapest package's
 * own nights, whole party), price (amount / 100 as '129.00'), minLos / maxLos (nights, of that
 * cheapest offer) }, plus the months answered and paging. A day is absent when no matching
 * package can start a stay that day (no plan, no rooms, stop-sell, past).
 */
import * as v from "valibot";
import { type DayPrice, DayPriceSchema, LOCATION_QUERY_ENTRIES, monthsQueryEntries, queryId, toSearchParams } from "./common";

/** Query of GET search/availabilities.json (strings in, typed values out). */
export const SearchAvailabilitiesQuerySchema = v.object({
  ...monthsQueryEntries(2, 4),
  ...LOCATION_QUERY_ENTRIES,
  theme: v.optional(queryId),
});
export type SearchAvailabilitiesQuery = v.InferOutput<typeof SearchAvailabilitiesQuerySchema>;

/** Writes the query string of a search-availabilities call. */
export function toSearchAvailabilitiesQuery(
  query: Partial<SearchAvailabilitiesQuery> & { locale: SearchAvailabilitiesQuery["locale"] },
): URLSearchParams {
  return toSearchParams(query as Record<string, unknown>);
}

/** One bookable check-in day of a search calendar: the cheapest stay starting that day (its package's own nights, whole party). */
export const SearchAvailabilityDaySchema = DayPriceSchema;
export type SearchAvailabilityDay = DayPrice;

/** Response of GET search/availabilities.json. */
export const SearchAvailabilitiesResponseSchema = v.object({
  days: v.record(v.string(), SearchAvailabilityDaySchema),
  /** Months answered, 'YYYY-MM' ascending (days of these months not in `days` are unavailable). */
  requestedMonths: v.array(v.string()),
  nextMonth: v.nullable(v.string()),
  prevMonth: v.nullable(v.string()),
  minMonth: v.string(),
  maxMonth: v.string(),
});
export type SearchAvailabilitiesResponse = v.InferOutput<typeof SearchAvailabilitiesResponseSchema>;

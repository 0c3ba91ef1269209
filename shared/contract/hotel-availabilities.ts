/**
 * GET {api}/hotels/{hotelId}/availabilities.json: bookable check-in days with their best price
 * (spec 000 §3 "Availability per date", §5 calendar rules, §7; spec 001 §3 Availability day/set).
 *
 * Path: hotelId (digits). Query: locale, month 'YYYY-MM' (default: the current month),
 * length (months, 1..12, default 12), party (adult default 2, child, baby), optional packageId
 * (only that package; it must belong to the hotel) and night (stay length; default each
 * package's own nights). A day is present only when it is today or later, some package of the
 * hotel has a rate plan covering it with rooms left and it is not a stop-sell day.
 * Amounts in cents; `price` is the same amount as a plain decimal string ('129.00').
 */
import * as v from "valibot";
import { DayPriceSchema, monthsQueryEntries, queryId, queryInt, toSearchParams } from "./common";

/** Path parameter: a hotel id (digits). */
export const HotelIdParamSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, "hotelId must be a positive integer"),
  v.transform(Number),
  v.minValue(1, "hotelId must be a positive integer"),
  v.maxValue(2_147_483_647, "hotelId is too large"),
);

/** Query of GET hotels/{hotelId}/availabilities.json. */
export const AvailabilitiesQuerySchema = v.object({
  ...monthsQueryEntries(12, 12),
  night: v.optional(queryInt(1, 20)),
  packageId: v.optional(queryId),
});
export type AvailabilitiesQuery = v.InferOutput<typeof AvailabilitiesQuerySchema>;

/** Writes the query string of an availabilities call. */
export function toAvailabilitiesQuery(query: Partial<AvailabilitiesQuery> & { locale: AvailabilitiesQuery["locale"] }): URLSearchParams {
  return toSearchParams(query as Record<string, unknown>);
}

/** One bookable check-in day (spec 001 §3 Availability day): the priced day and its offer. */
export const AvailabilityDaySchema = v.object({
  ...DayPriceSchema.entries,
  /** Integer percent against the reference price. */
  promo: v.number(),
  bestPriceOfTheMonth: v.boolean(),
  packageId: v.number(),
  availableRooms: v.number(),
});

/** Response: days keyed by 'YYYY-MM-DD' plus month paging (spec 001 §3 Availability set). */
export const AvailabilitiesResponseSchema = v.object({
  days: v.record(v.string(), AvailabilityDaySchema),
  nextMonth: v.nullable(v.string()),
  prevMonth: v.nullable(v.string()),
  minMonth: v.string(),
  maxMonth: v.string(),
  adult: v.number(),
  child: v.number(),
  baby: v.number(),
  stepLength: v.number(),
  requestedMonths: v.array(v.string()),
});
export type AvailabilitiesResponse = v.InferOutput<typeof AvailabilitiesResponseSchema>;

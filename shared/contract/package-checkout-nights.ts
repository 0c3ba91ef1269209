/**
 * GET {api}/weekend/{id}/packageCheckoutNights.json: the stay lengths bookable from a check-in
 * (spec 000 §4 "choosing a check-in fetches the possible checkout nights", §7; spec 001 §7).
 *
 * Path: package id. Query: checkin (required), party, locale; multiOffer, client, minisite and
 * length are accepted and ignored. Response: ascending array of night counts (may be empty when
 * the day cannot be booked). Unknown package → 404.
 */
import * as v from "valibot";
import { DateSchema, LocaleSchema, PARTY_QUERY_ENTRIES, queryBool, queryInt, toSearchParams } from "./common";

/** Query of GET weekend/{id}/packageCheckoutNights.json. */
export const CheckoutNightsQuerySchema = v.object({
  locale: LocaleSchema,
  checkin: DateSchema,
  ...PARTY_QUERY_ENTRIES,
  length: v.optional(queryInt(1, 20)),
  multiOffer: v.optional(queryBool),
  client: v.optional(v.pipe(v.string(), v.maxLength(20))),
  minisite: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
export type CheckoutNightsQuery = v.InferOutput<typeof CheckoutNightsQuerySchema>;

/** Writes the query string of a checkout-nights call. */
export function toCheckoutNightsQuery(query: Partial<CheckoutNightsQuery> & { locale: CheckoutNightsQuery["locale"]; checkin: string }): URLSearchParams {
  return toSearchParams(query as Record<string, unknown>);
}

/** Response: bookable night counts, ascending. */
export const CheckoutNightsResponseSchema = v.array(v.number());
export type CheckoutNightsResponse = v.InferOutput<typeof CheckoutNightsResponseSchema>;

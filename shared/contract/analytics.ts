/**
 * The analytics beacon (spec 000 §7 "Analytics beacon POST {endpoint}/analytics/ga/collect/{pos}";
 * docs/decisions/042): the body the storefront posts, checked by the worker and by the embedded
 * catalog. GA4 Measurement Protocol shape: a client id, an optional session id, and 1 to 25
 * events, each a snake_case name and its parameters (money in currency units, as GA4 reads it).
 * Answer: 204 with no body. Errors: 400 `{ error, issues }` for a bad point of sale or body, 413
 * over ANALYTICS_MAX_BODY_BYTES. Pure: valibot only; the browser imports nothing from here.
 */
import * as v from "valibot";
import { ANALYTICS_MAX_BODY_BYTES, ANALYTICS_MAX_EVENTS } from "../analytics-limits";

/** Largest beacon body, bytes (shared/analytics-limits.ts: the browser's keepalive ceiling). */
export { ANALYTICS_MAX_BODY_BYTES };

/**
 * Shopper-behaviour events, not sent from the customer-care host (spec 001 §6; decision 029).
 * The browser's copy is client/shop/tracking.ts SHOPPER_EVENTS (a unit test keeps them equal).
 */
export const SHOPPER_EVENT_NAMES = ["add_to_cart", "view_item", "view_item_list", "personalization_item", "select_item"] as const;

export const AnalyticsEventSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,39}$/, "name must be snake_case, at most 40 characters")),
  params: v.optional(v.record(v.string(), v.unknown()), {}),
});

export const AnalyticsBeaconSchema = v.object({
  client_id: v.pipe(v.string(), v.minLength(1, "client_id must not be empty"), v.maxLength(100, "client_id is at most 100 characters")),
  session_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/, "session_id must be digits"))),
  events: v.pipe(v.array(AnalyticsEventSchema), v.minLength(1, "at least one event"), v.maxLength(ANALYTICS_MAX_EVENTS, `at most ${ANALYTICS_MAX_EVENTS} events`)),
});
export type AnalyticsBeacon = v.InferOutput<typeof AnalyticsBeaconSchema>;

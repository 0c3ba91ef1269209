/**
 * Sizes of the analytics beacon (spec 000 §7 "Analytics beacon"; docs/decisions/042, 066), read by
 * the browser that batches its events (client/features/shell/tracking.ts `beaconBodies`) and by
 * the worker and the embedded collector that check them (shared/contract/analytics.ts). Pure
 * constants, bytes of UTF-8 JSON.
 */

/** Events in one beacon body (GA4 Measurement Protocol's limit). */
export const ANALYTICS_MAX_EVENTS = 25;
/**
 * Largest body the browser sends, bytes: a page's queue is cut into bodies of at most this size, so
 * several `keepalive` requests fit the browser's 64 KiB in-flight quota together.
 */
export const ANALYTICS_BATCH_BYTES = 16 * 1024;
/**
 * Largest body the worker accepts, bytes: the browser's own ceiling for a keepalive request or a
 * `sendBeacon` (64 KiB), so no body the shop's page can send is refused as too large.
 */
export const ANALYTICS_MAX_BODY_BYTES = 64 * 1024;

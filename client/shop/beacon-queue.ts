/**
 * The analytics beacon's queue and body (spec 000 §7 "Analytics beacon POST
 * {endpoint}/analytics/ga/collect/{pos}"; decisions 042, 045): what tracking.ts queues and what the
 * beacon (analytics-beacon.ts, loaded later) or the page's `pagehide` sends. Its own module so the
 * beacon reads the queue without importing tracking.ts, which loads it (no import circle).
 * Browser only.
 */
import { ANALYTICS_BATCH_BYTES, ANALYTICS_MAX_EVENTS } from "#shared/analytics-limits";

/** A data-layer event: its name in `event`, the rest its parameters (GA4 shape: `ecommerce.items`). */
export type TrackEvent = { event: string } & Record<string, unknown>;

/** The beacon's body (spec 000 §7; shared/contract/analytics.ts checks it in the worker). */
export interface BeaconBody {
  client_id: string;
  session_id?: string;
  events: { name: string; params: Record<string, unknown> }[];
}

/** The beacon's URL for a point of sale: the shop's worker, which forwards to the analytics endpoint setting. */
export function beaconUrl(pointOfSale: string): string {
  return `/api/analytics/ga/collect/${pointOfSale}`;
}

/** The beacon's body for queued events. */
export function beaconBody(events: readonly TrackEvent[], ids: { clientId: string; sessionId: string | null }): BeaconBody {
  return {
    client_id: ids.clientId,
    ...(ids.sessionId ? { session_id: ids.sessionId } : {}),
    events: events.map(({ event, ...params }) => ({ name: event, params })),
  };
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The event with its `ecommerce.items` cut to the first `keep`, or null when it has no items to cut. */
function withFewerItems(event: TrackEvent, keep: number): TrackEvent | null {
  const ecommerce = event.ecommerce as { items?: unknown[] } | undefined;
  if (!ecommerce || !Array.isArray(ecommerce.items) || ecommerce.items.length <= keep) return null;
  return { ...event, ecommerce: { ...ecommerce, items: ecommerce.items.slice(0, keep) } };
}

/**
 * The beacon bodies (JSON text) for queued events, in order: at most ANALYTICS_MAX_EVENTS events
 * and ANALYTICS_BATCH_BYTES bytes each (shared/analytics-limits.ts), so the collector never answers
 * 413 or 400 to the shop's own events (issue 25 item 21). An event too large alone is trimmed (its
 * `ecommerce.items` halved until it fits); one that cannot be trimmed to fit is left out.
 */
export function beaconBodies(events: readonly TrackEvent[], ids: { clientId: string; sessionId: string | null }, maxBytes = ANALYTICS_BATCH_BYTES): string[] {
  const bodies: string[] = [];
  let batch: TrackEvent[] = [];
  const text = (list: readonly TrackEvent[]) => JSON.stringify(beaconBody(list, ids));
  const flush = () => {
    if (batch.length > 0) bodies.push(text(batch));
    batch = [];
  };
  for (const queued of events) {
    let event: TrackEvent | null = queued;
    while (event && utf8Bytes(text([event])) > maxBytes) {
      const items = (event.ecommerce as { items?: unknown[] } | undefined)?.items;
      event = withFewerItems(event, Math.floor((items?.length ?? 0) / 2));
    }
    if (!event) continue;
    if (batch.length >= ANALYTICS_MAX_EVENTS || utf8Bytes(text([...batch, event])) > maxBytes) flush();
    batch.push(event);
  }
  flush();
  return bodies;
}

/** Events waiting for the beacon, with their point of sale. Module state of the page (browser only). */
export const pending: { pos: string; event: TrackEvent }[] = [];

/** Points of sale with queued events. */
export function pendingPointsOfSale(): string[] {
  return [...new Set(pending.map((p) => p.pos))];
}

/** Takes every queued event of `pos` (the beacon module calls it when it sends). */
export function takePending(pos: string): TrackEvent[] {
  const out: TrackEvent[] = [];
  for (let i = 0; i < pending.length; ) {
    if (pending[i]!.pos === pos) out.push(pending.splice(i, 1)[0]!.event);
    else i++;
  }
  return out;
}

/** The Google Analytics client id of a `_ga` cookie (`GA1.1.123.456` → `123.456`), or null. */
export function googleClientId(cookie: string): string | null {
  return /(?:^|;\s*)_ga=GA\d\.\d+\.(\d+\.\d+)/.exec(cookie)?.[1] ?? null;
}

/** The tab's own client id when Google's is missing: random, kept for the tab's session. */
export function tabClientId(): string {
  try {
    let id = sessionStorage.getItem("pasea.cid");
    if (!id) sessionStorage.setItem("pasea.cid", (id = `shop.${crypto.randomUUID()}`));
    return id;
  } catch {
    return "shop.anonymous";
  }
}

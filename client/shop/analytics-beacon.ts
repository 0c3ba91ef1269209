/**
 * The analytics beacon (spec 000 §7 "Analytics beacon POST {endpoint}/analytics/ga/collect/{pos}",
 * §9 "Analytics session wait retries 4 at 150 ms; google id poll 5 times every 1 s"). Loaded on
 * demand by tracking.ts when the browser is idle after an event; never part of a page's first load.
 *
 * Before the first send of a page it reads the analytics session id (the GA4 session cookie
 * `_ga_<stream>`, which the tag manager may write a moment after the page starts: read, then up to
 * 4 retries 150 ms apart) and the Google client id (the `_ga` cookie: read up to 5 times, 1 s
 * apart). Both are read once per page and reused. Without a session the events go without one;
 * without a Google id, with the tab's own id (tracking.ts `tabClientId`). The POST goes to the
 * shop's worker (`keepalive`, JSON); a failure is dropped silently: analytics never breaks a page.
 */
import { beaconBodies, beaconUrl, googleClientId, pendingPointsOfSale, tabClientId, takePending, type TrackEvent } from "./beacon-queue";

import { ANALYTICS_SESSION_WAIT, GOOGLE_ID_POLL } from "#shared/timing";

/** Spec 000 §9: the session wait. `retries` after the first read, `delayMs` apart (shared/timing.ts). */
export const SESSION_WAIT = ANALYTICS_SESSION_WAIT;
/** Spec 000 §9: the Google id poll. `times` reads in all, `everyMs` apart (shared/timing.ts). */
export { GOOGLE_ID_POLL };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads `read()` up to `1 + retries` times, `delayMs` apart; the first non-null value, else null. */
export async function readWithRetries<T>(read: () => T | null, retries: number, delayMs: number): Promise<T | null> {
  for (let attempt = 0; ; attempt++) {
    const value = read();
    if (value !== null) return value;
    if (attempt >= retries) return null;
    await sleep(delayMs);
  }
}

/** The GA4 session id of a `_ga_<stream>` cookie: `GS1.1.<id>.…` or `GS2.1.s<id>$…`; null when absent. */
export function analyticsSessionId(cookie: string): string | null {
  const m = /(?:^|;\s*)_ga_[A-Z0-9]+=GS\d\.\d+\.s?(\d+)/.exec(cookie);
  return m?.[1] ?? null;
}

/** Where the ids come from (document.cookie in the page; injected by tests). */
export interface IdSources {
  cookie: () => string;
  fallbackClientId: () => string;
}

/** The page's session and client ids: the session wait and the Google id poll run side by side. */
export async function readIds(src: IdSources): Promise<{ clientId: string; sessionId: string | null }> {
  const [sessionId, googleId] = await Promise.all([
    readWithRetries(() => analyticsSessionId(src.cookie()), SESSION_WAIT.retries, SESSION_WAIT.delayMs),
    readWithRetries(() => googleClientId(src.cookie()), GOOGLE_ID_POLL.times - 1, GOOGLE_ID_POLL.everyMs),
  ]);
  return { clientId: googleId ?? src.fallbackClientId(), sessionId };
}

/** Sends `events` of `pos` once the ids are known. `send` is fetch in the page. Never rejects. */
export async function sendEvents(pos: string, take: () => TrackEvent[], ids: Promise<{ clientId: string; sessionId: string | null }>, send: (url: string, body: string) => Promise<unknown>): Promise<void> {
  const known = await ids;
  // Taken only now: events tracked while the ids were read go in the same request.
  const events = take();
  // Bodies within the collector's limits (events and bytes: tracking.ts beaconBodies).
  for (const body of beaconBodies(events, known)) {
    try {
      await send(beaconUrl(pos), body);
    } catch {
      // Dropped: analytics never breaks the page.
    }
  }
}

let pageIds: Promise<{ clientId: string; sessionId: string | null }> | null = null;

/** Sends every queued event (tracking.ts), one request per point of sale (a page has one). */
export async function flushPending(): Promise<void> {
  pageIds ??= readIds({ cookie: () => document.cookie, fallbackClientId: tabClientId });
  await pageIds;
  const send = (url: string, body: string) => fetch(url, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } });
  await Promise.all(pendingPointsOfSale().map((pos) => sendEvents(pos, () => takePending(pos), pageIds!, send)));
}

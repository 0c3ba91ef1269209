/** client/shop/analytics-beacon.ts: spec 000 §9 retry timing, with fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_BATCH_BYTES, ANALYTICS_MAX_BODY_BYTES } from "#shared/analytics-limits";
import { analyticsSessionId, GOOGLE_ID_POLL, readIds, readWithRetries, SESSION_WAIT, sendEvents } from "./analytics-beacon";
import { beaconBodies, itemsEvent, trackItem } from "./tracking";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("retry timing (spec 000 §9)", () => {
  it("the session wait reads at 0, 150, 300, 450 and 600 ms, then gives up with null", async () => {
    const reads: number[] = [];
    const start = Date.now();
    const done = readWithRetries(() => (reads.push(Date.now() - start), null), SESSION_WAIT.retries, SESSION_WAIT.delayMs);
    await vi.advanceTimersByTimeAsync(599);
    expect(reads).toEqual([0, 150, 300, 450]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBeNull();
    expect(reads).toEqual([0, 150, 300, 450, 600]);
  });

  it("stops at the first value", async () => {
    let n = 0;
    const done = readWithRetries(() => (++n === 3 ? "s" : null), 4, 150);
    await vi.advanceTimersByTimeAsync(300);
    await expect(done).resolves.toBe("s");
    expect(n).toBe(3);
  });

  it("the Google id poll reads 5 times, 1 s apart, and the page's own id is used after it", async () => {
    let cookieReads = 0;
    const ids = readIds({ cookie: () => (cookieReads++, ""), fallbackClientId: () => "shop.tab" });
    let settled = false;
    void ids.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(3999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(ids).resolves.toEqual({ clientId: "shop.tab", sessionId: null });
    // 5 session reads (0-600 ms) and 5 Google id reads (0-4 s).
    expect(cookieReads).toBe(SESSION_WAIT.retries + 1 + GOOGLE_ID_POLL.times);
  });

  it("takes the ids as soon as the tag manager writes its cookies", async () => {
    let cookie = "";
    setTimeout(() => (cookie = "_ga=GA1.1.42.1700; _ga_X1Y2=GS1.1.1700000123.1.0.1700000123.0.0.0"), 1200);
    const ids = readIds({ cookie: () => cookie, fallbackClientId: () => "shop.tab" });
    await vi.advanceTimersByTimeAsync(2000);
    // The session wait ended at 600 ms, before the cookie: no session; the Google id read at 2 s.
    await expect(ids).resolves.toEqual({ clientId: "42.1700", sessionId: null });
  });
});

describe("session id and sending", () => {
  it("reads GS1 and GS2 session cookies", () => {
    expect(analyticsSessionId("_ga_ABC123=GS1.1.1700000000.4.1.1700000100.0.0.0")).toBe("1700000000");
    expect(analyticsSessionId("x=1; _ga_ABC123=GS2.1.s1700000000$o4$g1$t1700000100")).toBe("1700000000");
    expect(analyticsSessionId("_ga=GA1.1.1.2")).toBeNull();
  });

  it("posts the queued events to /api/analytics/ga/collect/{pos} once the ids are known, and swallows a failure", async () => {
    const send = vi.fn(async (_url: string, _body: string) => undefined);
    const queue = [{ event: "view_item", ecommerce: { items: [] } }];
    await sendEvents("nl_NL", () => queue.splice(0), Promise.resolve({ clientId: "1.2", sessionId: "9" }), send);
    expect(send).toHaveBeenCalledWith("/api/analytics/ga/collect/nl_NL", JSON.stringify({ client_id: "1.2", session_id: "9", events: [{ name: "view_item", params: { ecommerce: { items: [] } } }] }));
    await sendEvents("nl_NL", () => [], Promise.resolve({ clientId: "1.2", sessionId: null }), send);
    expect(send).toHaveBeenCalledTimes(1);
    await sendEvents("nl_NL", () => Array.from({ length: 30 }, () => ({ event: "x" })), Promise.resolve({ clientId: "1", sessionId: null }), send);
    expect(send.mock.calls.slice(1).map(([, body]) => (JSON.parse(body) as { events: unknown[] }).events.length)).toEqual([25, 5]);
    const failing = vi.fn(async () => Promise.reject(new Error("offline")));
    await expect(sendEvents("nl_NL", () => [{ event: "x" }], Promise.resolve({ clientId: "1", sessionId: null }), failing)).resolves.toBeUndefined();
  });
});

describe("body sizes (issue 25 item 21: never a 413 for the shop's own events)", () => {
  /** A results page's list event: 24 cards with the item fields the cards send. */
  const listEvent = (page: number, cards = 24) =>
    itemsEvent("view_item_list", Array.from({ length: cards }, (_, i) => trackItem({ id: 100_000 + page * 100 + i, label: `Week-end détente et spa au cœur de la ville n°${i} avec dîner gastronomique`, hotel: `Hôtel des Voyageurs et du Grand Parc ${i}`, category: "booking", variant: "2 nuits", priceCents: 24_950 + i, listName: "Résultats de recherche", index: i })), "Résultats de recherche");
  const sizes = (bodies: string[]) => bodies.map((b) => new TextEncoder().encode(b).length);

  it("cuts a busy page's queue into bodies the collector accepts, keeping every event in order", async () => {
    const send = vi.fn(async (_url: string, _body: string) => undefined);
    const queue = Array.from({ length: 30 }, (_, page) => listEvent(page));
    await sendEvents("fr_FR", () => queue.splice(0), Promise.resolve({ clientId: "1.2", sessionId: null }), send);
    const bodies = send.mock.calls.map(([, body]) => body);
    expect(Math.max(...sizes(bodies))).toBeLessThanOrEqual(ANALYTICS_BATCH_BYTES);
    expect(ANALYTICS_BATCH_BYTES).toBeLessThanOrEqual(ANALYTICS_MAX_BODY_BYTES);
    const sent = bodies.flatMap((b) => (JSON.parse(b) as { events: { params: { ecommerce: { items: { item_id: string }[] } } }[] }).events);
    expect(sent).toHaveLength(30);
    expect(sent.map((e) => e.params.ecommerce.items[0]!.item_id)).toEqual(Array.from({ length: 30 }, (_, page) => String(100_000 + page * 100)));
  });

  it("trims an event too large alone to the items that fit, and leaves out one that cannot be trimmed", () => {
    const bodies = beaconBodies([listEvent(1, 400), { event: "error", detail: "x".repeat(ANALYTICS_BATCH_BYTES) }, listEvent(2, 2)], { clientId: "1", sessionId: null });
    expect(Math.max(...sizes(bodies))).toBeLessThanOrEqual(ANALYTICS_BATCH_BYTES);
    const events = bodies.flatMap((b) => (JSON.parse(b) as { events: { name: string; params: { ecommerce?: { items: unknown[] } } }[] }).events);
    expect(events.map((e) => e.name)).toEqual(["view_item_list", "view_item_list"]);
    expect(events[0]!.params.ecommerce!.items.length).toBeGreaterThan(10);
    expect(events[0]!.params.ecommerce!.items.length).toBeLessThan(400);
    expect(events[1]!.params.ecommerce!.items).toHaveLength(2);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { SHOPPER_EVENT_NAMES } from "#shared/contract/analytics";
import { beaconBody, googleClientId, isTracked, itemsEvent, pendingPointsOfSale, SHOPPER_EVENTS, takePending, track, trackItem } from "./tracking";

const shopper = { care: false, market: { pointOfSale: "fr_FR" } };
const agent = { care: true, market: { pointOfSale: "fr_FR" } };

describe("tracking and customer care (spec 001 §6, decision 029)", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
    takePending("fr_FR");
  });
  it("sends every event for shoppers", () => {
    for (const e of ["add_to_cart", "view_item", "view_item_list", "select_item", "personalization_item", "error"]) expect(isTracked(e, false)).toBe(true);
  });
  it("the browser and the worker drop the same events (worker/routes/analytics.ts)", () => {
    expect([...SHOPPER_EVENTS].sort()).toEqual([...SHOPPER_EVENT_NAMES].sort());
  });
  it("suppresses the five shopper-behaviour events on the care host and keeps operational ones", () => {
    for (const e of ["add_to_cart", "view_item", "view_item_list", "select_item", "personalization_item"]) expect(isTracked(e, true)).toBe(false);
    expect(isTracked("error", true)).toBe(true);
  });
  it("pushes to the data layer and queues for the beacon only what is tracked, scheduling one flush after engagement or 5 s (decision 045)", async () => {
    vi.useFakeTimers();
    const idle = vi.fn();
    const win: { dataLayer?: unknown[]; requestIdleCallback: unknown; addEventListener: unknown } = { requestIdleCallback: idle, addEventListener: vi.fn() };
    (globalThis as { window?: unknown }).window = win;
    // The engagement wait also listens for the tab being hidden (when-idle.ts whenEngaged).
    (globalThis as { document?: unknown }).document = { addEventListener: vi.fn(), removeEventListener: vi.fn(), cookie: "vid=1; consent=measurement" };
    track(agent, { event: "add_to_cart", value: 1 });
    track(agent, { event: "error", code: "QUOTE_FETCH_ERROR" });
    track(shopper, { event: "add_to_cart", value: 2 });
    expect(win.dataLayer).toEqual([{ event: "error", code: "QUOTE_FETCH_ERROR" }, { event: "add_to_cart", value: 2 }]);
    expect(pendingPointsOfSale()).toEqual(["fr_FR"]);
    expect(takePending("fr_FR").map((e) => e.event)).toEqual(["error", "add_to_cart"]);
    // Nothing runs before the visitor interacts or 5 s pass, then the browser is idle: one callback
    // asked for, the beacon's code not loaded.
    await vi.advanceTimersByTimeAsync(4900);
    expect(idle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(idle).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    // Unit files share a worker (vitest.node.config.ts isolate: false): leave no browser globals.
    delete (globalThis as { document?: unknown }).document;
    delete (globalThis as { window?: unknown }).window;
  });
});

describe("tracking and cookie consent (decision 077)", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { document?: unknown }).document;
    takePending("fr_FR");
  });
  for (const cookie of ["", "consent=necessary", "consent=experiments", "consent=bogus.measurement"]) {
    it(`records nothing without measurement consent (cookie "${cookie}")`, () => {
      const win: { dataLayer?: unknown[]; addEventListener: unknown } = { addEventListener: vi.fn() };
      (globalThis as { window?: unknown }).window = win;
      (globalThis as { document?: unknown }).document = { addEventListener: vi.fn(), removeEventListener: vi.fn(), cookie };
      track(shopper, { event: "add_to_cart", value: 2 });
      expect(win.dataLayer ?? []).toEqual([]);
      expect(pendingPointsOfSale()).toEqual([]);
    });
  }
});

describe("beacon body", () => {
  it("names each event and keeps its fields as parameters; a session only when known", () => {
    const body = beaconBody([{ event: "select_item", item_list_name: "search", ecommerce: { items: [{ item_id: "1" }] } }], { clientId: "123.456", sessionId: null });
    expect(body).toEqual({ client_id: "123.456", events: [{ name: "select_item", params: { item_list_name: "search", ecommerce: { items: [{ item_id: "1" }] } } }] });
    expect(beaconBody([], { clientId: "c", sessionId: "17" }).session_id).toBe("17");
  });
  it("reads Google's client id from the _ga cookie", () => {
    expect(googleClientId("a=1; _ga=GA1.1.1234567.1700000000; b=2")).toBe("1234567.1700000000");
    expect(googleClientId("_ga_ABC123=GS1.1.1700000000.1.1.0.0.0; x=_ga")).toBeNull();
    expect(googleClientId("")).toBeNull();
  });
});

describe("event items (GA4 ecommerce; prices in cents become euros)", () => {
  it("builds an item from cents and leaves out what is unknown", () => {
    expect(trackItem({ id: 12, label: "Spa", hotel: "Hôtel", category: "booking", priceCents: 25950, listName: "search_booking", index: 2 }))
      .toEqual({ item_id: "12", item_name: "Spa", item_brand: "Hôtel", item_category: "booking", item_list_name: "search_booking", index: 2, price: 259.5, quantity: 1 });
    expect(trackItem({ id: 3, label: "A", category: "gifting", priceCents: 7900 })).toEqual({ item_id: "3", item_name: "A", item_category: "gifting", price: 79, quantity: 1 });
  });
  it("gives a value to item events, none to a list", () => {
    const items = [trackItem({ id: 1, label: "a", category: "booking", priceCents: 10010 }), trackItem({ id: 2, label: "b", category: "booking", priceCents: 20020 })];
    expect(itemsEvent("add_to_cart", items)).toEqual({ event: "add_to_cart", ecommerce: { currency: "EUR", value: 300.3, items } });
    expect(itemsEvent("view_item_list", items, "search_booking")).toEqual({ event: "view_item_list", ecommerce: { currency: "EUR", item_list_name: "search_booking", items } });
  });
});

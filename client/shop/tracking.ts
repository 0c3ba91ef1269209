/**
 * Tracking events (spec 001 §7 "Tracking events: add_to_cart, view_item, view_item_list,
 * personalization_item, select_item"; spec 000 §7 "Select-item tracking event", "Analytics beacon
 * POST {endpoint}/analytics/ga/collect/{pos}"), pushed to the page's data layer, which the tag
 * manager of the deployment reads, and queued for the analytics beacon.
 *
 * Customer care (spec 001 §6 "suppresses ... some tracking"; the choice is docs/decisions/029):
 * on the care host the shopper-behaviour events are neither pushed nor sent (an agent's clicks are
 * not a shopper's); operational events (errors such as QUOTE_FETCH_ERROR) are.
 *
 * First-load cost (docs/decisions/042): no page imports this module with its first load. Pages call
 * `whenIdle` (when-idle.ts) and load their own tracking module (search/lib/results-tracking.ts,
 * product/lib/stay-tracking.ts), which brings this one; handlers of a click import it then. The
 * beacon's code (analytics-beacon.ts: session wait, Google id poll, the POST) loads when the browser
 * is idle after an event and the visitor's first interaction (or 5 s later: decision 045); a page left before that (a card link followed as a full page load) sends
 * what is queued at `pagehide` with navigator.sendBeacon, without the ids it has not had time to read.
 * Measurement consent (decision 077): nothing is pushed or queued without it.
 * Browser only; never throws at the caller.
 */

import { measurementAllowed } from "#shared/consent";
import { whenEngaged } from "../ui/when-idle";
import { beaconBodies, beaconBody, beaconUrl, googleClientId, pending, pendingPointsOfSale, tabClientId, takePending, type TrackEvent } from "./beacon-queue";

export { beaconBodies, beaconBody, beaconUrl, googleClientId, pendingPointsOfSale, tabClientId, takePending };
export type { BeaconBody, TrackEvent } from "./beacon-queue";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Events about what a shopper looks at and buys: never sent from the customer-care host. */
export const SHOPPER_EVENTS: ReadonlySet<string> = new Set(["add_to_cart", "view_item", "view_item_list", "personalization_item", "select_item"]);

/**
 * An item of an ecommerce event (spec 001 §7 "Tracking events"; decision 042): the GA4 item fields
 * the tag manager reads (`item_id`, `item_name`, `item_brand` = the hotel, `item_category` = the page
 * flow or product kind, `item_list_name`, `index`, `price`, `quantity`). Prices arrive in cents and
 * leave in euros (GA4 reads currency units: cents / 100, never rounded).
 */
export interface TrackItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category: string;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
  price: number;
  quantity: number;
}

/** One item. `priceCents`: the price shown for it, integer cents. */
export function trackItem(i: { id: number | string; label: string; hotel?: string; category: string; variant?: string; priceCents: number; listName?: string; index?: number }): TrackItem {
  return {
    item_id: String(i.id),
    item_name: i.label,
    ...(i.hotel ? { item_brand: i.hotel } : {}),
    item_category: i.category,
    ...(i.variant ? { item_variant: i.variant } : {}),
    ...(i.listName ? { item_list_name: i.listName } : {}),
    ...(i.index !== undefined ? { index: i.index } : {}),
    price: i.priceCents / 100,
    quantity: 1,
  };
}

/**
 * An ecommerce event: `{ event, ecommerce: { currency: "EUR", value, items, item_list_name? } }`;
 * `value` is the sum of the items' prices (euros), left out of list events (a list is not a basket).
 */
export function itemsEvent(event: "view_item" | "view_item_list" | "select_item" | "add_to_cart" | "personalization_item", items: TrackItem[], listName?: string): TrackEvent {
  const value = event === "view_item_list" ? undefined : Math.round(items.reduce((s, i) => s + i.price * 100, 0)) / 100;
  return {
    event,
    ecommerce: { currency: "EUR", ...(value !== undefined ? { value } : {}), ...(listName ? { item_list_name: listName } : {}), items },
  };
}

/** Whether an event is sent from a page of this host. */
export function isTracked(event: string, care: boolean): boolean {
  return !(care && SHOPPER_EVENTS.has(event));
}

let scheduled = false;
let leaving = false;

/**
 * Pushes `event` to window.dataLayer and queues it for the beacon, unless the care host suppresses
 * it or the visitor has not consented to measurement (shared/consent.ts, decision 077: no choice
 * reads as refused). Browser only.
 */
export function track(shop: { care: boolean; market: { pointOfSale: string } }, event: TrackEvent): void {
  if (!isTracked(event.event, shop.care) || !measurementAllowed(document.cookie)) return;
  (window.dataLayer ??= []).push(event);
  pending.push({ pos: shop.market.pointOfSale, event });
  schedule();
}

/**
 * Flushes the queue when the browser is idle after the visitor's first interaction, or 5 s after
 * the event (when-idle.ts `whenEngaged`): the beacon's code stays out of the page's start
 * (decision 045). A page left before that sends its queue at `pagehide`.
 */
function schedule(): void {
  if (!leaving) {
    leaving = true;
    window.addEventListener("pagehide", sendOnLeave);
  }
  if (scheduled) return;
  scheduled = true;
  whenEngaged(() => {
    import("./analytics-beacon")
      .then((m) => m.flushPending())
      .catch(() => undefined)
      .finally(() => {
        scheduled = false;
        if (pending.length) schedule();
      });
  });
}

/** The page is going away: send what is left now, with the Google id when its cookie is there. */
function sendOnLeave(): void {
  const clientId = googleClientId(document.cookie) ?? tabClientId();
  for (const pos of pendingPointsOfSale()) {
    for (const body of beaconBodies(takePending(pos), { clientId, sessionId: null })) {
      try {
        navigator.sendBeacon(beaconUrl(pos), new Blob([body], { type: "application/json" }));
      } catch {
        // Analytics never breaks the page.
      }
    }
  }
}

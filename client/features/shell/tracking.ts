/**
 * Tracking events (spec 001 §7 "Tracking events: add_to_cart, view_item, view_item_list,
 * personalization_item, select_item") pushed to the page's data layer, which the tag manager of
 * the deployment reads.
 *
 * Customer care (spec 001 §6 "suppresses ... some tracking"; the choice is docs/decisions/029):
 * on the care host the shopper-behaviour events are not sent (an agent's clicks are not a
 * shopper's), operational events (errors such as QUOTE_FETCH_ERROR) are.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Events about what a shopper looks at and buys: never sent from the customer-care host. */
export const SHOPPER_EVENTS: ReadonlySet<string> = new Set(["add_to_cart", "view_item", "view_item_list", "personalization_item", "select_item"]);

/** Whether an event is sent from a page of this host. */
export function isTracked(event: string, care: boolean): boolean {
  return !(care && SHOPPER_EVENTS.has(event));
}

/** Pushes `event` (with its `event` name) to window.dataLayer, unless the care host suppresses it. Browser only. */
export function track(shop: { care: boolean }, event: { event: string } & Record<string, unknown>): void {
  if (!isTracked(event.event, shop.care)) return;
  (window.dataLayer ??= []).push(event);
}

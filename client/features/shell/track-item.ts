/**
 * The items of ecommerce tracking events (spec 001 §7 "Tracking events: add_to_cart, view_item,
 * view_item_list, personalization_item, select_item"; docs/decisions/042): the GA4 item fields the
 * tag manager reads (`item_id`, `item_name`, `item_brand` = the hotel, `item_category` = the page
 * flow or product kind, `item_list_name`, `index`, `price`, `quantity`). Prices arrive in cents and
 * leave in euros (GA4 reads currency units: cents / 100, never rounded). Pure; loaded on demand by
 * the pages' tracking modules, never in a first load.
 */
import type { TrackEvent } from "./tracking";

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

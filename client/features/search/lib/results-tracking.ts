/**
 * Tracking of the results page (spec 001 §7 view_item_list, select_item; spec 000 §7 "Select-item
 * tracking event sent when an activity card is chosen"): the list shown, and the card chosen.
 * Loaded on demand when the browser is idle after hydration (use-results-tracking.ts).
 *
 * The card is chosen by a click on its title link (`data-select-item`, which covers the card); the
 * page's listener (use-results-tracking.ts) calls `trackSelect`.
 */
import type { ResultRow } from "./results-answer";
import { itemsEvent, track, trackItem } from "../../../shop/tracking";

type Shop = Parameters<typeof track>[0];

/** The list's name in events: the page's flow ("search_booking", "search_gifting", "search_activity"). */
export const listName = (flow: string) => `search_${flow}`;

function itemOf(hotel: ResultRow, flow: string, index: number) {
  const card = hotel.mainPackage;
  return trackItem({ id: card.id, label: card.label, hotel: card.hotel.label, category: card.itemCategory === "activity" ? "activity" : flow, priceCents: card.sellPrice, listName: listName(flow), index });
}

/** view_item_list for the hotels shown (one item per card, in order). Nothing for an empty list. */
export function trackItemList(shop: Shop, hotels: readonly ResultRow[], flow: string): void {
  if (hotels.length === 0) return;
  track(shop, itemsEvent("view_item_list", hotels.map((h, i) => itemOf(h, flow, i)), listName(flow)));
}

/** select_item for the card `id` (the offer id of the clicked card, lib/card-id.ts) of `hotels`; nothing when it is not among them. */
export function trackSelect(shop: Shop, hotels: readonly ResultRow[], flow: string, id: number): void {
  const index = hotels.findIndex((h) => h.mainPackage.id === id);
  if (index < 0) return;
  track(shop, itemsEvent("select_item", [itemOf(hotels[index]!, flow, index)], listName(flow)));
}

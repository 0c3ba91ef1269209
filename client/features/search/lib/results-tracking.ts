/**
 * Tracking of the results page (spec 001 §7 view_item_list, select_item; spec 000 §7 "Select-item
 * tracking event sent when an activity card is chosen"): the list shown, and the card chosen.
 * Loaded on demand when the browser is idle after hydration (use-results-tracking.ts).
 *
 * The card is chosen by a click on its title link (`data-select-item`, which covers the card). One
 * click listener on the window in the capture phase serves every card: the list hydrates only at
 * the first interaction and React stops a click on a dehydrated boundary (decision 026), and a card
 * followed before its code loaded is a full page load (tracking.ts sends the event at `pagehide`).
 */
import type { HotelWithPackages } from "#shared/contract/offers";
import { itemsEvent, track, trackItem } from "../../shell/tracking";

type Shop = Parameters<typeof track>[0];

/** The list's name in events: the page's flow ("search_booking", "search_gifting", "search_activity"). */
export const listName = (flow: string) => `search_${flow}`;

function itemOf(hotel: HotelWithPackages, flow: string, index: number) {
  const card = hotel.mainPackage;
  return trackItem({ id: card.id, label: card.label, hotel: card.hotel.label, category: card.itemCategory === "activity" ? "activity" : flow, priceCents: card.sellPrice, listName: listName(flow), index });
}

/** view_item_list for the hotels shown (one item per card, in order). Nothing for an empty list. */
export function trackItemList(shop: Shop, hotels: readonly HotelWithPackages[], flow: string): void {
  if (hotels.length === 0) return;
  track(shop, itemsEvent("view_item_list", hotels.map((h, i) => itemOf(h, flow, i)), listName(flow)));
}

/** select_item when a card of `hotels()` is chosen; returns the function that stops listening. */
export function listenSelectItem(shop: Shop, hotels: () => readonly HotelWithPackages[], flow: string): () => void {
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.<HTMLElement>("[data-select-item]");
    if (!link) return;
    const list = hotels();
    const index = list.findIndex((h) => String(h.mainPackage.id) === link.dataset.selectItem);
    if (index < 0) return;
    track(shop, itemsEvent("select_item", [itemOf(list[index]!, flow, index)], listName(flow)));
  };
  window.addEventListener("click", onClick, true);
  return () => window.removeEventListener("click", onClick, true);
}

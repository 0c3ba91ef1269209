/**
 * Tracking of the stay page (spec 001 §7 view_item, personalization_item): the product viewed, and
 * the gift customisation opened ('Personalise your gift', gifting flow). Loaded on demand when the
 * browser is idle after hydration, or at the click; never in the page's first load.
 */
import { itemsEvent, track, trackItem } from "./tracking";

type Shop = Parameters<typeof track>[0];

/** What the events say about the stay: id, label, hotel, the price shown (cents). */
export interface TrackedStay {
  id: number;
  label: string;
  hotel: string;
  sellPrice: number;
}

const itemOf = (stay: TrackedStay, flow: string) => trackItem({ id: stay.id, label: stay.label, hotel: stay.hotel, category: flow, priceCents: stay.sellPrice });

/** view_item: the stay page shown, in its flow (booking or gifting). */
export function trackViewItem(shop: Shop, stay: TrackedStay, flow: string): void {
  track(shop, itemsEvent("view_item", [itemOf(stay, flow)]));
}

/** add_to_cart: the stay handed to checkout at `stay.sellPrice` (the price confirmed at Book), in its flow. */
export function trackAddToCart(shop: Shop, stay: TrackedStay, flow: string): void {
  track(shop, itemsEvent("add_to_cart", [itemOf(stay, flow)]));
}

/** personalization_item: the gift customisation of the stay opened (from price). */
export function trackPersonalization(shop: Shop, stay: TrackedStay): void {
  track(shop, itemsEvent("personalization_item", [itemOf(stay, "gifting")]));
}

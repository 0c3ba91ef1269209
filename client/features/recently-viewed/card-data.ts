/**
 * A recently-viewed entry as an offer card (spec 001 §3 Recently viewed; spec 000 §3 Product card),
 * so the carousel draws the search page's card (client/features/search/components/offer-card.tsx).
 * A stay shows its price as a 'from' price for its nights and two people; an activity (type
 * ACTIVITY, priced for two) shows the price per person as activity cards do. Cents. Pure.
 */
import type { RecentlyViewedItem } from "#shared/recently-viewed";
import type { OfferCardData } from "../search";

/** People a recently-viewed price is for (the page's default party). */
export const RECENT_PRICE_PEOPLE = 2;

export function recentCardData(item: RecentlyViewedItem): OfferCardData {
  return {
    id: item.id,
    label: item.label,
    imageUrl: item.imageUrl,
    sellPrice: item.price.sellPrice,
    refPrice: item.price.refPrice,
    promo: item.price.promo,
    priceType: "from",
    nights: item.price.nights,
    participants: RECENT_PRICE_PEOPLE,
    distance: null,
    expiration: null,
    lastMinute: false,
    availableRooms: null,
    marketingLabels: [],
    itemCategory: item.type === "ACTIVITY" ? "activity" : "weekend",
    hotel: { label: item.hotel.label, stars: item.hotel.stars, review: item.hotel.review, location: { label: item.hotel.location } },
  };
}

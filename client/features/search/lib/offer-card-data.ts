/**
 * What an offer card shows (spec 000 §3 "Product card"): the fields of a ProductCard that
 * OfferCard and its stress messages read, and nothing else. Lists that travel in the page's
 * dehydrated state (the home page's popular stays) keep only these, so the inline state script the
 * browser parses and runs is about a third of the full cards' (issue 3 TBT).
 * Money stays in cents, `distance` in km, `expiration` as 'YYYY-MM-DD'.
 */
import type { ProductCard } from "#shared/contract/common";

/** The card's own fields plus the hotel's label, stars, place name and review summary. */
export type OfferCardData = Pick<
  ProductCard,
  | "id" | "label" | "imageUrl" | "sellPrice" | "refPrice" | "promo" | "priceType" | "nights" | "participants"
  | "distance" | "expiration" | "lastMinute" | "availableRooms" | "marketingLabels"
> & {
  hotel: Pick<ProductCard["hotel"], "label" | "stars" | "review"> & { location: Pick<ProductCard["hotel"]["location"], "label"> };
};

/** Copies the shown fields of `card` (a full ProductCard from the offers API). Pure; never throws. */
export function toOfferCardData(card: ProductCard): OfferCardData {
  const { hotel } = card;
  return {
    id: card.id,
    label: card.label,
    imageUrl: card.imageUrl,
    sellPrice: card.sellPrice,
    refPrice: card.refPrice,
    promo: card.promo,
    priceType: card.priceType,
    nights: card.nights,
    participants: card.participants,
    distance: card.distance,
    expiration: card.expiration,
    lastMinute: card.lastMinute,
    availableRooms: card.availableRooms,
    marketingLabels: card.marketingLabels,
    hotel: { label: hotel.label, stars: hotel.stars, review: hotel.review, location: { label: hotel.location.label } },
  };
}

/**
 * What an offer card shows (spec 000 §3 "Product card"): the fields of a ProductCard that
 * OfferCard and its stress messages read, and nothing else. Lists that travel in the page's
 * dehydrated state (the home page's popular stays) keep only these, so the inline state script the
 * browser parses and runs is about a third of the full cards' (issue 3 TBT).
 * Money stays in cents, `distance` in km, `expiration` as 'YYYY-MM-DD'; `autoDiscount` and
 * `targetedLabel` are present only when the card has them.
 */
import type { ProductCard } from "#shared/contract/common";
import type { Flow } from "#shared/criteria";
import { activityPerPerson } from "#shared/activity-price";
import { isPromoShown } from "#shared/pricing";

/**
 * Fields most cards leave at their default (no distance, no expiry, not last minute, rooms left
 * unknown, no marketing label): a card carries them only when set, so the results page's state
 * does not repeat `null`, `false` and `[]` 18 times each (issue 28 goal 4, decision 090). Absent
 * means null, false or `[]`: read them with `?? null` / `?? false` / `?? []`.
 */
type DefaultedField = "distance" | "expiration" | "lastMinute" | "availableRooms" | "marketingLabels";

/** The card's own fields plus the hotel's id, label, stars, place name and review summary. */
export type OfferCardData = Pick<
  ProductCard,
  "id" | "label" | "imageUrl" | "sellPrice" | "refPrice" | "promo" | "priceType" | "nights" | "participants" | "itemCategory"
> & Partial<Pick<ProductCard, "autoDiscount" | "targetedLabel" | DefaultedField>> & {
  /** `id` when known (a card from the offers API): a stay link writes it as the hash's hotelId (spec 001 §2). */
  hotel: Pick<ProductCard["hotel"], "label" | "stars" | "review"> & { id?: number; location: Pick<ProductCard["hotel"]["location"], "label"> };
};

/** What toOfferCardData reads: a full ProductCard, or a card already cut to what it shows. */
export type OfferCardSource = Omit<OfferCardData, "autoDiscount" | "targetedLabel" | "hotel"> & {
  autoDiscount?: ProductCard["autoDiscount"];
  targetedLabel?: ProductCard["targetedLabel"];
  hotel: OfferCardData["hotel"];
};

/** Copies the shown fields of `card` (a full ProductCard from the offers API, or a result card). Pure; never throws. */
export function toOfferCardData(card: OfferCardSource): OfferCardData {
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
    itemCategory: card.itemCategory,
    // Only when set (DefaultedField); the experiment labels' fields (lib/card-label.ts) likewise: most cards have none.
    ...(card.distance != null ? { distance: card.distance } : {}),
    ...(card.expiration ? { expiration: card.expiration } : {}),
    ...(card.lastMinute ? { lastMinute: true } : {}),
    ...(card.availableRooms != null ? { availableRooms: card.availableRooms } : {}),
    ...(card.marketingLabels?.length ? { marketingLabels: card.marketingLabels } : {}),
    ...(card.autoDiscount ? { autoDiscount: card.autoDiscount } : {}),
    ...(card.targetedLabel ? { targetedLabel: card.targetedLabel } : {}),
    hotel: { id: hotel.id, label: hotel.label, stars: hotel.stars, review: hotel.review, location: { label: hotel.location.label } },
  };
}

/** What the price block of a card shows: amounts in cents, the promo percent when shown, and whether they are per person. */
export interface CardPrice {
  sellPrice: number;
  /** Reference price to strike through, or null. */
  refPrice: number | null;
  /** Promo percent to show (rounded), or null when under the context's threshold. */
  promo: number | null;
  /** Activity-only card: prices per person for `participants` people (spec 000 §9). */
  perPerson: boolean;
  participants: number;
}

/**
 * Price block of a card (spec 000 §9): an activity-only card ('activity' item, or any card of the
 * activity flow) shows the price per person, its reference per person and its promo from 5 %, all
 * from the one activity computation (shared/activity-price.ts activityPerPerson, decision 061),
 * the figures the activity page, its modal and the booking summary show; a stay card shows its
 * price as sent and its promo from 10 % (offers list), the promo percent rounded before the
 * threshold applies.
 */
export function cardPrice(card: Pick<OfferCardData, "sellPrice" | "refPrice" | "promo" | "participants" | "itemCategory">, flow: Flow): CardPrice {
  const perPerson = card.itemCategory === "activity" || flow === "activity";
  const participants = Math.max(1, card.participants ?? 1);
  if (perPerson) {
    const p = activityPerPerson(card.sellPrice, card.refPrice, participants);
    return { sellPrice: p.perPersonPrice, refPrice: p.promoShown ? p.perPersonRefPrice : null, promo: p.promoShown ? p.promo : null, perPerson, participants };
  }
  const promoRounded = Math.round(card.promo ?? 0);
  const promo = isPromoShown(promoRounded, "offersList") ? promoRounded : null;
  return {
    sellPrice: card.sellPrice,
    refPrice: promo !== null && card.refPrice && card.refPrice > card.sellPrice ? card.refPrice : null,
    promo,
    perPerson,
    participants,
  };
}

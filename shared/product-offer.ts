/**
 * One package card as an offer of the hotel's offers map (spec 001 §7 "hotel packages"; the
 * `GET /product/{id}/offers` shape): the same figures the card shows, in cents for the whole party
 * and stay. One computation for the catalog's answer (worker/catalog/product-offers.ts) and the
 * drawer's POST offers.json rows (client offers drawer), so both show the card's price.
 */
import type { ProductCard } from "./contract/common";
import type { ProductOffer } from "./contract/product-offers";
import { moneySaved } from "./pricing";

/** `card` as a ProductOffer: id, label, uri, headwords, priceInfo (cents), cancellationPolicy. */
export function productOfferOf(card: ProductCard): ProductOffer {
  return {
    id: card.id,
    label: card.label,
    uri: card.uri,
    headwords: card.headwords,
    priceInfo: {
      sellPrice: card.sellPrice,
      refPrice: card.refPrice,
      promo: card.promo,
      moneySaved: moneySaved(card.sellPrice, card.refPrice),
      priceType: card.priceType,
      nights: card.nights,
      paxCount: card.participants,
    },
    cancellationPolicy: card.cancellationPolicy,
  };
}

/**
 * The hotel offers drawer's list (spec 000 §4 "One main offer, then others sorted by price
 * ascending"; §9 "Promo shown only when rounded percentage at least 10 (offers list)").
 * Pure; cents.
 */
import type { ProductOffer, ProductOffersResponse } from "#shared/contract/product-offers";
import { isPromoShown } from "#shared/pricing";

/**
 * The offers of the map in drawer order: the main offer (the card's own, when the map holds it)
 * first, then every other by sell price ascending, ties by id so the order never flickers.
 */
export function orderDrawerOffers(answer: Pick<ProductOffersResponse, "mainOfferId" | "offers">): ProductOffer[] {
  const main = answer.offers[String(answer.mainOfferId)];
  const others = Object.values(answer.offers)
    .filter((o) => o.id !== answer.mainOfferId)
    .sort((a, b) => a.priceInfo.sellPrice - b.priceInfo.sellPrice || a.id - b.id);
  return main ? [main, ...others] : others;
}

/** What an offer row shows of its price: cents, the reference price and promo only from 10 %. */
export interface DrawerOfferPrice {
  sellPrice: number;
  /** Struck-through reference price, or null when the promo is not shown. */
  refPrice: number | null;
  /** Promo percent to show, or null under the offers list's threshold. */
  promo: number | null;
  from: boolean;
}

/** The price block of one drawer row (the promo percent is already rounded down by the worker). */
export function drawerOfferPrice(offer: ProductOffer): DrawerOfferPrice {
  const p = offer.priceInfo;
  const shown = p.refPrice > p.sellPrice && isPromoShown(p.promo, "offersList");
  return { sellPrice: p.sellPrice, refPrice: shown ? p.refPrice : null, promo: shown ? p.promo : null, from: p.priceType === "from" };
}

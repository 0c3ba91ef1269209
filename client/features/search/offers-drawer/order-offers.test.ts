import { describe, expect, it } from "vitest";
import type { ProductOffer } from "#shared/contract/product-offers";
import { drawerOfferPrice, orderDrawerOffers } from "./order-offers";
import { productOffersParams } from "./product-offers-query";

function offer(id: number, sellPrice: number, refPrice = sellPrice, promo = 0): ProductOffer {
  return {
    id,
    label: `Offer ${id}`,
    uri: `/stay/${id}-x`,
    headwords: [],
    priceInfo: { sellPrice, refPrice, promo, moneySaved: refPrice - sellPrice, priceType: "final", nights: 2, paxCount: 2 },
    cancellationPolicy: { type: "NCNR", cancellable: false, message: "", cancellationDeadline: null, cancellableUntil: null },
  };
}

describe("orderDrawerOffers (spec 000 §4: one main offer, then others by price ascending)", () => {
  it("puts the main offer first even when it is dearer, then the others cheapest first, ties by id", () => {
    const offers = { "7": offer(7, 50000), "3": offer(3, 21000), "12": offer(12, 19000), "9": offer(9, 21000) };
    expect(orderDrawerOffers({ mainOfferId: 7, offers }).map((o) => o.id)).toEqual([7, 12, 3, 9]);
  });

  it("orders the others alone when the main offer is not sold for these criteria", () => {
    expect(orderDrawerOffers({ mainOfferId: 1, offers: { "5": offer(5, 300), "4": offer(4, 100) } }).map((o) => o.id)).toEqual([4, 5]);
    expect(orderDrawerOffers({ mainOfferId: 1, offers: {} })).toEqual([]);
  });
});

describe("drawerOfferPrice (spec 000 §9: promo in the offers list from 10 %)", () => {
  it("shows the promo and reference price from 10 %", () => {
    expect(drawerOfferPrice(offer(1, 9000, 10000, 10))).toEqual({ sellPrice: 9000, refPrice: 10000, promo: 10, from: false });
  });
  it("hides them under 10 %", () => {
    expect(drawerOfferPrice(offer(1, 9100, 10000, 9))).toEqual({ sellPrice: 9100, refPrice: null, promo: null, from: false });
    expect(drawerOfferPrice(offer(1, 9000, 9000, 0)).promo).toBeNull();
  });
});

describe("productOffersParams", () => {
  it("sends checkin and nights only with both dates, never in gifting", () => {
    const dated = { checkin: "2027-03-05", checkout: "2027-03-07", a: 2, c: 1, b: 0 };
    expect(productOffersParams("fr_FR", dated, "booking").toString()).toBe("locale=fr_FR&flow=booking&adult=2&child=1&baby=0&checkin=2027-03-05&nights=2");
    expect(productOffersParams("fr_FR", { ...dated, checkout: undefined }, "booking").has("checkin")).toBe(false);
    expect(productOffersParams("nl_BE", dated, "gifting").has("checkin")).toBe(false);
  });
});

/**
 * GET /product/:id/offers against the seeded catalog (spec 000 §4 offers drawer, §9 promo
 * threshold; spec 001 §7): the map holds the card's own offer and its hotel's others, priced as
 * the results page prices them; bad input answers 400, an unknown product 404.
 */
import { describe, expect, it } from "vitest";
import { ProductOffersResponseSchema } from "../../shared/contract/product-offers";
import { promoPercent } from "../../shared/pricing";
import { call, getValid, inDays, offers } from "./test-helpers";

describe("product/:id/offers", () => {
  it("maps the card's offer and its hotel's other offers, priced like the result cards", async () => {
    const checkin = inDays(45);
    const r = await offers({ checkin, night: 2, numberOfPackagesPerHotel: 20, pagination: { limit: 30 } });
    const hotel = r.exactMatch.find((h) => h.otherPackages.length >= 2);
    expect(hotel, "a hotel with several offers").toBeDefined();
    const main = hotel!.mainPackage;
    const answer = await getValid(ProductOffersResponseSchema, `/product/${main.id}/offers?locale=fr_FR&checkin=${checkin}&nights=2&adult=2`);
    expect(answer.mainOfferId).toBe(main.id);
    expect(answer.hotel.id).toBe(hotel!.id);
    // Same pricing as the search: every package the search found for this hotel is in the map at the same price.
    for (const card of [main, ...hotel!.otherPackages]) {
      const offer = answer.offers[String(card.id)];
      expect(offer, `offer ${card.id}`).toBeDefined();
      expect(offer!.priceInfo.sellPrice).toBe(card.sellPrice);
      expect(offer!.priceInfo.priceType).toBe("final");
      expect(offer!.priceInfo.promo).toBe(promoPercent(card.sellPrice, card.refPrice));
      expect(offer!.priceInfo.moneySaved).toBe(card.refPrice - card.sellPrice);
      expect(offer!.cancellationPolicy).toEqual(card.cancellationPolicy);
      expect(offer!.uri).toMatch(new RegExp(`^/stay/${card.id}-`));
    }
    expect(Object.keys(answer.offers).length).toBe(1 + hotel!.otherPackages.length);
  });

  it("prices single vouchers in gifting, 'from' prices without dates", async () => {
    const r = await offers({ pagination: { limit: 1 } });
    const id = r.exactMatch[0]!.mainPackage.id;
    const undated = await getValid(ProductOffersResponseSchema, `/product/${id}/offers?locale=es_ES`);
    expect(undated.offers[String(id)]!.priceInfo.priceType).toBe("from");
    const gift = await getValid(ProductOffersResponseSchema, `/product/${id}/offers?locale=nl_BE&flow=gifting&checkin=${inDays(30)}&nights=1`);
    const offer = gift.offers[String(id)]!;
    expect(offer.priceInfo.priceType).toBe("gift");
    expect(offer.cancellationPolicy.cancellationDeadline).toBeNull();
  });

  it("answers 400 for bad input and 404 for an unknown product", async () => {
    const bad = [
      "/product/x/offers?locale=fr_FR",
      "/product/1/offers",
      "/product/1/offers?locale=de_DE",
      `/product/1/offers?locale=fr_FR&checkin=${inDays(10)}`,
      `/product/1/offers?locale=fr_FR&checkin=${inDays(10)}&nights=40`,
      `/product/1/offers?locale=fr_FR&checkin=${inDays(-2)}&nights=2`,
      "/product/1/offers?locale=fr_FR&adult=0",
    ];
    for (const path of bad) {
      const res = await call("GET", path);
      expect(res.status, path).toBe(400);
      expect((res.body as { error: string }).error, path).toMatch(/^Invalid/);
    }
    expect((await call("GET", "/product/999999999/offers?locale=fr_FR")).status).toBe(404);
  });
});

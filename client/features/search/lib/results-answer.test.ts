import { describe, expect, it } from "vitest";
import type { ProductCard } from "#shared/contract/common";
import type { OffersResponse } from "#shared/contract/offers";
import { cancellationConditions, cancellationLabel } from "../cancellation/cancellation-label";
import { toOfferCardData } from "./offer-card-data";
import { cardLink } from "./card-link";
import { stressMessages } from "./stress-messages";
import { resultCard, resultsAnswer } from "./results-answer";

const HOTEL = { id: 3776, uri: "/hotel/3776-grand-hotel", label: "Grand Hôtel", stars: 3, location: { label: "Saint-Malo", latitude: 48.6, longitude: -2.0 }, review: { count: 6, average: 8.9 } };

function card(id: number, over: Partial<ProductCard> = {}): ProductCard {
  return {
    id, label: `Escapade ${id}`, hotel: HOTEL, imageUrl: `/img/hotel/${id}/640x360.svg`, images: [`/img/hotel/${id}/640x360.svg`, "/img/x.svg"],
    sellPrice: 16900, refPrice: 21200, promo: 20, priceType: "from", availableRooms: 2, checkin: "2027-01-15", lastMinute: false, expiration: "2027-02-04",
    marketingLabels: ["bestSeller"], channelManagerId: "02144", headwords: ["2 nuits", "Petit-déjeuner"], autoDiscount: { code: "EXTRA10", value: 10 },
    participants: 2, nights: 2, distance: 1.4, targetedLabel: null, itemCategory: "weekend", hasMoreOffers: true, themeId: 18, uri: `/stay/${id}-escapade`,
    cancellationPolicy: { type: "FLEXIBLE", cancellable: true, message: "Modification gratuite jusqu'au 8 janvier 2027.", cancellationDeadline: "2027-01-08", cancellableUntil: "2027-01-08" },
    ...over,
  };
}

describe("resultsAnswer: what the results page keeps of offers.json (decisions 088, 090)", () => {
  it("leaves out the fields at their default (null, false, []) and gives every reader the same answer", () => {
    const plain = card(4, { distance: null, expiration: null, lastMinute: false, availableRooms: null, marketingLabels: [], autoDiscount: null, targetedLabel: null, cancellationPolicy: { type: "FLEXIBLE", cancellable: true, message: "", cancellationDeadline: null, cancellableUntil: null } });
    const kept = resultCard(plain);
    for (const gone of ["distance", "expiration", "lastMinute", "availableRooms", "marketingLabels", "autoDiscount", "targetedLabel"]) expect(kept, gone).not.toHaveProperty(gone);
    expect(kept.cancellationPolicy).not.toHaveProperty("cancellationDeadline");
    for (const flow of ["booking", "gifting"]) expect(cancellationLabel(kept.cancellationPolicy, flow, "fr_FR")).toEqual(cancellationLabel(plain.cancellationPolicy, flow, "fr_FR"));
    for (const hasDates of [true, false]) expect(stressMessages(kept, hasDates)).toEqual(stressMessages(plain, hasDates));
    // A set field stays: 0 km and 0 rooms are values, not defaults.
    const zero = resultCard(card(5, { distance: 0, availableRooms: 0 }));
    expect([zero.distance, zero.availableRooms]).toEqual([0, 0]);
  });

  it("gives each card, its cancellation label and conditions exactly what the full answer gives", () => {
    for (const c of [card(1), card(2, { autoDiscount: null, targetedLabel: "weekendDeal", distance: null, refPrice: 16900, promo: 0 }), card(3, { cancellationPolicy: { type: "NCNR", cancellable: false, message: "Non remboursable.", cancellationDeadline: null, cancellableUntil: null }, itemCategory: "activity" })]) {
      const kept = resultCard(c);
      expect(toOfferCardData(kept)).toEqual(toOfferCardData(c));
      for (const flow of ["booking", "gifting"]) {
        expect(cancellationLabel(kept.cancellationPolicy, flow, "fr_FR")).toEqual(cancellationLabel(c.cancellationPolicy, flow, "fr_FR"));
        expect(cancellationConditions(kept.cancellationPolicy, flow, "nl_BE", "9-18")).toEqual(cancellationConditions(c.cancellationPolicy, flow, "nl_BE", "9-18"));
      }
      for (const hasDates of [true, false]) expect(stressMessages(kept, hasDates)).toEqual(stressMessages(c, hasDates));
      expect(cardLink(kept, "a=2")).toEqual(cardLink(c, "a=2"));
    }
  });

  it("drops the fields no results screen reads, the other packages and the pins", () => {
    const full = {
      resultsCount: 1, exactMatches: 1,
      exactMatch: [{ id: 3776, location: { lat: 48.6, lng: -2.0 }, distance: 1.4, hotel: HOTEL, mainPackage: card(1), otherPackages: [card(2)], weekend: [{ id: 1 }, { id: 2 }], packagesCount: 3 }],
      searchDetails: { totalCount: 1, page: 0 },
      mapResults: [{ id: 3776, location: { lat: 48.6, lng: -2.0 }, sellPrice: 16900 }],
    } as unknown as OffersResponse;
    const kept = resultsAnswer(full);
    expect(Object.keys(kept).sort()).toEqual(["exactMatch", "exactMatches", "resultsCount", "searchDetails"]);
    expect(Object.keys(kept.exactMatch[0]!).sort()).toEqual(["id", "mainPackage", "packagesCount"]);
    const text = JSON.stringify(kept);
    for (const gone of ["uri", "images", "headwords", "channelManagerId", "hasMoreOffers", "themeId", "latitude", "cancellableUntil", "message", "otherPackages", "weekend", "mapResults"]) expect(text).not.toContain(`"${gone}":`);
    // A third of the bytes of the full row at least.
    expect(text.length).toBeLessThan(JSON.stringify(full).length * 0.6);
  });
});

import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ProductCardSchema, type ProductCard } from "#shared/contract/common";
import { cardPrice, toOfferCardData } from "./offer-card-data";

/** A full card as the offers API sends it (checked against the contract below). */
const card: ProductCard = v.parse(ProductCardSchema, {
  id: 103266,
  label: "Week-end zen avec soin du visage",
  hotel: { id: 2219, uri: "/search/hostal-el-azahar-pontevedra-h2219", label: "Hostal El Azahar", stars: 4, location: { label: "Pontevedra", latitude: 42.42351, longitude: -8.64142 }, review: { count: 108, average: 7.9 } },
  imageUrl: "/img/hotel/1/640x360.svg?env=seaside",
  images: ["/img/hotel/1/640x360.svg?env=seaside", "/img/hotel/2/640x360.svg?env=seaside"],
  sellPrice: 32900,
  refPrice: 45000,
  promo: 26,
  priceType: "from",
  availableRooms: null,
  checkin: null,
  lastMinute: false,
  expiration: "2026-12-03",
  marketingLabels: ["ecoFriendly"],
  cancellationPolicy: { type: "FLEXIBLE", cancellable: true, message: "Choisissez vos dates.", cancellationDeadline: null, cancellableUntil: null },
  channelManagerId: null,
  headwords: ["2 nuits", "Petit-déjeuner"],
  autoDiscount: null,
  participants: 2,
  nights: 2,
  distance: 12.4,
  targetedLabel: null,
  itemCategory: "weekend",
  hasMoreOffers: true,
  themeId: 12,
  uri: "/stay/103266-week-end-zen",
});

describe("toOfferCardData (what a card shows)", () => {
  it("keeps every shown field with its value, in cents and km as sent; a default (false, null) only as its absence", () => {
    expect(toOfferCardData(card)).toEqual({
      id: 103266,
      label: "Week-end zen avec soin du visage",
      imageUrl: "/img/hotel/1/640x360.svg?env=seaside",
      sellPrice: 32900,
      refPrice: 45000,
      promo: 26,
      priceType: "from",
      nights: 2,
      participants: 2,
      distance: 12.4,
      expiration: "2026-12-03",
      marketingLabels: ["ecoFriendly"],
      itemCategory: "weekend",
      hotel: { id: 2219, label: "Hostal El Azahar", stars: 4, review: { count: 108, average: 7.9 }, location: { label: "Pontevedra" } },
    });
  });

  it("keeps the experiment labels' fields only when the card has them (spec 000 §4)", () => {
    const labelled = toOfferCardData({ ...card, autoDiscount: { code: "EXTRA10", value: 10 }, targetedLabel: "forYou" });
    expect(labelled).toMatchObject({ autoDiscount: { code: "EXTRA10", value: 10 }, targetedLabel: "forYou" });
    expect(Object.keys(toOfferCardData(card))).not.toContain("autoDiscount");
    expect(Object.keys(toOfferCardData(card))).not.toContain("targetedLabel");
  });

  it("drops what no card shows, and is less than half the JSON", () => {
    const slim = JSON.stringify(toOfferCardData(card));
    for (const hidden of ["images", "cancellationPolicy", "headwords", "uri", "latitude", "themeId", "checkin"]) expect(slim).not.toContain(`"${hidden}"`);
    expect(slim.length).toBeLessThan(JSON.stringify(card).length / 2);
  });
});

describe("cardPrice (issue 13 item 8; spec 000 §9)", () => {
  const activity = { sellPrice: 5900, refPrice: 6500, promo: 9, participants: 2, itemCategory: "activity" as const };

  it("shows an activity's price per person and its promo from 5 %", () => {
    expect(cardPrice(activity, "activity")).toEqual({ sellPrice: 2950, refPrice: 3250, promo: 9, perPerson: true, participants: 2 });
    expect(cardPrice({ ...activity, sellPrice: 5901 }, "activity").sellPrice).toBe(2951);
    expect(cardPrice({ ...activity, participants: 1 }, "activity").sellPrice).toBe(5900);
    // The promo is the per-person figures' (shared/activity-price.ts, decision 061), not a percent sent beside them.
    expect(cardPrice({ ...activity, refPrice: 6100, promo: 40 }, "activity")).toMatchObject({ refPrice: null, promo: null });
    expect(cardPrice({ ...activity, refPrice: 6250, promo: 0 }, "activity")).toMatchObject({ sellPrice: 2950, refPrice: 3125, promo: 5 });
  });

  it("keeps a stay's price for the party and shows its promo from 10 % only", () => {
    const stay = { ...activity, itemCategory: "weekend" as const };
    expect(cardPrice(stay, "booking")).toEqual({ sellPrice: 5900, refPrice: null, promo: null, perPerson: false, participants: 2 });
    expect(cardPrice({ ...stay, promo: 10, refPrice: 6600 }, "booking")).toMatchObject({ sellPrice: 5900, refPrice: 6600, promo: 10 });
  });
});

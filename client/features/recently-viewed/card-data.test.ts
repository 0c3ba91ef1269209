import { describe, expect, it } from "vitest";
import { RECENTLY_VIEWED_STORAGE_KEY, type RecentlyViewedItem } from "#shared/recently-viewed";
import { cardPrice } from "../search/lib/offer-card-data";
import { recentCardData } from "./card-data";
import { SLOT_STORAGE_KEY } from "./mount";

const base: RecentlyViewedItem = {
  id: 5, type: "STAY", label: "Week-end spa", imageUrl: "/img/hotel/1/640x360.svg", uri: "/stay/5-week-end-spa",
  price: { sellPrice: 25_900, refPrice: 31_900, promo: 18, nights: 2 },
  hotel: { label: "Hôtel du Lac", stars: 4, location: "Annecy", review: { count: 3, average: 8.1 } },
};

describe("recently viewed card", () => {
  it("draws a stay as a from price for its nights", () => {
    const card = recentCardData(base);
    expect(card).toMatchObject({ id: 5, itemCategory: "weekend", priceType: "from", nights: 2, participants: 2, sellPrice: 25_900 });
    expect(cardPrice(card, "booking")).toMatchObject({ perPerson: false, sellPrice: 25_900 });
  });
  it("draws an activity per person, as the search does", () => {
    const card = recentCardData({ ...base, type: "ACTIVITY", price: { sellPrice: 2_900, refPrice: 2_900, promo: 0, nights: 0 } });
    expect(card.itemCategory).toBe("activity");
    expect(cardPrice(card, "booking")).toMatchObject({ perPerson: true, sellPrice: 1_450, participants: 2 });
  });
  it("the slot checks the store's own key", () => {
    expect(SLOT_STORAGE_KEY).toBe(RECENTLY_VIEWED_STORAGE_KEY);
  });
});

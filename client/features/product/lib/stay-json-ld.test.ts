/** Stay page structured data (spec 001 §9 aggregate rating 0-10, never the fixed 4.5/5). */
import { describe, expect, it } from "vitest";
import { jsonLdText, stayJsonLd, type StayLdDetail } from "./stay-json-ld";

const detail: StayLdDetail = {
  label: "Week-end <spa> au lac",
  images: ["/img/hotel/1/640x360.svg", "/img/hotel/2/640x360.svg"],
  headwords: ["1 nuit", "Petit-déjeuner"],
  price: { sellPrice: 18950, refPrice: 21000, promo: 10, moneySaved: 2050, priceType: "from", extraDiscount: 0, nights: 1, paxCount: 2, availableRooms: null, available: null },
  uri: "/stay/12-week-end",
  hotel: {
    label: "Hôtel du Lac",
    review: { count: 42, average: 8.6 },
    breadcrumb: [{ label: "Accueil", url: "/" }, { label: "Annecy", url: "/search/annecy-c1" }, { label: "Hôtel du Lac", url: "/hotel/3-du-lac" }],
  },
};
const url = "https://fr.pasea.example/stay/12-week-end";

describe("stayJsonLd", () => {
  it("describes the stay as a Product with its price in the market currency and the hotel's 0-10 rating", () => {
    const [product] = stayJsonLd(detail, url, "EUR");
    expect(product).toMatchObject({
      "@type": "Product",
      name: detail.label,
      url,
      image: ["https://fr.pasea.example/img/hotel/1/640x360.svg", "https://fr.pasea.example/img/hotel/2/640x360.svg"],
      offers: { "@type": "Offer", price: "189.50", priceCurrency: "EUR" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 8.6, bestRating: 10, worstRating: 0, reviewCount: 42 },
    });
    expect(JSON.stringify(product)).not.toContain("4146");
  });
  it("has no rating for a hotel without reviews", () => {
    const [product] = stayJsonLd({ ...detail, hotel: { ...detail.hotel, review: { count: 0, average: null } } }, url, "EUR");
    expect(product).not.toHaveProperty("aggregateRating");
  });
  it("lists the breadcrumb with absolute URLs, the stay last", () => {
    const [, crumbs] = stayJsonLd(detail, url, "EUR");
    const items = (crumbs as { itemListElement: { position: number; name: string; item: string }[] }).itemListElement;
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4]);
    expect(items[1]).toMatchObject({ name: "Annecy", item: "https://fr.pasea.example/search/annecy-c1" });
    expect(items.at(-1)).toMatchObject({ name: detail.label, item: url });
  });
  it("escapes '<' so the text cannot close its script element", () => {
    const text = jsonLdText(stayJsonLd(detail, url, "EUR")[0]!);
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe(detail.label);
  });
});

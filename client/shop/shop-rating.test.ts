import { describe, expect, it } from "vitest";
import { shopOrganizationJsonLd, shopRatingText } from "./shop-rating";

describe("the shop's fixed rating (spec 001 §9: 4.5 of 5 from 4146 reviews)", () => {
  it("is written in the market's language", () => {
    expect(shopRatingText("fr-FR")).toEqual({ score: "4,5", count: "4\u202f146" });
    expect(shopRatingText("nl-NL")).toEqual({ score: "4,5", count: "4.146" });
    expect(shopRatingText("es-ES").score).toBe("4,5");
  });
  it("rates the shop as an Organization on a 1-5 scale", () => {
    const ld = shopOrganizationJsonLd("Pasea", "https://fr.pasea.example/");
    expect(ld).toMatchObject({ "@type": "Organization", url: "https://fr.pasea.example/", logo: "https://fr.pasea.example/logo.svg" });
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, bestRating: 5, worstRating: 1, reviewCount: 4146 });
  });
});

import { describe, expect, it } from "vitest";
import type { ResultsAnswer } from "../lib/results-answer";
import { seoFacts } from "./seo-facts";

function hotel(id: number, label: string, sellPrice: number, average: number | null, count: number) {
  return {
    id,
    mainPackage: { sellPrice, nights: 2, priceType: "from", label: `Stay ${id}`, hotel: { label, review: { average, count } } },
  };
}

const answer = {
  exactMatch: [hotel(1, "Hôtel A", 30000, 9.4, 3), hotel(2, "Hôtel B", 19900, 8.76, 40), hotel(3, "Hôtel C", 25000, 8.1, 120)],
  searchDetails: {
    totalCount: 27,
    destination: { id: 5, label: "Lyon", type: "city", slug: "lyon" },
    locationHierarchy: [
      { id: 1, label: "France", type: "country" },
      { id: 2, label: "Auvergne-Rhône-Alpes", type: "region" },
      { id: 3, label: "Rhône", type: "department" },
      { id: 5, label: "Lyon", type: "city" },
    ],
    theme: null,
  },
} as unknown as ResultsAnswer;

describe("seoFacts (spec 000 §2 optional SEO text)", () => {
  it("names the destination, its areas nearest first, the count, the cheapest stay and the best-rated hotel with enough reviews", () => {
    expect(seoFacts(answer)).toEqual({
      destination: "Lyon",
      areas: "Rhône, Auvergne-Rhône-Alpes, France",
      theme: null,
      hotels: 27,
      cheapest: { sellPrice: 19900, nights: 2, from: true, label: "Stay 2" },
      bestRated: { hotel: "Hôtel B", score: 8.8, reviews: 40 },
    });
  });

  it("is null without a destination or without results", () => {
    expect(seoFacts(undefined)).toBeNull();
    expect(seoFacts({ ...answer, searchDetails: { ...answer.searchDetails, destination: null } })).toBeNull();
    expect(seoFacts({ ...answer, searchDetails: { ...answer.searchDetails, totalCount: 0 } })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { pinPrice } from "./pin-price";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("pinPrice (map pins: ceiling, per person in the activity flow, market format)", () => {
  it("rounds up to whole euros in the market's format", () => {
    expect(nbsp(pinPrice(27_901, "booking", 2, "fr_FR"))).toBe("280 €");
    expect(nbsp(pinPrice(27_900, "gifting", 2, "nl_NL"))).toMatch(/^€ 279$/);
    expect(nbsp(pinPrice(27_900, "hotel", 2, "it_IT"))).toBe("279 €");
  });
  it("shows the price per person in the activity flow", () => {
    expect(nbsp(pinPrice(9_001, "activity", 2, "es_ES"))).toBe("46 €");
  });
});

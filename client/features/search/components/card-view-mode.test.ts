import { describe, expect, it } from "vitest";
import { cardParts, cardViewMode } from "./card-view-mode";

describe("cardViewMode (spec 000 §2 view modes)", () => {
  it("chooses by screen then flow", () => {
    expect(cardViewMode("results", "booking")).toBe("NORMAL");
    expect(cardViewMode("results", "gifting")).toBe("GIFT");
    expect(cardViewMode("results", "hotel")).toBe("HOTEL");
    expect(cardViewMode("results", "activity")).toBe("ACTIVITY");
    expect(cardViewMode("fallback", "booking")).toBe("CONDENSED");
    expect(cardViewMode("teaser", "gifting")).toBe("CONDENSED");
    expect(cardViewMode("fallback", "activity")).toBe("ACTIVITY");
    expect(cardViewMode("modification", "hotel")).toBe("MODIFICATION");
  });

  it("gives the offers drawer always in HOTEL, with more offers in NORMAL and GIFT, never elsewhere", () => {
    expect(cardParts("HOTEL")).toMatchObject({ offers: "always", hotelTitle: true });
    expect(cardParts("NORMAL")).toMatchObject({ offers: "whenMore", cancellation: true, hotelTitle: false });
    expect(cardParts("GIFT").offers).toBe("whenMore");
    expect(cardParts("ACTIVITY").offers).toBe("never");
    expect(cardParts("CONDENSED")).toMatchObject({ offers: "never", cancellation: false });
  });
});

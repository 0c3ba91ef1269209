import { describe, expect, it } from "vitest";
import { cardLabel } from "./card-label";
import { showsAutoDiscountBanner } from "./auto-discount-banner-rule";

const both = { autoDiscount: { code: "EXTRA10", value: 10 }, targetedLabel: "weekendDeal" };
const on = { autoDiscount: "label", targetedLabels: "label" } as const;
const off = { autoDiscount: "control", targetedLabels: "control" } as const;

describe("cardLabel (spec 000 §4)", () => {
  it("shows the auto discount when its experiment is assigned, the card has a code and the flow is not gifting", () => {
    expect(cardLabel(both, "booking", on)).toEqual({ kind: "autoDiscount", code: "EXTRA10", value: 10 });
    expect(cardLabel(both, "hotel", { ...off, autoDiscount: "label" })).toEqual({ kind: "autoDiscount", code: "EXTRA10", value: 10 });
    expect(cardLabel(both, "activity", on)?.kind).toBe("autoDiscount");
  });
  it("falls back to the targeted label in gifting, without a code, or without the auto-discount experiment", () => {
    expect(cardLabel(both, "gifting", on)).toEqual({ kind: "targeted", code: "weekendDeal" });
    expect(cardLabel({ autoDiscount: null, targetedLabel: "weekendDeal" }, "booking", on)).toEqual({ kind: "targeted", code: "weekendDeal" });
    expect(cardLabel({ autoDiscount: { code: "", value: 10 }, targetedLabel: "weekendDeal" }, "booking", on)?.kind).toBe("targeted");
    expect(cardLabel(both, "booking", { ...on, autoDiscount: "control" })).toEqual({ kind: "targeted", code: "weekendDeal" });
  });
  it("shows nothing when no experiment applies or the card has nothing to show", () => {
    expect(cardLabel(both, "booking", off)).toBeNull();
    expect(cardLabel(both, "gifting", { ...off, autoDiscount: "label" })).toBeNull();
    expect(cardLabel({ autoDiscount: null, targetedLabel: null }, "booking", on)).toBeNull();
    expect(cardLabel({}, "booking", on)).toBeNull();
  });
});

describe("showsAutoDiscountBanner (spec 000 §6, spec 001 §9)", () => {
  it("only in the booking flow (hotel counts as booking) with the experiment assigned", () => {
    expect(showsAutoDiscountBanner("booking", { autoDiscount: "label" })).toBe(true);
    expect(showsAutoDiscountBanner("hotel", { autoDiscount: "label" })).toBe(true);
    expect(showsAutoDiscountBanner("gifting", { autoDiscount: "label" })).toBe(false);
    expect(showsAutoDiscountBanner("activity", { autoDiscount: "label" })).toBe(false);
    expect(showsAutoDiscountBanner("booking", { autoDiscount: "control" })).toBe(false);
  });
});

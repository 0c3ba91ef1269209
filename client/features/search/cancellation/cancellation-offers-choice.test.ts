import { describe, expect, it } from "vitest";
import type { CancellationOffer, CancellationOffersResponse } from "#shared/contract/cancellation-offers";
import { formatMoney } from "#shared/money";
import { chosenOffer, offerConditions, offerPremium, offersToChoose, stayLinkSearch } from "./cancellation-offers-choice";

const standard: CancellationOffer = {
  id: 1, code: "standard", sellPrice: 30_000, insurance: null,
  cancellationPolicy: { type: "FLEXIBLE", cancellable: true, message: "", cancellationDeadline: "2027-01-08", cancellableUntil: "2027-01-08" },
};
const insurance: CancellationOffer = {
  id: 2, code: "insurance", sellPrice: 31_350, insurance: { price: 1350, insurer: "Assurvoyage Horizon", refundPercent: 100, anyReason: false, deadlineDays: 1 },
  cancellationPolicy: { type: "FLEXIBLE", cancellable: true, message: "", cancellationDeadline: "2027-01-14", cancellableUntil: "2027-01-14" },
};
const plus: CancellationOffer = {
  id: 3, code: "insurancePlus", sellPrice: 32_250, insurance: { price: 2250, insurer: "Assurvoyage Horizon", refundPercent: 100, anyReason: true, deadlineDays: 0 },
  cancellationPolicy: { type: "FLEXIBLE", cancellable: true, message: "", cancellationDeadline: null, cancellableUntil: null },
};
const answer: CancellationOffersResponse = { productId: 9, stayPrice: 30_000, priceType: "final", selectedOfferId: 1, offers: [standard, insurance, plus] };
const money = (c: number) => formatMoney(c, "fr_FR");

describe("cancellation offers radio list (spec 000 §2, §3 Cancellation offer; decision 053)", () => {
  it("shows a choice only when there are two offers or more", () => {
    expect(offersToChoose(undefined)).toEqual([]);
    expect(offersToChoose({ ...answer, offers: [standard] })).toEqual([]);
    expect(offersToChoose(answer).map((o) => o.code)).toEqual(["standard", "insurance", "insurancePlus"]);
  });

  it("describes the chosen offer, falling back to the default and then the first", () => {
    expect(chosenOffer(answer, 3)).toBe(plus);
    expect(chosenOffer(answer, null)).toBe(standard);
    expect(chosenOffer(answer, 42)).toBe(standard);
    expect(chosenOffer({ ...answer, selectedOfferId: null }, null)).toBe(standard);
    expect(chosenOffer({ ...answer, offers: [] }, 1)).toBeNull();
  });

  it("prices the radios: included, or the premium", () => {
    expect(offerPremium(standard)).toEqual({ key: "search.offers.cancel.offer.included", cents: null });
    expect(offerPremium(insurance)).toEqual({ key: "search.offers.cancel.offer.premium", cents: 1350 });
  });

  it("lists the stay's own conditions for the standard offer and the cover for an insurance", () => {
    expect(offerConditions(standard, "booking", "fr_FR", money).map((m) => m.key)).toContain("search.offers.cancel.partialRefund");
    expect(money(1350)).toMatch(/^13,50\s€$/);
    const c = offerConditions(insurance, "booking", "fr_FR", money);
    expect(c).toEqual([
      { key: "search.offers.cancel.insurance.cover", values: { percent: "100" } },
      { key: "search.offers.cancel.insurance.untilDate", values: { date: "14 janvier 2027" } },
      { key: "search.offers.cancel.insurance.insurer", values: { insurer: "Assurvoyage Horizon", price: money(1350) } },
    ]);
    const p = offerConditions(plus, "booking", "nl_BE", (x) => formatMoney(x, "nl_BE"));
    expect(p[0]!.key).toBe("search.offers.cancel.insurance.coverAny");
    expect(p[1]).toEqual({ key: "search.offers.cancel.insurance.untilDays", values: { days: "0" } });
  });

  it("links to the stay with the chosen insurance, keeping the flow", () => {
    expect(stayLinkSearch("booking", insurance)).toEqual({ cancellationOffer: 2 });
    expect(stayLinkSearch("hotel", plus)).toEqual({ flow: "hotel", cancellationOffer: 3 });
    expect(stayLinkSearch("booking", standard)).toEqual({});
  });
});

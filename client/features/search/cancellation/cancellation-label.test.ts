import { describe, expect, it } from "vitest";
import type { CancellationPolicy } from "#shared/contract/common";
import { cancellationConditions, cancellationKind, cancellationLabel, deadlineText } from "./cancellation-label";

const flexible: CancellationPolicy = { type: "FLEXIBLE", cancellable: true, message: "", cancellationDeadline: "2027-01-08", cancellableUntil: "2027-01-08" };
const ncnr: CancellationPolicy = { type: "NCNR", cancellable: false, message: "", cancellationDeadline: null, cancellableUntil: null };
const noDates: CancellationPolicy = { ...flexible, cancellationDeadline: null, cancellableUntil: null };

describe("cancellation label and conditions (spec 000 §3 cancellationPolicy, §9 texts)", () => {
  it("tells the four policies apart; gifting wins", () => {
    expect(cancellationKind(flexible, "booking")).toBe("flexible");
    expect(cancellationKind(noDates, "hotel")).toBe("noDates");
    expect(cancellationKind(ncnr, "booking")).toBe("ncnr");
    expect(cancellationKind(flexible, "gifting")).toBe("gift");
  });

  it("writes the deadline in the market's format", () => {
    expect(deadlineText(flexible, "fr_FR")).toBe("8 janvier 2027");
    expect(deadlineText(flexible, "nl_BE")).toBe("8 januari 2027");
    expect(deadlineText(flexible, "es_ES")).toBe("8 de enero de 2027");
    expect(cancellationLabel(flexible, "booking", "it_IT")).toEqual({ key: "search.offers.cancel.label.flexible", values: { date: "8 gennaio 2027" } });
  });

  it("lists free modification with the market's time zone, the price difference, the 80 % refund and no refund after the deadline", () => {
    const c = cancellationConditions(flexible, "booking", "fr_FR");
    expect(c.map((m) => m.key)).toEqual([
      "search.offers.cancel.freeModification",
      "search.offers.cancel.priceDifference",
      "search.offers.cancel.partialRefund",
      "search.offers.cancel.noRefund",
    ]);
    expect(c[0]!.values!.date).toBe("8 janvier 2027");
    expect(c[0]!.values!.zone).toMatch(/Europe centrale|France/);
    expect(cancellationConditions(flexible, "booking", "es_ES")[0]!.values!.zone).toMatch(/Europa central|España/);
  });

  it("gives 'no extra cost' in gifting and nothing refundable for NCNR", () => {
    expect(cancellationConditions(flexible, "gifting", "fr_FR").map((m) => m.key)).toEqual(["search.offers.cancel.gift", "search.offers.cancel.giftCallNoHours"]);
    // The customer service's hours are the settings' (the footer's), never hours written in the message.
    const withHours = cancellationConditions(flexible, "gifting", "fr_FR", "du lundi au vendredi de 10:00 à 19:00");
    expect(withHours[1]).toEqual({ key: "search.offers.cancel.giftCall", values: { hours: "du lundi au vendredi de 10:00 à 19:00" } });
    expect(cancellationConditions(ncnr, "booking", "fr_FR").map((m) => m.key)).toEqual(["search.offers.cancel.ncnr"]);
  });
});

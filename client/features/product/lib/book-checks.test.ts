import { describe, expect, it } from "vitest";
import type { QuoteRealtimeResponse } from "#shared/contract/weekend-quote-realtime";
import { activityDayChoices, activitySelectionList, checkQuote, keepActivityDates, precheckBook } from "./book-checks";

const quote = (over: Partial<QuoteRealtimeResponse> = {}): QuoteRealtimeResponse => ({
  bookable: true,
  priceInfo: { sellPrice: 25900, refPrice: 30000, promoPercentageRounded: 13, moneySaved: 4100, priceType: "final", nbRooms: 1, nights: 2 },
  localTaxTotalAmount: 880,
  programLineList: [],
  flashDeal: false,
  roomsAmountMessage: null,
  availableRooms: 5,
  cancellationPolicy: { type: "FLEXIBLE", cancellable: true, message: "ok", cancellationDeadline: null, cancellableUntil: null },
  reservationCriteria: { checkin: "2027-01-08", checkout: "2027-01-10", nights: 2, adult: 2, child: 0, baby: 0 },
  errors: [],
  localTax: { type: "PER_PERSON_PER_NIGHT", amount: 220, percentage: 0, currency: "EUR", toBePaidAtHotel: true, total: 880 },
  ...over,
});

describe("Book checks (spec 001 §4, in order)", () => {
  it("flags missing activity dates before the stay dates", () => {
    const r = precheckBook({ activities: [{ activityId: "a1", needsDate: true, date: null }, { activityId: "a2", needsDate: false, date: null }], checkin: null, checkout: null });
    expect(r).toEqual({ ok: false, reason: "activityDates", missing: ["a1"] });
  });
  it("then asks for the stay dates (a check-in alone is not enough)", () => {
    expect(precheckBook({ activities: [], checkin: null, checkout: null })).toEqual({ ok: false, reason: "dates" });
    expect(precheckBook({ activities: [], checkin: "2027-01-08", checkout: null })).toEqual({ ok: false, reason: "dates" });
    expect(precheckBook({ activities: [{ activityId: "a1", needsDate: true, date: "2027-01-09" }], checkin: "2027-01-08", checkout: "2027-01-10" })).toEqual({ ok: true });
  });
  it("then judges the real-time quote: fetch failure, not bookable, no price, moved price, same price", () => {
    expect(checkQuote(25900, new Error("502"))).toEqual({ ok: false, reason: "QUOTE_FETCH_ERROR", message: "502" });
    expect(checkQuote(25900, quote({ bookable: false, priceInfo: null, errors: [{ code: "PACKAGE_NOT_AVAILABLE_CHECKIN", message: "x" }] }))).toMatchObject({ reason: "notBookable", message: "PACKAGE_NOT_AVAILABLE_CHECKIN" });
    expect(checkQuote(25900, quote({ priceInfo: null }))).toEqual({ ok: false, reason: "quoteError" });
    expect(checkQuote(27900, quote())).toEqual({ ok: false, reason: "priceChanged", change: { direction: "lower", oldPrice: 27900, newPrice: 25900, difference: 2000 } });
    expect(checkQuote(25900, quote())).toEqual({ ok: true, sellPrice: 25900 });
  });

  it("offers each activity every day of the stay, check-in to check-out (spec 001 §5 every activity needs a date)", () => {
    expect(activityDayChoices("2027-02-27", "2027-03-01")).toEqual(["2027-02-27", "2027-02-28", "2027-03-01"]);
    expect(activityDayChoices("2027-02-27", null)).toEqual([]);
    expect(activityDayChoices(null, null)).toEqual([]);
    expect(keepActivityDates({ 9: "2027-02-27", 12: "2027-03-05" }, ["2027-02-27", "2027-02-28"])).toEqual({ 9: "2027-02-27" });
    expect(activitySelectionList({ 9: "2027-02-27", 12: "2027-02-28" })).toBe("9:2027-02-27,12:2027-02-28");
  });
});

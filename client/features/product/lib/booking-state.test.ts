import { describe, expect, it } from "vitest";
import { bookingView } from "./booking-state";

describe("booking widget on failed calls (spec 001 §8; issue 25 item 10)", () => {
  it("availabilities or quote failed, or not bookable: the spec's message, no final price, no Book", () => {
    const none = { message: "product.book.noMoreAvailabilities", showPrice: false, showBook: false };
    expect(bookingView({ availabilityFailed: true, quoteFailed: false, bookable: undefined })).toEqual(none);
    expect(bookingView({ availabilityFailed: false, quoteFailed: true, bookable: undefined })).toEqual(none);
    expect(bookingView({ availabilityFailed: false, quoteFailed: false, bookable: false })).toEqual(none);
  });

  it("calls answered (or not asked yet): the price and Book", () => {
    const ok = { message: null, showPrice: true, showBook: true };
    expect(bookingView({ availabilityFailed: false, quoteFailed: false, bookable: true })).toEqual(ok);
    expect(bookingView({ availabilityFailed: false, quoteFailed: false, bookable: undefined })).toEqual(ok);
  });
});

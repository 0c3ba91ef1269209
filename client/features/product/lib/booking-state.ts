/**
 * What the stay page's booking widget may show for the state of its calls (spec 001 §8 "'No more
 * availabilities. Update your stay criteria to enjoy our offers.' when availabilities or quote
 * fail"; §5 quote errors; issue 25 item 10). Pure.
 *
 * - The availabilities (the calendar's call) or the quote (quote.json) failed, or the quote says the
 *   stay is not bookable: the spec's message, no final price and no Book (nothing can be booked
 *   with these criteria). The calendar itself keeps working without availability data, under spec
 *   000 §5's rule (shared/calendar.ts: at most 20 nights).
 * - Otherwise the quote's figures (when there is one) and Book. A real-time quote that fails at Book
 *   is not a state of these calls: it keeps its own message (QUOTE_FETCH_ERROR) and Book.
 */
export interface BookingCallsState {
  /** The calendar's availabilities call failed. */
  availabilityFailed: boolean;
  /** The quote.json call for the chosen dates and party failed. */
  quoteFailed: boolean;
  /** The quote answered; its `bookable`, or undefined before an answer (or without dates). */
  bookable: boolean | undefined;
}

export interface BookingView {
  /** Message key to show in place of the price, or null. */
  message: "product.book.noMoreAvailabilities" | null;
  showPrice: boolean;
  showBook: boolean;
}

export function bookingView(s: BookingCallsState): BookingView {
  const failed = s.availabilityFailed || s.quoteFailed || s.bookable === false;
  return failed ? { message: "product.book.noMoreAvailabilities", showPrice: false, showBook: false } : { message: null, showPrice: true, showBook: true };
}

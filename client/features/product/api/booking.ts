/**
 * The stay page's booking calls (spec 001 §7), loaded with the booking widget (stay-booking.tsx),
 * never with the page: hotel availabilities and checkout nights for the calendar, quote.json for
 * the chosen dates and party, quote-realtime.json at Book (never cached), POST carts.json for the
 * hand-off. Amounts in cents.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
import { AVAILABILITY_WINDOW_MONTHS, type DayAvailability } from "#shared/calendar";
import type { Cart } from "#shared/contract/cart";
import type { AvailabilitiesResponse } from "#shared/contract/hotel-availabilities";
import type { CheckoutNightsResponse } from "#shared/contract/package-checkout-nights";
import type { QuoteResponse } from "#shared/contract/weekend-quote";
import type { QuoteRealtimeResponse } from "#shared/contract/weekend-quote-realtime";

/** A chosen stay: package, dates and party. */
export interface StayChoice {
  packageId: number;
  checkin: string;
  nights: number;
  a: number;
  c: number;
  b: number;
  /** A partner's customer (`?minisite=`, decision 048): quotes and cart keep to its selection. */
  minisite?: string;
  /** The cancellation offer chosen in the results (`?cancellationOffer=`, decision 053): sent with the cart. */
  cancellationOffer?: number;
  /** The auto discount the shopper is shown (issue 25 item 4; shared/auto-discount.ts): quoted and sent with the cart. */
  autoDiscountCode?: string;
  /** The activities' chosen dates ('activityId:YYYY-MM-DD', comma separated; lib/book-checks.ts): sent with the real-time quote and kept with the cart. */
  activitySelectionList?: string;
}

const party = (s: { a: number; c: number; b: number }) => `adult=${s.a}&child=${s.c}&baby=${s.b}`;
const scope = (s: StayChoice) => (s.minisite ? `&minisite=${s.minisite}&client=msite` : "");
// The chosen cover is priced by the quote itself (decision 059), the figure the cart then takes.
const cover = (s: StayChoice) => (s.cancellationOffer ? `&cancellationOfferId=${s.cancellationOffer}` : "");
// The label the shopper saw is the reduction the quote and the cart apply (issue 25 item 4).
const discount = (s: StayChoice) => (s.autoDiscountCode ? `&autoDiscountCode=${encodeURIComponent(s.autoDiscountCode)}` : "");

/**
 * Twelve months of the package's bookable check-in days from `month` ('YYYY-MM'): availabilities.json
 * with locale, month and length 12 (spec 000 §7, spec 001 §7; shared/calendar availabilityWindows).
 */
export function stayAvailabilityOptions(api: ApiFetch, pointOfSale: string, hotelId: number, packageId: number, p: { a: number; c: number; b: number }, month: string) {
  const path = `/api/hotels/${hotelId}/availabilities.json?locale=${pointOfSale}&packageId=${packageId}&month=${month}&length=${AVAILABILITY_WINDOW_MONTHS}&${party(p)}`;
  return queryOptions({ queryKey: ["stay-availabilities", pointOfSale, path], queryFn: () => apiJson<AvailabilitiesResponse>(api, path), staleTime: 5 * 60_000 });
}

/**
 * Nights bookable from a check-in: packageCheckoutNights.json with checkin, party, locale,
 * multiOffer true and client msite (spec 000 §7, spec 001 §7).
 */
export function checkoutNightsOptions(api: ApiFetch, pointOfSale: string, packageId: number, p: { a: number; c: number; b: number }, checkin: string) {
  const path = `/api/weekend/${packageId}/packageCheckoutNights.json?checkin=${checkin}&locale=${pointOfSale}&multiOffer=true&client=msite&${party(p)}`;
  return queryOptions({ queryKey: ["stay-checkout-nights", pointOfSale, path], queryFn: () => apiJson<CheckoutNightsResponse>(api, path), staleTime: 5 * 60_000 });
}

/** The query string of a quote for the chosen stay (quote.json's query), with the chosen cover when there is one. */
export const quoteQuery = (s: StayChoice) => `checkin=${s.checkin}&nights=${s.nights}&${party(s)}&smartcapacity=true${scope(s)}${cover(s)}${discount(s)}`;

/** The quote shown for the chosen stay: quote.json, or `calls`' own (a gift recipient's). */
export function quoteOptions(api: ApiFetch, pointOfSale: string, s: StayChoice, calls: BookingCalls = STAY_CALLS) {
  return queryOptions({ queryKey: [calls.name, pointOfSale, s.packageId, quoteQuery(s)], queryFn: () => calls.fetchQuote(api, s) });
}

/** The real-time quote asked at Book (quote-realtime.json); throws ApiError on failure. */
export function fetchQuoteRealtime(api: ApiFetch, s: StayChoice): Promise<QuoteRealtimeResponse> {
  const activities = s.activitySelectionList ? `&activitySelectionList=${encodeURIComponent(s.activitySelectionList)}` : "";
  return apiJson<QuoteRealtimeResponse>(api, `/api/weekend/${s.packageId}/quote-realtime.json?${quoteQuery(s)}${activities}`);
}

/** Creates the cart of the hand-off at the agreed price (POST carts.json); throws ApiError (409 when the price moved again). */
export function createCart(api: ApiFetch, s: StayChoice, expectedSellPrice: number): Promise<Cart> {
  return apiJson<Cart>(api, "/api/carts.json", postJson({ packageId: s.packageId, checkin: s.checkin, nights: s.nights, adult: s.a, child: s.c, baby: s.b, expectedSellPrice, ...(s.minisite ? { minisite: s.minisite } : {}), ...(s.cancellationOffer ? { cancellationOfferId: s.cancellationOffer } : {}), ...(s.autoDiscountCode ? { autoDiscountCode: s.autoDiscountCode } : {}), ...(s.activitySelectionList ? { activitySelectionList: s.activitySelectionList } : {}) }));
}


/** A quote as the booking widget shows it: quote.json's, or a gift recipient's with the gift's part (decision 047). */
export type ShownQuote = QuoteResponse & { gift?: { usedAmount: number; supplement: number } | null };

/**
 * The calls of the booking widget (stay-booking.tsx): the shown quote, the real-time quote at Book
 * and the cart of the hand-off. The ordinary stay's by default; a gift recipient's
 * (client/features/beneficiary/api.ts) book against the gift with the same steps and dialogs.
 */
export interface BookingCalls {
  /** The quotes' cache name. */
  name: string;
  fetchQuote: (api: ApiFetch, s: StayChoice) => Promise<ShownQuote>;
  realtime: (api: ApiFetch, s: StayChoice) => Promise<QuoteRealtimeResponse & { gift?: ShownQuote["gift"] }>;
  createCart: (api: ApiFetch, s: StayChoice, expectedSellPrice: number) => Promise<Cart>;
  /**
   * The calendar's days when not the hotel's availabilities.json: a gift recipient's redeem
   * calendar (packageCheckinPrices.json, decision 054), whose amounts are what is left to pay on
   * top of the gift (cents). `month` 'YYYY-MM', `length` months.
   */
  calendar?: {
    days: (api: ApiFetch, packageId: number, party: { a: number; c: number; b: number }, month: string, length: number) => Promise<{ days: Record<string, DayAvailability>; requestedMonths: string[] }>;
  };
}

export const STAY_CALLS: BookingCalls = {
  name: "stay-quote",
  fetchQuote: (api, s) => apiJson<QuoteResponse>(api, `/api/weekend/${s.packageId}/quote.json?${quoteQuery(s)}`),
  realtime: fetchQuoteRealtime,
  createCart,
};

/**
 * A gift recipient's booking calls (spec 001 §4 price type "beneficiary", §7 beneficiary calls;
 * worker/routes/account.ts; decision 047), loaded with the recipient's booking widget only. They
 * carry the code's HttpOnly cookie (same origin): what the gift covers for a stay, the quote with
 * the gift's part and the supplement, and the cart booked against the gift. Cents. Throw ApiError.
 */
import { apiJson, postJson } from "#shared/api-fetch";
import type { Cart } from "#shared/contract/cart";
import type { QuoteRealtimeResponse } from "#shared/contract/weekend-quote-realtime";
import { quoteQuery, type BookingCalls, type ShownQuote } from "../api/booking";
import { redeemCalendar, type GiftTerms } from "./redeem-calendar";

/** What the code does for one stay (GET /api/account/beneficiary/stays/{id}). */
export interface GiftCoverage {
  /** The code, masked: "•••• 2026". */
  code: string;
  covered: boolean;
  kind: "box" | "single_voucher";
  boxTitle: string | null;
  voucher: { valueCents: number; nights: number } | null;
  packageNights: number;
}

/**
 * The booking widget's calls for a recipient: quotes and cart against the gift, and the redeem
 * calendar priced as what is left to pay on top of this gift (redeem-calendar.ts, decision 054).
 */
export function beneficiaryCalls(gift: GiftTerms): BookingCalls {
  return {
    name: "beneficiary-quote",
    fetchQuote: (api, s) => apiJson<ShownQuote>(api, `/api/account/beneficiary/stays/${s.packageId}/quote?${quoteQuery(s)}`),
    realtime: (api, s) => apiJson<QuoteRealtimeResponse & Pick<ShownQuote, "gift">>(api, `/api/account/beneficiary/stays/${s.packageId}/quote?${quoteQuery(s)}`),
    createCart: (api, s, expectedSellPrice) =>
      apiJson<Cart>(api, "/api/account/beneficiary/carts", postJson({ packageId: s.packageId, checkin: s.checkin, nights: s.nights, adult: s.a, child: s.c, baby: s.b, expectedSellPrice })),
    calendar: { days: (api, packageId, party, month, length) => redeemCalendar(api, packageId, gift, party, month, length) },
  };
}

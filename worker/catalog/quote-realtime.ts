/**
 * GET /weekend/:id/quote-realtime.json — the quote at the moment of booking (spec 001 §3 Quote,
 * Local tax; §4 Book step 3; §5 quote errors; §7 quote-realtime.json).
 *
 * Input: id (digits; otherwise 400) and the quote query (checkin required; 400 otherwise).
 * Unknown package → 404. `activitySelectionList` (the activities' chosen days) naming an activity
 * that is not the package's, one twice, or a day outside the stay → 400 (activity-dates.ts). Output: QuoteRealtimeResponse: quote.json's answer computed from the
 * rates in D1 now (quote.ts `quoteStay`; the route is never cached, shared/contract/routes.ts),
 * plus the hotel's local tax rule and its total for the stay, paid at the hotel, in the point of
 * sale's currency. The price moves whenever the rates in D1 move.
 */
import { QuoteRealtimeQuerySchema, type QuoteRealtimeResponse } from "../../shared/contract/weekend-quote-realtime";
import { PackageIdParamSchema } from "../../shared/contract/weekend-detail";
import { localTaxTotal } from "../../shared/pricing";
import { todayIso } from "./dates";
import { validate } from "./http";
import { hotelLocalTax, quoteStay } from "./quote";
import { checkActivityDates } from "./activity-dates";

/** Handles a raw real-time quote request. */
export async function handleQuoteRealtime(db: D1Database, idParam: string, query: Record<string, string>, today = todayIso()): Promise<QuoteRealtimeResponse> {
  const id = validate(PackageIdParamSchema, idParam, "package id");
  const q = validate(QuoteRealtimeQuerySchema, query, "quote query");
  return realtimeQuote(db, id, q, today);
}

/** The real-time quote of a checked query (also used by the cart). Throws CatalogError 404. */
export async function realtimeQuote(db: D1Database, id: number, q: Parameters<typeof quoteStay>[2], today = todayIso()): Promise<QuoteRealtimeResponse> {
  const { quote, localTaxPerNight } = await quoteStay(db, id, q, today);
  const rc = quote.reservationCriteria;
  if (q.activitySelectionList) await checkActivityDates(db, id, q.activitySelectionList, rc.checkin, rc.checkout);
  const rule = hotelLocalTax(localTaxPerNight);
  const nights = quote.reservationCriteria.nights;
  const total = quote.priceInfo ? localTaxTotal(rule, { adults: q.adult, nights, sellPrice: quote.priceInfo.sellPrice }) : 0;
  // Every market of the shop sells in euros (shared/markets.ts).
  return { ...quote, localTax: { ...rule, currency: "EUR", toBePaidAtHotel: true, total } };
}

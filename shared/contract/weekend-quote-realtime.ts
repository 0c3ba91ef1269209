/**
 * GET {api}/weekend/{id}/quote-realtime.json: the quote asked again at the moment of booking,
 * straight from the rates (never from a cache), so the shop can tell whether the price moved
 * since the page showed it (spec 001 §3 Quote and Local tax, §4 Book step 3 and price-update
 * modal, §5 quote errors, §7 quote-realtime.json, §8 QUOTE_FETCH_ERROR).
 *
 * Query: as quote.json (QuoteQuerySchema). Response: the quote.json answer plus `localTax`, the
 * hotel's tax rule (cents per person per night, or a percentage) with its total for this stay,
 * paid at the hotel. Unknown package → 404; bad query → 400.
 */
import * as v from "valibot";
import { QuoteResponseSchema } from "./weekend-quote";

export { QuoteQuerySchema as QuoteRealtimeQuerySchema } from "./weekend-quote";

/** Local tax of a quoted stay (spec 001 §3 Local tax). Cents. */
export const LocalTaxSchema = v.object({
  type: v.picklist(["PER_PERSON_PER_NIGHT", "BOOKING_PERCENTAGE"]),
  /** PER_PERSON_PER_NIGHT: cents per adult per night; BOOKING_PERCENTAGE: 0. */
  amount: v.number(),
  /** BOOKING_PERCENTAGE: percent of the stay price; otherwise 0. */
  percentage: v.number(),
  currency: v.string(),
  toBePaidAtHotel: v.boolean(),
  /** The tax for this party and stay, cents (shared/pricing.ts localTaxTotal). */
  total: v.number(),
});
export type LocalTax = v.InferOutput<typeof LocalTaxSchema>;

/** Response of GET weekend/{id}/quote-realtime.json. */
export const QuoteRealtimeResponseSchema = v.object({
  ...QuoteResponseSchema.entries,
  localTax: LocalTaxSchema,
});
export type QuoteRealtimeResponse = v.InferOutput<typeof QuoteRealtimeResponseSchema>;

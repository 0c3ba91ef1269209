/**
 * GET {api}/weekend/{id}/quote.json: the bookable price of a stay for dates and a party
 * (spec 001 §3 Quote, §4 product page steps, §5 quote errors, §7 quote.json).
 *
 * Path: package id. Query: locale, checkin (required), nights (default: the package's nights),
 * party, activitySelectionList/smartcapacity/client (accepted, ignored); minisite (decision 048:
 * 404 when unknown or when the package is outside the partner's selection).
 * Response: bookable and priceInfo (cents) when a rate plan covers the day; otherwise
 * bookable false, priceInfo null and errors [{ code: 'PACKAGE_NOT_AVAILABLE_CHECKIN', message }].
 * Unknown package → 404.
 */
import * as v from "valibot";
import { CancellationPolicySchema, DateSchema, LocaleSchema, MinisiteSlugSchema, PARTY_QUERY_ENTRIES, PriceTypeSchema, queryBool, queryInt, toSearchParams } from "./common";

/** Query of GET weekend/{id}/quote.json. */
export const QuoteQuerySchema = v.object({
  locale: LocaleSchema,
  checkin: DateSchema,
  nights: v.optional(queryInt(1, 20)),
  ...PARTY_QUERY_ENTRIES,
  smartcapacity: v.optional(queryBool),
  activitySelectionList: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  client: v.optional(v.pipe(v.string(), v.maxLength(20))),
  /** A partner minisite's slug (decision 048): the package must be in its selection, else 404. */
  minisite: v.optional(MinisiteSlugSchema),
});
export type QuoteQuery = v.InferOutput<typeof QuoteQuerySchema>;

/** Writes the query string of a quote call. */
export function toQuoteQuery(query: Partial<QuoteQuery> & { locale: QuoteQuery["locale"]; checkin: string }): URLSearchParams {
  return toSearchParams(query as Record<string, unknown>);
}

/** Response of GET weekend/{id}/quote.json (cents). */
export const QuoteResponseSchema = v.object({
  bookable: v.boolean(),
  priceInfo: v.nullable(
    v.object({
      sellPrice: v.number(),
      refPrice: v.number(),
      promoPercentageRounded: v.number(),
      moneySaved: v.number(),
      priceType: PriceTypeSchema,
      nbRooms: v.number(),
      nights: v.number(),
    }),
  ),
  /** Tourist tax for the party and stay, cents, paid at the hotel. */
  localTaxTotalAmount: v.number(),
  programLineList: v.array(v.object({ title: v.string(), type: v.string() })),
  flashDeal: v.boolean(),
  roomsAmountMessage: v.nullable(v.string()),
  availableRooms: v.nullable(v.number()),
  cancellationPolicy: CancellationPolicySchema,
  reservationCriteria: v.object({ checkin: v.string(), checkout: v.string(), nights: v.number(), adult: v.number(), child: v.number(), baby: v.number() }),
  errors: v.array(v.object({ code: v.string(), message: v.string() })),
});
export type QuoteResponse = v.InferOutput<typeof QuoteResponseSchema>;

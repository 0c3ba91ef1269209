/**
 * GET {api}/weekend/{id}/quote.json: the bookable price of a stay for dates and a party
 * (spec 001 §3 Quote, §4 product page steps, §5 quote errors, §7 quote.json).
 *
 * Path: package id. Query: locale, checkin (required), nights (default: the package's nights),
 * party, activitySelectionList/smartcapacity/client (accepted, ignored); minisite (decision 048:
 * 404 when unknown or when the package is outside the partner's selection).
 * Response: bookable and priceInfo (cents) when a rate plan covers the day; otherwise
 * bookable false, priceInfo null and errors [{ code: 'PACKAGE_NOT_AVAILABLE_CHECKIN', message }].
 * With `cancellationOfferId` (decision 059): `cancellationOffer`, the chosen cover priced for this
 * stay, or null when it is not on sale for it. Unknown package → 404.
 */
import * as v from "valibot";
import { ActivitySelectionListSchema } from "../activity-selection";
import { CancellationOfferSchema } from "./cancellation-offers";
import { AutoDiscountLineSchema, CancellationPolicySchema, DateSchema, LocaleSchema, MinisiteSlugSchema, PARTY_QUERY_ENTRIES, PriceTypeSchema, queryBool, queryInt, toSearchParams } from "./common";

/** Query of GET weekend/{id}/quote.json. */
export const QuoteQuerySchema = v.object({
  locale: LocaleSchema,
  checkin: DateSchema,
  nights: v.optional(queryInt(1, 20)),
  ...PARTY_QUERY_ENTRIES,
  smartcapacity: v.optional(queryBool),
  /** The activities' chosen dates (shared/activity-selection.ts): each must be one of the stay's activities and days, else 400. */
  activitySelectionList: v.optional(ActivitySelectionListSchema),
  client: v.optional(v.pipe(v.string(), v.maxLength(20))),
  /** A partner minisite's slug (decision 048): the package must be in its selection, else 404. */
  minisite: v.optional(MinisiteSlugSchema),
  /** The cancellation offer chosen in the results (decision 053, 059): answered priced as `cancellationOffer`. */
  cancellationOfferId: v.optional(queryInt(1, 1_000_000)),
  /**
   * The auto discount the shopper was shown (issue 25 item 4; shared/auto-discount.ts): when it is
   * the package's own code, the quote answers `autoDiscount` with its reduction; another code is ignored.
   */
  autoDiscountCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,20}$/, "autoDiscountCode must be 1-20 capitals or digits"))),
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
  /**
   * Only when the query names `cancellationOfferId` and the stay is bookable (decision 059): that
   * offer priced for this stay (its `insurance.price` is the premium added to the amount paid
   * today, cents; the same figure the cart's `breakdown.insurance` takes), or null when it is not
   * on sale for this stay (unknown, inactive, cover already ended).
   */
  cancellationOffer: v.optional(v.nullable(CancellationOfferSchema)),
  /**
   * Only when the query names the package's own `autoDiscountCode` and the stay is bookable (issue
   * 25 item 4): the discount and the cents it takes off `sellPrice` (shared/auto-discount.ts
   * `autoDiscountReduction`), the reduction line of the quote and of the cart made from it.
   */
  autoDiscount: v.optional(v.nullable(AutoDiscountLineSchema)),
});
export type QuoteResponse = v.InferOutput<typeof QuoteResponseSchema>;

/**
 * GET {wedEndpoint}/redeem/weekend/{id}/packageCheckinPrices.json: a gift recipient's calendar of
 * one stay (spec 001 §7 "redeem … packageCheckinPrices.json | locale, client, length, month
 * yyyy-MM, adult 2, child 0, baby 0, nights, multiOffer true, giftPrice … | entries minLos,
 * displayTotalPrice, day"; §5 "Product id required for availabilities ('Product ID is required')";
 * decision 047).
 *
 * Path: the package id (missing → 400 'Product ID is required'; not digits → 400). Query: month
 * (default the current one) and length (months, 1-12, default 2), the party (default 2 adults),
 * nights (default the package's), giftPrice (cents the gift pays, default 0); the other keys of the
 * spec are accepted and ignored. Answer: one entry per bookable check-in day, cents:
 * `displayTotalPrice` is the stay's price that day for the party, less `giftPrice`, never below 0
 * (what the recipient pays on top of the gift). Unknown package → 404.
 */
import * as v from "valibot";
import { CHECKIN_DAY_ENTRIES, monthsQueryEntries, queryBool, queryInt } from "./common";

/** The spec's message for a call without a product id (§5). */
export const PRODUCT_ID_REQUIRED = "Product ID is required";

/** Query of GET redeem/weekend/{id}/packageCheckinPrices.json. */
export const PackageCheckinPricesQuerySchema = v.object({
  ...monthsQueryEntries(2, 12),
  nights: v.optional(queryInt(1, 20)),
  giftPrice: v.optional(queryInt(0, 100_000_000), "0"),
  multiOffer: v.optional(queryBool),
  client: v.optional(v.pipe(v.string(), v.maxLength(20))),
  selectivePublicationAffiliateId: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
export type PackageCheckinPricesQuery = v.InferOutput<typeof PackageCheckinPricesQuerySchema>;

/** Response: bookable check-in days in date order. */
export const PackageCheckinPricesResponseSchema = v.object({
  /** `displayTotalPrice`: cents the recipient pays on top of the gift for a stay starting `day`. */
  entries: v.array(v.object({ ...CHECKIN_DAY_ENTRIES, displayTotalPrice: v.number() })),
});
export type PackageCheckinPricesResponse = v.InferOutput<typeof PackageCheckinPricesResponseSchema>;

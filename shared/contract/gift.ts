/**
 * Gifting contract (spec 001 §2 "Gifting setup", "Gift card customisation route"; §3 Gift price,
 * Single voucher, Sub-element, Booking price breakdown; §5 gift form; docs/decisions/033). The
 * worker checks inputs and answers with these schemas (decision 013); the browser imports types
 * only. Money in integer cents; dates 'YYYY-MM-DD'.
 *
 * - GET {api}/single-voucher/{id}/gift.json?locale: the stay as a gift for 2 adults: priceList
 *   (nights, sellPrice, refPrice, sellPrices [Essential, Serenity, Liberty], upsellAvailabilityPrice)
 *   within the settings' nights range, shipping costs, sleeves and their categories, and `days`: the
 *   stay's price for each check-in day of the next 6 months (null: not available), from which the
 *   included-dates calendar derives included / supplement / notAvailable. 400 bad id or locale,
 *   404 unknown or unpublished package. isGiftable false: no price list (last-minute offers).
 * - GET {api}/giftcard.json?locale: amounts, bounds, shipping costs, sleeves.
 * - POST {api}/gift-carts.json, body GiftCartCreateBodySchema: 400 with the failing fields
 *   (including the gift form rules of shared/gift-form.ts), 404 unknown package, 409
 *   PRICE_CHANGED when the price is not `expectedTotal`; answers the GiftCart.
 *   An activity gift (product ACTIVITY, packageId, adults) is priced by the activity's one price
 *   (its page's table, decision 061); no nights, bucket or upsell.
 * - GET {api}/gift-carts/{id}.json?locale: the cart (400 malformed id, 404 unknown).
 */
import * as v from "valibot";
import { GIFT_FORMATS } from "./boxes-format";
import { LocaleSchema, MAX_ID } from "./common";
import { giftFieldError, type GiftFormField } from "../gift-form";
import { GIFTCARD_MAX_CENTS, GIFTCARD_MIN_CENTS } from "../gift";

const int = (min: number, max: number, what: string) =>
  v.pipe(v.number(`${what} must be a number`), v.integer(`${what} must be an integer`), v.minValue(min, `${what} must be >= ${min}`), v.maxValue(max, `${what} must be <= ${max}`));

/** Query of the two GET gift calls. */
export const GiftQuerySchema = v.object({ locale: LocaleSchema });

/** Path id of the single voucher call: a package id, optionally followed by its slug. */
export const GiftPackageIdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}(-[a-z0-9-]*)?$/, "id must be a package id"),
  v.transform((s) => Number.parseInt(s, 10)),
  v.number(),
  v.minValue(1, "id must be >= 1"),
  v.maxValue(MAX_ID, "id is too large"),
);

const SleeveSchema = v.object({ id: v.number(), name: v.string(), imageUrl: v.string(), recommendedByWed: v.boolean(), price: v.number(), categoryId: v.number() });
const SleeveCategorySchema = v.object({ id: v.number(), description: v.string(), names: v.record(v.string(), v.string()), singleSelection: v.boolean() });
const ShippingCostsSchema = v.object({ amount: v.number(), internationalShippingFeesPerCountry: v.record(v.string(), v.number()) });
export type GiftSleeve = v.InferOutput<typeof SleeveSchema>;

/**
 * GET {frontGateway}/sub-elements/available-custom-sub-elements?locale (spec 001 §7 "locale |
 * only for physical format"; §4 "physical fetches custom sleeve options"): the sleeves (cents,
 * category 2's standard one at 0 first) and their categories; the same list as the gift answers'.
 */
export const CustomSubElementsQuerySchema = v.object({ locale: LocaleSchema });
export const CustomSubElementsResponseSchema = v.object({ subElements: v.array(SleeveSchema), categories: v.array(SleeveCategorySchema) });
export type CustomSubElementsResponse = v.InferOutput<typeof CustomSubElementsResponseSchema>;

/** What both gift answers share: the physical format's costs and sleeves. */
const PhysicalSchema = {
  /** The market's country: delivery there pays no international fee. */
  country: v.string(),
  /** Null: no shipping cost for the market, the physical format is unavailable (spec 001 §4). */
  shippingCosts: v.nullable(ShippingCostsSchema),
  subElements: v.array(SleeveSchema),
  categories: v.array(SleeveCategorySchema),
};

export const SingleVoucherGiftSchema = v.object({
  packageId: v.number(),
  label: v.string(),
  uri: v.string(),
  imageUrl: v.nullable(v.string()),
  hotel: v.object({ id: v.number(), label: v.string(), stars: v.number(), location: v.string() }),
  isGiftable: v.boolean(),
  giftNights: v.nullable(v.number()),
  priceList: v.array(v.object({ nights: v.number(), sellPrice: v.number(), refPrice: v.number(), sellPrices: v.tuple([v.number(), v.number(), v.number()]), upsellAvailabilityPrice: v.number() })),
  /** Price (2 adults, the package's own nights) of each check-in day of the next 6 months; null: not available. */
  days: v.array(v.object({ day: v.string(), price: v.nullable(v.number()) })),
  validityMonths: v.number(),
  ...PhysicalSchema,
});
export type SingleVoucherGift = v.InferOutput<typeof SingleVoucherGiftSchema>;

export const GiftcardOptionsSchema = v.object({
  amounts: v.array(v.object({ amount: v.number(), popular: v.boolean() })),
  minAmount: v.number(),
  maxAmount: v.number(),
  validityMonths: v.number(),
  ...PhysicalSchema,
});
export type GiftcardOptions = v.InferOutput<typeof GiftcardOptionsSchema>;

const formText = (field: GiftFormField) =>
  v.optional(v.pipe(v.string(`${field} must be a string`), v.maxLength(1000, `${field} is too long`)), "");

/** Body of POST gift-carts.json. */
export const GiftCartCreateBodySchema = v.pipe(
  v.object({
    locale: LocaleSchema,
    product: v.picklist(["SINGLEVOUCHER", "GIFTCARD", "ACTIVITY"], "product must be SINGLEVOUCHER, GIFTCARD or ACTIVITY"),
    packageId: v.optional(int(1, MAX_ID, "packageId")),
    /** ACTIVITY (spec 001 §4 Activity purchase, decision 061): the people the activity is offered for. */
    adults: v.optional(int(1, 20, "adults")),
    nights: v.optional(int(1, 7, "nights")),
    bucket: v.optional(v.picklist([1, 2, 3], "bucket must be 1, 2 or 3"), 1),
    upsell: v.optional(v.boolean("upsell must be a boolean"), false),
    amount: v.optional(int(GIFTCARD_MIN_CENTS, GIFTCARD_MAX_CENTS, "amount")),
    giftFormat: v.picklist(GIFT_FORMATS, "giftFormat must be digital or physical"),
    sleeveId: v.optional(int(0, MAX_ID, "sleeveId"), 0),
    deliveryCountry: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "deliveryCountry must be a country code"))),
    fromName: formText("fromName"),
    toName: formText("toName"),
    message: formText("message"),
    /** The total the shopper saw, cents. */
    expectedTotal: int(0, 100_000_000, "expectedTotal"),
  }),
  v.forward(v.check((b) => b.product !== "SINGLEVOUCHER" || (b.packageId !== undefined && b.nights !== undefined), "a single voucher needs packageId and nights"), ["packageId"]),
  v.forward(v.check((b) => b.product !== "ACTIVITY" || (b.packageId !== undefined && b.adults !== undefined), "an activity gift needs packageId and adults"), ["packageId"]),
  v.forward(v.check((b) => b.product !== "GIFTCARD" || (b.amount !== undefined && b.amount % 100 === 0), "a gift card needs an amount in whole euros"), ["amount"]),
  v.forward(v.check((b) => giftFieldError("fromName", b.fromName, b.giftFormat === "physical") === null, (i) => giftFormIssue("fromName", i.input.fromName, i.input.giftFormat === "physical")), ["fromName"]),
  v.forward(v.check((b) => giftFieldError("toName", b.toName, false) === null, (i) => giftFormIssue("toName", i.input.toName, false)), ["toName"]),
  v.forward(v.check((b) => giftFieldError("message", b.message, false) === null, (i) => giftFormIssue("message", i.input.message, false)), ["message"]),
);
export type GiftCartCreateBody = v.InferInput<typeof GiftCartCreateBodySchema>;

/** The spec's English message of a gift form error (spec 001 §5). */
function giftFormIssue(field: GiftFormField, value: string, mandatory: boolean): string {
  const e = giftFieldError(field, value, mandatory);
  if (!e) return "invalid";
  return e.code === "mandatory" ? "Mandatory field" : e.code === "textOnly" ? "Only text is expected" : `The field is limited to ${e.max} characters`;
}

/** Path id of GET gift-carts/{id}.json. */
export const GiftCartIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, "cart id must be 32 hexadecimal digits"));

export const GiftCartSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  status: v.picklist(["pending_payment"]),
  /** ACTIVITY: an activity-only package offered for `gift.adults` people (decision 061). */
  product: v.picklist(["SINGLEVOUCHER", "GIFTCARD", "ACTIVITY"]),
  label: v.string(),
  uri: v.nullable(v.string()),
  imageUrl: v.nullable(v.string()),
  hotel: v.nullable(v.object({ id: v.number(), label: v.string(), stars: v.number(), location: v.string() })),
  gift: v.object({
    nights: v.nullable(v.number()),
    adults: v.nullable(v.number()),
    bucket: v.nullable(v.number()),
    upsell: v.boolean(),
    giftFormat: v.picklist(GIFT_FORMATS),
    sleeve: v.nullable(v.object({ id: v.number(), name: v.string(), price: v.number() })),
    deliveryCountry: v.nullable(v.string()),
    deliveryDays: v.nullable(v.object({ min: v.number(), max: v.number() })),
    fromName: v.string(),
    toName: v.string(),
    message: v.string(),
    validityMonths: v.number(),
  }),
  priceInfo: v.object({ sellPrice: v.number(), refPrice: v.number(), upsellAvailabilityPrice: v.number(), subElementsPrice: v.number(), totalPrice: v.number() }),
  breakdown: v.object({
    insurance: v.number(),
    extras: v.number(),
    shippingCost: v.object({ amount: v.number(), internationalFee: v.number() }),
    reductionAmount: v.number(),
    giftcards: v.array(v.object({ serialNumber: v.string(), usedAmount: v.number() })),
    remainingAmountToPay: v.number(),
  }),
  payment: v.object({ provider: v.nullable(v.string()), takesMoney: v.boolean() }),
});
export type GiftCart = v.InferOutput<typeof GiftCartSchema>;

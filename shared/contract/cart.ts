/**
 * The checkout hand-off (spec 001 §4 "Then an add-to-cart event fires and checkout starts", §3
 * Booking price breakdown, §7): the catalog creates a cart holding the reservation criteria and
 * the price the shopper agreed to, and answers it back for the booking and payment steps.
 *
 * POST {api}/carts.json, body CartCreateBodySchema: package, dates (checkin + nights) and party,
 * plus `expectedSellPrice`, the cents the shopper saw. The catalog quotes again in real time:
 * not bookable → 400 'The offer is not bookable with these criterias'; a price other than
 * `expectedSellPrice` → 409 `{ error, code: 'PRICE_CHANGED' }` (the shop shows the price-update
 * modal first, so this only happens when the price moves again in between). Unknown package → 404.
 *
 * GET {api}/carts/{id}.json: the cart (404 unknown id, 400 malformed id).
 *
 * Amounts in cents. `payment` says who takes the money: the embedded catalog takes none
 * (provider null) unless the PAYMENT_PROVIDER setting names one.
 */
import * as v from "valibot";
import { ActivitySelectionListSchema } from "../activity-selection";
import { CancellationOfferSchema } from "./cancellation-offers";
import { AutoDiscountLineSchema, CancellationPolicySchema, DateSchema, LocaleSchema, MinisiteSlugSchema } from "./common";
import { LocalTaxSchema } from "./weekend-quote-realtime";

const int = (min: number, max: number, what: string) =>
  v.pipe(v.number(`${what} must be a number`), v.integer(`${what} must be an integer`), v.minValue(min, `${what} must be >= ${min}`), v.maxValue(max, `${what} must be <= ${max}`));

/** Body of POST carts.json. */
export const CartCreateBodySchema = v.object({
  locale: LocaleSchema,
  packageId: int(1, 2_147_483_647, "packageId"),
  /** A stay's check-in (required for a stay: 400 without); an activity is bought without a date (decision 061), any given is ignored. */
  checkin: v.optional(DateSchema),
  nights: int(0, 20, "nights"),
  adult: int(1, 20, "adult"),
  child: v.optional(int(0, 10, "child"), 0),
  baby: v.optional(int(0, 10, "baby"), 0),
  /** The sell price the shopper agreed to, cents. */
  expectedSellPrice: int(0, 100_000_000, "expectedSellPrice"),
  /** A partner's customer (decision 048): the package must be in its minisite's selection, else 404. */
  minisite: v.optional(MinisiteSlugSchema),
  /**
   * The cancellation offer chosen for the stay (GET /product/{id}/cancellation-offers.json,
   * decision 053): an insurance adds its premium to the breakdown's `insurance`; one not offered
   * for this stay (unknown, gifting, cover already ended) → 400.
   */
  cancellationOfferId: v.optional(int(1, 1_000_000, "cancellationOfferId")),
  /** The auto discount the shopper was shown (issue 25 item 4): the package's own code gives the breakdown's reduction. */
  autoDiscountCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,20}$/, "autoDiscountCode must be 1-20 capitals or digits"))),
  /**
   * The activities' chosen days (spec 001 §5; shared/activity-selection.ts), kept with the cart and
   * shown on its activity lines: an activity not the stay's, given twice or on a day outside the stay → 400.
   */
  activitySelectionList: v.optional(ActivitySelectionListSchema),
});
export type CartCreateBody = v.InferOutput<typeof CartCreateBodySchema>;

/** Path parameter of GET carts/{id}.json: the id the catalog gave (32 hex digits). */
export const CartIdParamSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, "cart id must be 32 hexadecimal digits"));

/** A cart (spec 001 §3 Booking price breakdown). */
export const CartSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  /** "confirmed": a gift recipient's booking confirmed with the code (migration 0018, decision 054). */
  status: v.picklist(["pending_payment", "confirmed"]),
  packageId: v.number(),
  /** What was bought: a hotel stay, or an activity-only package (0 nights, a voucher without a date, no tourist tax). */
  type: v.picklist(["STAY", "ACTIVITY"]),
  label: v.string(),
  /** The product page: `/stay/{id}-{slug}` or `/activity/{id}-{slug}`. */
  uri: v.string(),
  imageUrl: v.nullable(v.string()),
  /** `location` is the city's name; `destination` the city (GeoNames id, degrees) a booking modification searches around (spec 000 §2 MODIFICATION). */
  hotel: v.object({ id: v.number(), label: v.string(), stars: v.number(), location: v.string(), destination: v.object({ id: v.number(), latitude: v.number(), longitude: v.number() }) }),
  /** `checkin` / `checkout` null: an activity, bought without a date (the day is chosen later; decision 061). */
  reservationCriteria: v.object({ checkin: v.nullable(v.string()), checkout: v.nullable(v.string()), nights: v.number(), adult: v.number(), child: v.number(), baby: v.number() }),
  priceInfo: v.object({ sellPrice: v.number(), refPrice: v.number(), promoPercentageRounded: v.number(), moneySaved: v.number() }),
  localTax: LocalTaxSchema,
  /** What the stay includes; an activity line carries its id and the day the shopper chose for it (null: not chosen). */
  programLineList: v.array(v.object({ title: v.string(), type: v.string(), activityId: v.optional(v.number()), date: v.optional(v.nullable(v.string())) })),
  cancellationPolicy: CancellationPolicySchema,
  /** The cancellation offer chosen with the stay (decision 053), or null; its premium is `breakdown.insurance`. */
  cancellationOfferId: v.optional(v.nullable(v.number())),
  /**
   * That offer as bought (decision 059): its conditions (type, deadline, message in the request's
   * language) for the booking step, its premium the stored `breakdown.insurance`. Null without one.
   */
  cancellationOffer: v.optional(v.nullable(CancellationOfferSchema), null),
  /** Spec 001 §3 Booking price breakdown. */
  breakdown: v.object({
    insurance: v.number(),
    extras: v.number(),
    shippingCost: v.object({ amount: v.number(), internationalFee: v.number() }),
    reductionAmount: v.number(),
    giftcards: v.array(v.object({ serialNumber: v.string(), usedAmount: v.number() })),
    /** What is left to pay now: sell price + insurance + extras + shipping − reduction − gift cards. */
    remainingAmountToPay: v.number(),
  }),
  payment: v.object({ provider: v.nullable(v.string()), takesMoney: v.boolean() }),
  /** The auto discount applied (issue 25 item 4): its cents are `breakdown.reductionAmount`. Null without one. */
  autoDiscount: v.optional(v.nullable(AutoDiscountLineSchema), null),
  /**
   * A stay a gift recipient booked with their code (docs/decisions/047): the part of the sell price
   * the gift pays and the supplement left (cents); the gift also appears in `breakdown.giftcards`.
   * Null (or absent from an older upstream) for an ordinary cart.
   */
  gift: v.optional(v.nullable(v.object({ usedAmount: v.number(), supplement: v.number() })), null),
});
export type Cart = v.InferOutput<typeof CartSchema>;

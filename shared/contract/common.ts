/**
 * Building blocks shared by every upstream contract schema (spec 000 §3, §7; spec 001 §3, §7).
 *
 * Conventions of the contract: JSON over HTTP; money is integer cents; dates are 'YYYY-MM-DD'
 * calendar dates; distances are km; `locale` is a point of sale such as fr_BE. GET endpoints take
 * their input from the query string, so their schemas read strings (see `queryInt`, `queryList`)
 * and each GET contract file also exports a `to…Query` helper that writes the same query from a
 * typed object. This module is pure: it imports only valibot.
 */
import * as v from "valibot";
import { isCalendarDate } from "../dates";

/** Points of sale accepted as `locale` (spec 000 §1). */
export const CONTRACT_LOCALES = ["es_ES", "fr_FR", "fr_BE", "nl_BE", "nl_NL", "it_IT"] as const;
export type ContractLocale = (typeof CONTRACT_LOCALES)[number];

/** `locale` parameter of every call. */
export const LocaleSchema = v.picklist(CONTRACT_LOCALES, "locale must be one of es_ES, fr_FR, fr_BE, nl_BE, nl_NL, it_IT");

/** Largest id accepted anywhere (ids are positive 31-bit integers). */
export const MAX_ID = 2_147_483_647;

/** A calendar date 'YYYY-MM-DD' (checked for existence: 2026-02-30 is refused). */
export const DateSchema = v.pipe(
  v.string("date must be a string"),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, "date must look like YYYY-MM-DD"),
  v.check(isCalendarDate, "date does not exist"),
);

/** A calendar month 'YYYY-MM'. */
export const MonthSchema = v.pipe(
  v.string("month must be a string"),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must look like YYYY-MM"),
);

/** An integer within [min, max] (JSON bodies). */
export const intRange = (min: number, max: number) =>
  v.pipe(
    v.number("must be a number"),
    v.integer("must be an integer"),
    v.minValue(min, `must be >= ${min}`),
    v.maxValue(max, `must be <= ${max}`),
  );

/** A finite number within [min, max] (JSON bodies). */
export const numRange = (min: number, max: number) =>
  v.pipe(v.number("must be a number"), v.finite("must be finite"), v.minValue(min, `must be >= ${min}`), v.maxValue(max, `must be <= ${max}`));

/** A positive entity id (JSON bodies). */
export const IdSchema = intRange(1, MAX_ID);

/** A short machine key such as 'pool' or 'seaside'. */
export const KeySchema = v.pipe(v.string("must be a string"), v.regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/, "must be a short key"));

/**
 * A partner minisite as the search and product calls name it (spec 001 §7 `minisite`, §3 Partner
 * minisite `minisiteUrl`): its lowercase slug, at most 60 characters (decision 048).
 */
export const MinisiteSlugSchema = v.pipe(v.string("minisite must be a string"), v.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "minisite must be a lowercase slug"));

/** A list of at most `max` items. */
export const listOf = <T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(v.array(item, "must be an array"), v.maxLength(max, `at most ${max} items`));

// ---------------------------------------------------------------------------------------------
// Query-string readers (GET endpoints). Each takes the raw string and yields a typed value.

/** Integer query parameter within [min, max], e.g. "12". */
export const queryInt = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^-?\d{1,10}$/, "must be an integer"),
    v.transform(Number),
    v.minValue(min, `must be >= ${min}`),
    v.maxValue(max, `must be <= ${max}`),
  );

/**
 * A number as a query string writes it: what `String(n)` gives for any finite number (JavaScript
 * writes 1e-8 and 2.5e+21 in exponent form), plus a leading dot. At most 32 characters. The value
 * is then checked by the same number schema as in a JSON body, so a query and a body agree on
 * what they accept (issue 13 item 23: distanceMin=1e-8 was refused by facets, accepted by offers).
 */
export const queryNumber = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(32, "must be a decimal number"),
  v.regex(/^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d{1,3})?$/i, "must be a decimal number"),
  v.transform(Number),
);

/** Decimal query parameter within [min, max], e.g. "48.85" or "1e-8": numRange(min, max) over queryNumber. */
export const queryNum = (min: number, max: number) => v.pipe(queryNumber, numRange(min, max));

/** Distances of the search (km from the centre, spec 000 §3): the bounds of both offers and facets. */
export const DISTANCE_KM = { min: 0, max: 300 } as const;
/** A distance in km, JSON bodies (offers.json minDistance/maxDistance). */
export const DistanceKmSchema = numRange(DISTANCE_KM.min, DISTANCE_KM.max);
/** A distance in km, query strings (facets.json distanceMin/distanceMax): the same rule as DistanceKmSchema. */
export const queryDistanceKm = v.pipe(queryNumber, DistanceKmSchema);


/** Boolean query parameter: "true"/"1" or "false"/"0". */
export const queryBool = v.pipe(
  v.picklist(["true", "false", "1", "0"], "must be true or false"),
  v.transform((s) => s === "true" || s === "1"),
);

/** Comma-separated list query parameter ("" → []); each part is checked by `item`. */
export const queryList = <T extends v.GenericSchema<string, unknown>>(item: T, max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(2000, "list too long"),
    v.transform((s) => s.split(",").map((x) => x.trim()).filter((x) => x.length > 0)),
    v.array(item),
    v.maxLength(max, `at most ${max} items`),
  );

/** Id query parameter. */
export const queryId = queryInt(1, MAX_ID);

/** The party of a GET query (spec 000 §3 paxComposition): adult 1..20 (default 2), child and baby 0..10 (default 0). Entries to spread into a query object. */
export const PARTY_QUERY_ENTRIES = {
  adult: v.optional(queryInt(1, 20), "2"),
  child: v.optional(queryInt(0, 10), "0"),
  baby: v.optional(queryInt(0, 10), "0"),
};

/**
 * The query of a months calendar (hotel availabilities and the redeem calendar, spec 001 §3
 * Availability day, §7; search availabilities, spec 000 §3): locale, `month` 'YYYY-MM' (default
 * the current one), `length` in months (1..`maxLength`, default `defaultLength`) and the party.
 * Entries to spread into a query object.
 */
export const monthsQueryEntries = (defaultLength: number, maxLength: number) => ({
  locale: LocaleSchema,
  month: v.optional(MonthSchema),
  length: v.optional(queryInt(1, maxLength), String(defaultLength)),
  ...PARTY_QUERY_ENTRIES,
});

// ---------------------------------------------------------------------------------------------
// Errors

/** Body of every 4xx/5xx answer: a readable message plus, for 400s, the failing fields. */
export const ErrorResponseSchema = v.object({
  error: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Shared response pieces (spec 000 §3 Product card; spec 001 §3 Cancellation policy, Price)

/** Price types (spec 000 §3, spec 001 §3). */
export const PRICE_TYPES = ["from", "final", "beneficiary", "gift"] as const;
/** A price type. */
export const PriceTypeSchema = v.picklist(PRICE_TYPES);

/** Card item categories (spec 000 §3). */
export const ITEM_CATEGORIES = ["weekend", "single_voucher", "activity"] as const;
/** A card item category. */
export const ItemCategorySchema = v.picklist(ITEM_CATEGORIES);

/** Review summary: count and /10 average (null when the hotel has no reviews: "New"). */
export const ReviewSummarySchema = v.object({ count: v.number(), average: v.nullable(v.number()) });

/**
 * A check-in day of a calendar answer: the day 'YYYY-MM-DD' and `minLos`, the fewest nights a stay
 * starting that day may have. Entries spread into every calendar day of the contract: hotel and
 * search availabilities (spec 001 §3 Availability day; spec 000 §3 Availability per date) and the
 * redeem calendar's packageCheckinPrices entries (spec 001 §7).
 */
export const CHECKIN_DAY_ENTRIES = { day: DateSchema, minLos: v.number() };

/**
 * A priced check-in day (hotel and search availabilities): `amount` in cents for the whole stay
 * and the whole party, `price` the same as a decimal string ('129.00'), `minLos` / `maxLos` in
 * nights.
 */
export const DayPriceSchema = v.object({ ...CHECKIN_DAY_ENTRIES, amount: v.number(), price: v.string(), maxLos: v.number() });
export type DayPrice = v.InferOutput<typeof DayPriceSchema>;

/** Cancellation policy (spec 001 §3): type 'NCNR' (non cancellable, non refundable) or 'FLEXIBLE'. */
export const CancellationPolicySchema = v.object({
  type: v.picklist(["NCNR", "FLEXIBLE"]),
  cancellable: v.boolean(),
  message: v.string(),
  /** Last day a free modification/cancellation is possible ('YYYY-MM-DD'); null without dates. */
  cancellationDeadline: v.nullable(v.string()),
  cancellableUntil: v.nullable(v.string()),
});
export type CancellationPolicy = v.InferOutput<typeof CancellationPolicySchema>;

/** Hotel as shown on a card (spec 000 §3 Product card `hotel`). */
export const CardHotelSchema = v.object({
  id: v.number(),
  /** The hotel's own page (spec 001 §2 Hotel page), /hotel/{id}-{slug} in the embedded catalog. */
  uri: v.string(),
  label: v.string(),
  stars: v.number(),
  location: v.object({ label: v.string(), latitude: v.number(), longitude: v.number() }),
  review: ReviewSummarySchema,
});
export type CardHotel = v.InferOutput<typeof CardHotelSchema>;

/** Auto discount (spec 001 §3): a code and an extra percent. */
export const AutoDiscountSchema = v.object({ code: v.string(), value: v.number() });
/** An auto discount applied to a stay (issue 25 item 4): code, percent and the cents it takes off. */
export const AutoDiscountLineSchema = v.object({ code: v.string(), value: v.number(), reductionAmount: v.number() });

/**
 * Product card (spec 000 §3). Prices are cents for the whole party and stay; `promo` is an integer
 * percent; `distance` is km from the search centre (null without one); `availableRooms` is set
 * only when the search has a check-in date (null otherwise).
 */
export const ProductCardSchema = v.object({
  id: v.number(),
  label: v.string(),
  hotel: CardHotelSchema,
  imageUrl: v.string(),
  images: v.array(v.string()),
  sellPrice: v.number(),
  refPrice: v.number(),
  promo: v.number(),
  priceType: PriceTypeSchema,
  availableRooms: v.nullable(v.number()),
  checkin: v.nullable(v.string()),
  lastMinute: v.boolean(),
  expiration: v.nullable(v.string()),
  marketingLabels: v.array(v.string()),
  cancellationPolicy: CancellationPolicySchema,
  channelManagerId: v.nullable(v.string()),
  headwords: v.array(v.string()),
  autoDiscount: v.nullable(AutoDiscountSchema),
  participants: v.number(),
  nights: v.number(),
  distance: v.nullable(v.number()),
  targetedLabel: v.nullable(v.string()),
  itemCategory: ItemCategorySchema,
  hasMoreOffers: v.boolean(),
  themeId: v.number(),
  uri: v.string(),
});
export type ProductCard = v.InferOutput<typeof ProductCardSchema>;

/** One destination suggestion (spec 000 §3 Destination suggestion / entry). */
export const DestinationSuggestionSchema = v.object({
  id: v.number(),
  /** Localised label with context, e.g. 'Bruges, Flandre-Occidentale'. */
  label: v.string(),
  /** Bare localised name, e.g. 'Bruges'. */
  name: v.string(),
  category: v.picklist(["city", "department", "region", "country", "touristicregion", "skiresort", "searesort", "hotel", "poi"]),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  postalcode: v.nullable(v.string()),
  /** Destination country: 'ES' | 'FR' | 'BE'. */
  pos: v.nullable(v.string()),
  /** Bookable hotels at or around the place (cities, areas); null for hotels. */
  numberOfOffers: v.nullable(v.number()),
});
export type DestinationSuggestion = v.InferOutput<typeof DestinationSuggestionSchema>;

/** Sort orders of the offers search (spec 000 §5). */
export const SORTS = ["priceQuality", "priceAsc", "popularity", "promo", "distance", "svPriceAsc", "svPriceDesc"] as const;
/** `orderBy` of the search. */
export const SortSchema = v.picklist(SORTS, "orderBy must be one of priceQuality, priceAsc, popularity, promo, distance, svPriceAsc, svPriceDesc");
export type ContractSort = (typeof SORTS)[number];

/** Flows (spec 000 §1). */
export const FlowSchema = v.picklist(["booking", "gifting", "activity", "hotel"], "flow must be booking, gifting, activity or hotel");

/** Turns a valibot failure into the contract's issue list ({ path: 'a.b.0', message }). */
export function toIssues(issues: readonly v.BaseIssue<unknown>[]): { path: string; message: string }[] {
  return issues.slice(0, 20).map((issue) => ({
    path: (issue.path ?? []).map((p) => String((p as { key?: unknown }).key)).join(".") || "(root)",
    message: issue.message,
  }));
}

/** Writes a typed object as a query string, skipping undefined/null; arrays are comma-joined. */
export function toSearchParams(input: Record<string, unknown>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, val] of Object.entries(input)) {
    if (val === undefined || val === null) continue;
    if (Array.isArray(val)) {
      if (val.length) p.set(k, val.join(","));
    } else p.set(k, String(val));
  }
  return p;
}

/**
 * The location keys of a search in a query string (spec 000 §3 location fields; the flattened
 * keys of facets.json and search/availabilities.json): one id per kind, or lat + lng with the
 * distance bounds in km. Spread into a query schema; one rule for every endpoint that takes them.
 */
export const LOCATION_QUERY_ENTRIES = {
  city: v.optional(queryId),
  poi: v.optional(queryId),
  department: v.optional(queryId),
  region: v.optional(queryId),
  country: v.optional(queryId),
  touristicregion: v.optional(queryId),
  searesort: v.optional(queryId),
  skiresort: v.optional(queryId),
  lat: v.optional(queryNum(-90, 90)),
  lng: v.optional(queryNum(-180, 180)),
  distanceMin: v.optional(queryDistanceKm),
  distanceMax: v.optional(queryDistanceKm),
};

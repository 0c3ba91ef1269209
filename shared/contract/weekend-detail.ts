/**
 * GET {api}/weekend/{id}/detail.json: stay product detail (spec 001 §2 "Stay product page", §3
 * Hotel, Price display, Program activity, Local tax, Review summary; §7 weekend detail).
 *
 * Path: id is a package id (digits only; anything else → 400; unknown → 404).
 * Query: locale, optional checkin ('YYYY-MM-DD') and night, party (adult 1..20 default 2,
 * child 0..10, baby 0..10). With a check-in the price is the rate plan's final price for the party
 * (priceType 'final', availableRooms set); without, the package's from price scaled to the party.
 * Money in cents.
 */
import * as v from "valibot";
import {
  AutoDiscountSchema,
  CancellationPolicySchema,
  DateSchema,
  ItemCategorySchema,
  LocaleSchema,
  PriceTypeSchema,
  ProductCardSchema,
  ReviewSummarySchema,
  queryBool,
  queryInt,
  toSearchParams,
  PARTY_QUERY_ENTRIES,
  MinisiteSlugSchema,
} from "./common";

/** Path parameter: a package id. */
export const PackageIdParamSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, "id must be a positive integer"),
  v.transform(Number),
  v.minValue(1, "id must be a positive integer"),
  v.maxValue(2_147_483_647, "id is too large"),
);

/** Query of GET weekend/{id}/detail.json. */
export const WeekendDetailQuerySchema = v.object({
  locale: LocaleSchema,
  checkin: v.optional(DateSchema),
  night: v.optional(queryInt(1, 20)),
  ...PARTY_QUERY_ENTRIES,
  /** 'gifting' prices the stay as a single voucher (priceType 'gift'). */
  flow: v.optional(v.picklist(["booking", "gifting"], "flow must be booking or gifting"), "booking"),
  client: v.optional(v.pipe(v.string(), v.maxLength(20))),
  /** A partner minisite's slug (decision 048): the package must be in its selection, else 404. */
  minisite: v.optional(MinisiteSlugSchema),
  fetchPageModel: v.optional(queryBool),
});
export type WeekendDetailQuery = v.InferOutput<typeof WeekendDetailQuerySchema>;

/** Writes the query string of a detail call. */
export function toWeekendDetailQuery(query: Partial<WeekendDetailQuery> & { locale: WeekendDetailQuery["locale"] }): URLSearchParams {
  return toSearchParams(query as Record<string, unknown>);
}

/** Price block (spec 001 §3 Price display). Cents; promo integer percent. */
export const DetailPriceSchema = v.object({
  sellPrice: v.number(),
  refPrice: v.number(),
  promo: v.number(),
  moneySaved: v.number(),
  priceType: PriceTypeSchema,
  extraDiscount: v.number(),
  nights: v.number(),
  paxCount: v.number(),
  /** Rooms left on the chosen check-in (null without check-in). */
  availableRooms: v.nullable(v.number()),
  /** Whether the chosen check-in/nights can be booked (null without check-in). */
  available: v.nullable(v.boolean()),
});

/** One line of the stay program (spec 001 §3 Product details groups). */
export const ProgramLineSchema = v.object({
  title: v.string(),
  detailList: v.array(v.string()),
  type: v.picklist(["room", "breakfast", "dinner", "activity", "extra"]),
});

/** An included activity (spec 001 §3 Program activity); duration in minutes. */
export const ProgramActivitySchema = v.object({
  activityId: v.number(),
  title: v.string(),
  /** Minutes; null when open-ended. */
  duration: v.nullable(v.number()),
  group: v.string(),
  themeId: v.nullable(v.number()),
  imageUrl: v.string(),
  where: v.string(),
  type: v.literal("activity"),
  displayPax: v.number(),
  /** Why the shopper will like it (spec 001 §3 whyList). */
  whyList: v.optional(v.array(v.string()), []),
  /** What to know before going (mustKnowList). */
  mustKnowList: v.optional(v.array(v.string()), []),
  /** Time slots, 'HH:MM' local time of the hotel. */
  schedules: v.optional(v.array(v.object({ from: v.string(), to: v.string() })), []),
  /** How it is booked or served; null when nothing is said. */
  how: v.optional(v.nullable(v.string()), null),
  /** A dinner's courses; null for any other activity (spec 001 §3 "menu (dinner)"). */
  menu: v.optional(v.nullable(v.array(v.string())), null),
});

/** Review criteria (spec 001 §3 Review summary). */
export const REVIEW_CRITERIA = ["welcoming", "comfort", "cleanliness", "food", "localization", "priceQualityRatio"] as const;

/** A hotel's score per review criterion, /10 (null when no review rates it). */
export const ReviewDetailsSchema = v.array(v.object({ label: v.picklist(REVIEW_CRITERIA), score: v.nullable(v.number()) }));

/** A hotel's address and position (spec 001 §3 Hotel location; degrees). */
export const HotelLocationSchema = v.object({
  address: v.string(),
  city: v.string(),
  postcode: v.nullable(v.string()),
  region: v.nullable(v.string()),
  label: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});

/**
 * What a hotel tells every guest, the same on the stay page's hotel block and the hotel page
 * (spec 001 §3 Hotel): check-in and check-out hours, the pets policy, the local tax, things to
 * know, the breadcrumb from home to the hotel, and whether the hotel is active. Entries to spread.
 */
export const HOTEL_RULES_ENTRIES = {
  checkInOut: v.object({ checkin: v.string(), checkout: v.string() }),
  /** Pets: petsPrice cents a night, petsMaxWeight kg (null: no limit), petsMaxNumberOfPets default 1 (spec 001 §3). */
  policy: v.object({ petsAllowed: v.boolean(), petsPrice: v.nullable(v.number()), petsMaxWeight: v.nullable(v.number()), petsMaxNumberOfPets: v.number() }),
  /** Per person per night, cents, paid at the hotel (spec 001 §3 Local tax). */
  localTax: v.object({
    amount: v.number(),
    currency: v.literal("EUR"),
    toBePaidAtHotel: v.literal(true),
    type: v.picklist(["PER_PERSON_PER_NIGHT", "BOOKING_PERCENTAGE"]),
    percentage: v.nullable(v.number()),
  }),
  /** Things to know (spec 001 §3 Hotel importantInfos): sentences, in the query's language; the pets policy is `policy`. */
  importantInfos: v.array(v.string()),
  breadcrumb: v.array(v.object({ label: v.string(), url: v.string() })),
  active: v.boolean(),
};

/** The hotel block of the detail (spec 001 §3 Hotel). */
export const DetailHotelSchema = v.object({
  id: v.number(),
  label: v.string(),
  stars: v.number(),
  uri: v.string(),
  review: ReviewSummarySchema,
  reviewDetails: ReviewDetailsSchema,
  description: v.string(),
  images: v.array(v.string()),
  location: HotelLocationSchema,
  hotelType: v.string(),
  environment: v.string(),
  style: v.string(),
  facilities: v.array(v.object({ key: v.string(), label: v.string() })),
  /** Up to 6 facilities shown first (spec 001 §3 highlightedFacilities), among `facilities`. */
  highlightedFacilities: v.array(v.object({ key: v.string(), label: v.string() })),
  /** Eco facilities (keys 'eco_*'); the page shows an eco block from 8 of them (spec 001 §9). */
  ecoFacilities: v.array(v.object({ key: v.string(), label: v.string() })),
  ...HOTEL_RULES_ENTRIES,
});

/**
 * The room the stay is sold in (spec 001 §3 Room; §2 nav tab Room): size m², capacities in guests
 * (babies in a cot not counted), the room's highlighted facilities and things to know.
 */
export const StayRoomSchema = v.object({
  id: v.number(),
  label: v.string(),
  bedding: v.object({ key: v.string(), label: v.string() }),
  size: v.number(),
  capacity: v.number(),
  maxCapacity: v.number(),
  description: v.string(),
  highlightedFacilities: v.array(v.object({ key: v.string(), label: v.string() })),
  images: v.array(v.string()),
  importantInfos: v.array(v.string()),
});
export type StayRoom = v.InferOutput<typeof StayRoomSchema>;

/** Response of GET weekend/{id}/detail.json. */
export const WeekendDetailResponseSchema = v.object({
  id: v.number(),
  label: v.string(),
  itemCategory: ItemCategorySchema,
  nights: v.number(),
  theme: v.object({ id: v.number(), label: v.string(), slug: v.string() }),
  themes: v.array(v.object({ id: v.number(), label: v.string() })),
  images: v.array(v.string()),
  headwords: v.array(v.string()),
  programLine: v.array(ProgramLineSchema),
  activities: v.array(ProgramActivitySchema),
  price: DetailPriceSchema,
  /** The package's auto discount (spec 001 §3 Auto discount; the card's `autoDiscount`), null in gifting or without one. */
  autoDiscount: v.optional(v.nullable(AutoDiscountSchema), null),
  checkin: v.nullable(v.string()),
  paxCount: v.number(),
  /**
   * Gifting only (issue 25 item 3): the single voucher's price for each nights offered, cents, as
   * the gift setup and the gift cart price them (the gift drawer's choices); empty when the stay is
   * not giftable. `price` is the entry of the gift nights (`night`, else the stay's own nights).
   */
  giftPriceList: v.optional(v.array(v.object({ nights: v.number(), sellPrice: v.number(), refPrice: v.number() }))),
  hasSelectedDates: v.boolean(),
  cancellationPolicy: CancellationPolicySchema,
  lastMinute: v.boolean(),
  expiration: v.nullable(v.string()),
  marketingLabels: v.array(v.string()),
  /** The hotel's channel-manager connection, shown on non-production sites only (spec 001 §6); null without one. */
  channelManagerId: v.nullable(v.string()),
  hotel: DetailHotelSchema,
  /** The room the stay is sold in; null for an activity-only package or a hotel without rooms. */
  room: v.nullable(StayRoomSchema),
  /**
   * Other live offers of the same hotel (spec 001 §2 carousel). When the offer is not published
   * (expired) and its hotel sells nothing else: live offers of the nearest hotels instead.
   */
  otherPackages: v.array(ProductCardSchema),
  /** False for an unpublished or expired offer: the page shows the expired-offer screen (spec 001 §4, §8). */
  published: v.boolean(),
  uri: v.string(),
});
export type WeekendDetailResponse = v.InferOutput<typeof WeekendDetailResponseSchema>;

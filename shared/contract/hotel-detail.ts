/**
 * GET {api}/hotel/{id}/detail.json: the hotel page (spec 001 §2 "Hotel page"; §3 Hotel, Room,
 * Stay offer; §4 "Offer list: loading skeleton, rooms, or empty message"; §8 "Detail fetch error on
 * hotel page: defaults"; §9 nearby carousel, aggregate rating 0-10).
 *
 * Path: id is a hotel id (digits only; anything else → 400; unknown → 404). An inactive hotel
 * still answers (active false, no offers) so the page can say so with noindex.
 * Query: locale, optional checkin ('YYYY-MM-DD') with night (1..20: both or neither), party
 * (adult 1..20 default 2, child 0..10, baby 0..10). With dates, each room's offers are the stay
 * packages sold in that room that can be booked on those dates for the party, priced final;
 * without, their from prices scaled to the party. Money in cents, sizes m², distances km.
 */
import * as v from "valibot";
import { CancellationPolicySchema, DateSchema, LocaleSchema, MAX_ID, MinisiteSlugSchema, PARTY_QUERY_ENTRIES, PriceTypeSchema, queryInt, ReviewSummarySchema, toSearchParams } from "./common";
import { HOTEL_RULES_ENTRIES, HotelLocationSchema, ReviewDetailsSchema, StayRoomSchema } from "./weekend-detail";

/** Path parameter: a hotel id. */
export const HotelIdParamSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, "id must be a positive integer"),
  v.transform(Number),
  v.minValue(1, "id must be a positive integer"),
  v.maxValue(MAX_ID, "id is too large"),
);

/** Query of GET hotel/{id}/detail.json. */
export const HotelDetailQuerySchema = v.pipe(
  v.object({
    locale: LocaleSchema,
    checkin: v.optional(DateSchema),
    night: v.optional(queryInt(1, 20)),
    ...PARTY_QUERY_ENTRIES,
    client: v.optional(v.pipe(v.string(), v.maxLength(20))),
    /** A partner minisite's slug (decisions 048, 055): the hotel must sell a stay of its selection, else 404. */
    minisite: v.optional(MinisiteSlugSchema),
  }),
  v.check((q) => (q.checkin === undefined) === (q.night === undefined), "checkin and night go together"),
);
export type HotelDetailQuery = v.InferOutput<typeof HotelDetailQuerySchema>;

/** Writes the query string of a hotel detail call. */
export function toHotelDetailQuery(query: Partial<HotelDetailQuery> & { locale: HotelDetailQuery["locale"] }): URLSearchParams {
  return toSearchParams(query as Record<string, unknown>);
}

const KeyLabel = v.object({ key: v.string(), label: v.string() });

/** A stay offer of a room (spec 001 §3 Stay offer). Cents; promo an integer percent. */
export const HotelOfferSchema = v.object({
  id: v.number(),
  label: v.string(),
  nights: v.number(),
  price: v.object({
    sellPrice: v.number(),
    refPrice: v.number(),
    promoPercentageRounded: v.number(),
    nights: v.number(),
    priceType: PriceTypeSchema,
  }),
  checkin: v.nullable(v.string()),
  paxCount: v.number(),
  hasSelectedDates: v.boolean(),
  /** What the stay includes besides the room: breakfast, dinner, activities. */
  shortProgramIntroWithoutRoom: v.array(v.string()),
  cancellationPolicy: CancellationPolicySchema,
  /** Rooms left on the chosen check-in (null without dates). */
  availableRooms: v.nullable(v.number()),
  lastMinute: v.boolean(),
  /** The room the offer is sold in (Room.id). */
  room: v.number(),
  /** Stay product page path, /stay/{id}-{slug}. */
  uri: v.string(),
});
export type HotelOffer = v.InferOutput<typeof HotelOfferSchema>;

/**
 * A room (spec 001 §3 Room): the stay page's room (StayRoomSchema: size in m², capacities in
 * guests, bedding, facilities, images, things to know) with the hotel page's uuid, title, type,
 * details and offers.
 */
export const HotelRoomSchema = v.object({
  ...StayRoomSchema.entries,
  uuid: v.string(),
  title: v.string(),
  type: v.string(),
  detailsSection: v.object({ title: v.string(), details: v.array(v.string()) }),
  /** Cheapest first; empty when nothing can be sold in this room for the query (dates, party). */
  offers: v.array(HotelOfferSchema),
});
export type HotelRoom = v.InferOutput<typeof HotelRoomSchema>;

/** A nearby hotel of the carousel (spec 001 §2, §9 "nearby 3"). */
export const NearbyHotelSchema = v.object({
  id: v.number(),
  label: v.string(),
  stars: v.number(),
  uri: v.string(),
  imageUrl: v.string(),
  review: ReviewSummarySchema,
  location: v.object({ label: v.string() }),
  /** Straight-line distance from the page's hotel, km (one decimal). */
  distance: v.number(),
  /** From price of its cheapest live stay for 2 adults, cents; null when it sells nothing now. */
  fromPrice: v.nullable(v.object({ sellPrice: v.number(), refPrice: v.number(), nights: v.number() })),
});
export type NearbyHotel = v.InferOutput<typeof NearbyHotelSchema>;

/** Response of GET hotel/{id}/detail.json (spec 001 §3 Hotel). */
export const HotelDetailResponseSchema = v.object({
  id: v.number(),
  label: v.string(),
  stars: v.number(),
  /** Hotel page path, /hotel/{id}-{slug}. */
  uri: v.string(),
  /** Search results located on this hotel (/search/{slug}-h{id}). */
  searchUri: v.string(),
  review: ReviewSummarySchema,
  reviewDetails: ReviewDetailsSchema,
  description: v.string(),
  images: v.array(v.string()),
  location: HotelLocationSchema,
  hotelType: KeyLabel,
  facilities: v.array(KeyLabel),
  /** Up to 6 facilities shown first. */
  highlightedFacilities: v.array(KeyLabel),
  ecoFacilities: v.array(KeyLabel),
  ...HOTEL_RULES_ENTRIES,
  /** The query's dates and party, as the offers were priced. */
  checkin: v.nullable(v.string()),
  nights: v.nullable(v.number()),
  paxCount: v.number(),
  hasSelectedDates: v.boolean(),
  rooms: v.array(HotelRoomSchema),
  nearbyHotels: v.array(NearbyHotelSchema),
});
export type HotelDetailResponse = v.InferOutput<typeof HotelDetailResponseSchema>;

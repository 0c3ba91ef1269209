/**
 * Gift box calls of the upstream contract (spec 001 §3 Box, §4 gift format, §7 box calls):
 *
 *   GET {frontGateway}/boxes/search?locale                       → BoxesSearchResponse (only codes ending EBOX)
 *   GET {frontGateway}/boxes/{code}/product-detail?locale        → Box (404 unknown code, 400 malformed)
 *   GET {frontGateway}/boxes/{code}/offers?locale&page&limit     → BoxOffersResponse, pages of at most 8
 *   GET {frontGateway}/boxes/{code}/offers?locale&performMapSearch=true → every offer's id and lat/lng
 *                                                                 (the catalog adds sellPrice, label, uri)
 *
 * Money is integer cents; `page` is 0-based. A code is `{base}-{suffix}`: the suffix after the dash
 * says the format (EBOX digital, anything else physical: `boxFormatOf`). Pure: valibot only.
 */
import * as v from "valibot";
import { LocaleSchema, ProductCardSchema, queryBool, queryInt } from "./common";
import { BOX_OFFERS_PAGE_SIZE, GIFT_FORMATS } from "./boxes-format";

export { BOX_OFFERS_PAGE_SIZE, DIGITAL_BOX_SUFFIX, GIFT_FORMATS, boxFormatOf, toBoxOffersQuery, type GiftFormat } from "./boxes-format";

/** A box code in a path: letters and digits, a dash, a suffix ('WE12-EBOX'). */
export const BoxCodeSchema = v.pipe(
  v.string("box code must be a string"),
  v.regex(/^[A-Z0-9]{2,12}-[A-Z]{3,6}$/, "box code must look like XXXX-EBOX"),
);

/** Query of boxes/search and boxes/{code}/product-detail. */
export const BoxLocaleQuerySchema = v.object({ locale: LocaleSchema });
export type BoxLocaleQuery = v.InferOutput<typeof BoxLocaleQuerySchema>;

/** Query of boxes/{code}/offers: `page` 0-based (≤ 500), `limit` 1..8 (default 8). */
export const BoxOffersQuerySchema = v.object({
  locale: LocaleSchema,
  page: v.optional(queryInt(0, 500), "0"),
  limit: v.optional(queryInt(1, BOX_OFFERS_PAGE_SIZE), String(BOX_OFFERS_PAGE_SIZE)),
  performMapSearch: v.optional(queryBool, "false"),
});
export type BoxOffersQuery = v.InferOutput<typeof BoxOffersQuerySchema>;

/** Image of a box in the spec's three sizes (spec 001 §3 "images (sizes 120_80, 640_360, 960_540)"). */
export const BoxImageSchema = v.object({ "120_80": v.string(), "640_360": v.string(), "960_540": v.string() });
export type BoxImage = v.InferOutput<typeof BoxImageSchema>;

/** A box (spec 001 §3 Box). Cents. */
export const BoxSchema = v.object({
  code: v.string(),
  format: v.picklist(GIFT_FORMATS),
  title: v.string(),
  description: v.string(),
  /** What the box includes, newline separated. */
  includedContent: v.string(),
  /** Face value: offers priced up to it are redeemable with the box. */
  value: v.number(),
  referencePrice: v.number(),
  /** promo: floor((1 - sell/reference) * 100); the page shows it only above 5 (spec 001 §5). */
  price: v.object({ sellPrice: v.number(), referencePrice: v.number(), promo: v.number() }),
  searchCriteriaProperties: v.object({ nights: v.number(), maxPrice: v.number() }),
  images: v.array(BoxImageSchema),
  slug: v.string(),
  searchCriteria: v.object({ subthemas: v.array(v.number()) }),
  pageModel: v.literal("box"),
  /** Physical delivery cost (0 free); null for a digital box. */
  shippingCost: v.nullable(v.object({ amount: v.number() })),
  /** The same box in each format it is sold in (the path's fourth segment when the format changes). */
  formats: v.array(v.object({ format: v.picklist(GIFT_FORMATS), code: v.string() })),
});
export type Box = v.InferOutput<typeof BoxSchema>;

/** Answer of boxes/search. */
export const BoxesSearchResponseSchema = v.object({ boxes: v.array(BoxSchema) });
export type BoxesSearchResponse = v.InferOutput<typeof BoxesSearchResponseSchema>;

/**
 * A pin of the map search: an offer's id and hotel position (spec 001 §3 "Box offers: id, location
 * lat/lng"). The embedded catalog adds what the map's price pins and their card show (decision
 * 043): the offer's price (cents, 2 adults, as its card), title and stay page; optional, so an
 * upstream that answers only the spec's fields still passes (the map then draws plain pins).
 */
export const BoxMapOfferSchema = v.object({
  id: v.number(),
  location: v.object({ lat: v.number(), lng: v.number() }),
  sellPrice: v.optional(v.number()),
  label: v.optional(v.string()),
  uri: v.optional(v.string()),
});

/**
 * Answer of boxes/{code}/offers. `exactMatch`: the offers meet every criterion of the box (false
 * when none did and the answer holds the nearest ones: the box's themes at any price).
 * `offers` is one page of cards (empty past the last page); with performMapSearch, `offers` is
 * empty and `mapOffers` holds every offer's pin.
 */
export const BoxOffersResponseSchema = v.object({
  exactMatch: v.boolean(),
  searchDetails: v.object({ totalCount: v.number(), page: v.number(), limit: v.number() }),
  offers: v.array(ProductCardSchema),
  mapOffers: v.array(BoxMapOfferSchema),
});
export type BoxOffersResponse = v.InferOutput<typeof BoxOffersResponseSchema>;

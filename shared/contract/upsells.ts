/**
 * GET {api}/weekend/{id}/upsells.json: the upsells of a stay and the other products to suggest
 * beside it (spec 001 §2 "upsell section", "other products carousel"; §3 Upsell; §7 "upsell,
 * other hotel offers ... paths and payloads not shown": this path is the catalog's choice).
 *
 * Path: a package id (digits; otherwise 400; unknown → 404). Query: the detail's
 * (WeekendDetailQuerySchema: locale, optional checkin with night, party, flow). Prices follow the
 * detail's: final for a check-in (packages not sold on it are left out), else "from" prices for
 * the party, single-voucher prices in gifting.
 *
 * Answer:
 * - `upsells`: packages of the same hotel and stay length whose program is this one's plus a
 *   dinner or activities (`included` false: adding leads there), or this one's minus them
 *   (`included` true: this stay already has them, removing leads there). `programLines` and
 *   `activityIds` are what is added or removed; `type` DINNER when a dinner is, else ACTIVITY;
 *   `priceDifference` cents for the whole stay, `priceDifferencePerLos` cents per night (signed:
 *   the upsell's price minus this one's; shown as spec 001 §5 "ceil of per-night difference in
 *   euros"); `imagesBySize` the image of the first activity concerned, by size "640_360".
 * - `otherProducts`: product cards of other hotels within OTHER_PRODUCTS_RADIUS_KM, the stays of
 *   the same theme first, nearest first, one per hotel, at most 8.
 */
import * as v from "valibot";
import { ProductCardSchema } from "./common";
import { ProgramLineSchema, WeekendDetailQuerySchema } from "./weekend-detail";

/** Query of GET weekend/{id}/upsells.json: the detail's. */
export const UpsellsQuerySchema = WeekendDetailQuerySchema;

/** Spec 001 §3 Upsell. Cents. */
export const UpsellSchema = v.object({
  id: v.number(),
  label: v.string(),
  uri: v.string(),
  type: v.picklist(["DINNER", "ACTIVITY"]),
  /** True when this stay already includes what the upsell is about (the link removes it). */
  included: v.boolean(),
  programLines: v.array(ProgramLineSchema),
  activityIds: v.array(v.number()),
  priceDifference: v.number(),
  priceDifferencePerLos: v.number(),
  nights: v.number(),
  imagesBySize: v.record(v.string(), v.string()),
});
export type Upsell = v.InferOutput<typeof UpsellSchema>;

export const UpsellsResponseSchema = v.object({
  upsells: v.array(UpsellSchema),
  otherProducts: v.array(ProductCardSchema),
});
export type UpsellsResponse = v.InferOutput<typeof UpsellsResponseSchema>;

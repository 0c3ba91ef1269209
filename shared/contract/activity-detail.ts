/**
 * GET {api}/activity-only/weekend/{id}/detail.json: activity-only detail (spec 001 §2 "Activity
 * detail page", §3 Activity-only detail and Program activity, §5 "People count on activity", §7).
 *
 * Path: id is an activity-only package id (digits only; anything else → 400; unknown, or a stay
 * package → 404). Query: locale.
 * Response: the package's texts in the locale's language, its pictures, its program (one entry
 * per included activity), the practical information (Getting there, Opening hours, Things to
 * know), the activity centre, and the price table by number of people (`prices`, adults
 * 1..ACTIVITY_MAX_PEOPLE, ascending): the activity's one price (shared/activity-price.ts, decision
 * 061), not a day's: an activity is bought without a date. `bookingDay` is the first day it can be
 * done from today (null when none in the next ACTIVITY_BOOKING_HORIZON_DAYS days: `prices` is then
 * empty, nothing to sell). `published` false: unpublished or
 * past its expiration (the page shows the expired message, never the purchase panel).
 */
import * as v from "valibot";
import { LocaleSchema } from "./common";

/** Query of GET activity-only/weekend/{id}/detail.json. */
export const ActivityDetailQuerySchema = v.object({ locale: LocaleSchema });
export type ActivityDetailQuery = v.InferOutput<typeof ActivityDetailQuerySchema>;

/** People a table prices (spec 000 §5 "Participants (activity flow): min 1, max 2"). */
export const ACTIVITY_MIN_PEOPLE = 1;
export const ACTIVITY_MAX_PEOPLE = 2;
/** How far ahead the catalog looks for the first bookable day, days. */
export const ACTIVITY_BOOKING_HORIZON_DAYS = 120;

/**
 * One line of the price table for `paxComposition.adults` people (cents; promo integer percent of
 * the per-person figures): `sellPrice` = perPersonPrice × people, what the party pays; `refPrice`
 * = perPersonRefPrice × people (shared/activity-price.ts).
 */
export const ActivityPriceSchema = v.object({
  paxComposition: v.object({ adults: v.number() }),
  sellPrice: v.number(),
  refPrice: v.number(),
  promo: v.number(),
  moneySaved: v.number(),
  perPersonPrice: v.number(),
  perPersonRefPrice: v.number(),
});
export type ActivityPrice = v.InferOutput<typeof ActivityPriceSchema>;

/** One included activity (spec 001 §3 Program activity). Duration in minutes (null: open-ended). */
export const ActivityProgramSchema = v.object({
  activityId: v.number(),
  title: v.string(),
  description: v.string(),
  /** Activity group ('wellness', 'gastronomy', ...): the spec's `univers`. */
  univers: v.string(),
  duration: v.nullable(v.number()),
  imageUrl: v.string(),
  main: v.boolean(),
});

/** The activity centre (spec 001 §3 activityCenter): the hotel or venue that hosts the activity. */
export const ActivityCenterSchema = v.object({
  id: v.number(),
  label: v.string(),
  stars: v.number(),
  uri: v.string(),
  location: v.object({
    address: v.string(),
    postcode: v.nullable(v.string()),
    city: v.string(),
    label: v.string(),
    latitude: v.number(),
    longitude: v.number(),
  }),
});

/** Practical information (spec 001 §2 modals Getting there, Opening hours, Things to know). */
export const ActivityPracticalInfoSchema = v.object({
  gettingThere: v.array(v.string()),
  /** Open weekdays, ISO numbers 1 (Monday) .. 7 (Sunday), ascending; hours 'HH:mm' in the centre's time. */
  openingHours: v.object({ weekdays: v.array(v.number()), opens: v.string(), closes: v.string() }),
  thingsToKnow: v.array(v.string()),
});

/** Response of GET activity-only/weekend/{id}/detail.json. */
export const ActivityDetailResponseSchema = v.object({
  id: v.number(),
  label: v.string(),
  description: v.string(),
  theme: v.object({ id: v.number(), label: v.string() }),
  images: v.array(v.string()),
  activities: v.array(ActivityProgramSchema),
  mainActivityCenter: ActivityCenterSchema,
  practicalInfo: ActivityPracticalInfoSchema,
  prices: v.array(ActivityPriceSchema),
  /** 'YYYY-MM-DD': the first day the activity can be done (it is sold without a date), or null: not on sale. */
  bookingDay: v.nullable(v.string()),
  breadcrumb: v.array(v.object({ label: v.string(), url: v.string() })),
  published: v.boolean(),
  uri: v.string(),
});
export type ActivityDetailResponse = v.InferOutput<typeof ActivityDetailResponseSchema>;

/**
 * The shop's settings per point of sale (spec 001 §10 "Support hours: Mon-Fri 10:00-19:00, Sat
 * 10:00-18:00; chat 9 to 6 Mon-Fri; reply within 48h"; docs/decisions/055):
 *
 *   GET /cms/settings?locale → ShopSettings of the point of sale (404 when it has none)
 *
 * Hours are wall-clock times in the market's time zone (shared/markets.ts `timeZone`), on ISO
 * weekdays (1 Monday … 7 Sunday); a range covers the days `from` to `to` inclusive. Pure: valibot only.
 */
import * as v from "valibot";
import { LocaleSchema } from "./common";

const weekday = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7));
const time = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "time must be HH:MM"));

/** Opening hours on the weekdays `from`..`to`, `open` to `close` ('HH:MM', market time). */
export const HoursRangeSchema = v.pipe(
  v.object({ from: weekday, to: weekday, open: time, close: time }),
  v.check((r) => r.from <= r.to && r.open < r.close, "a range runs forward: from <= to, open < close"),
);
export type HoursRange = v.InferOutput<typeof HoursRangeSchema>;

export const ShopSettingsSchema = v.object({
  /** When the customer service answers the phone (footer, contact page). */
  supportHours: v.pipe(v.array(HoursRangeSchema), v.maxLength(7)),
  /** When the chat is staffed (the contact page's chat button); none: no chat hours to show. */
  chatHours: v.optional(v.pipe(v.array(HoursRangeSchema), v.maxLength(7)), []),
  /** Within how many hours a written message is answered. */
  replyWithinHours: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(720)),
});
export type ShopSettings = v.InferOutput<typeof ShopSettingsSchema>;

export const SettingsQuerySchema = v.object({ locale: LocaleSchema });

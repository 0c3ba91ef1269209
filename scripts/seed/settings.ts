/**
 * The shop's settings per point of sale (migrations/0019; shared/contract/settings.ts; spec 001 §10
 * "Support hours: Mon-Fri 10:00-19:00, Sat 10:00-18:00; chat 9 to 6 Mon-Fri; reply within 48h"). The same hours in every
 * market, each in its own time zone.
 */
import type { TableRows } from "./sql";

const POINTS_OF_SALE = ["es_ES", "fr_FR", "fr_BE", "nl_BE", "nl_NL", "it_IT"] as const;

const SUPPORT_HOURS = [
  { from: 1, to: 5, open: "10:00", close: "19:00" },
  { from: 6, to: 6, open: "10:00", close: "18:00" },
];

const CHAT_HOURS = [{ from: 1, to: 5, open: "09:00", close: "18:00" }];

/**
 * Hours within which customer care answers a message (spec 001 §10 settings `replyWithinHours`): the
 * footer, the contact page, its thank-you and the CMS copy that promise a reply time take this figure.
 */
export const REPLY_WITHIN_HOURS = 48;

/** Rows of `settings`: [locale, key, value JSON]. */
export function settingsTable(): TableRows {
  return {
    table: "settings",
    columns: ["locale", "key", "value"],
    rows: POINTS_OF_SALE.flatMap((pos) => [
      [pos, "support_hours", JSON.stringify(SUPPORT_HOURS)],
      [pos, "chat_hours", JSON.stringify(CHAT_HOURS)],
      [pos, "reply_within_hours", String(REPLY_WITHIN_HOURS)],
    ]),
  };
}

/**
 * Stress messages of a card (spec 000 §3 "Stress message: message, color, icon, emoji"; §4 "at
 * most 2 per card. Priority: priority message, expiration, last minute, rooms left, generic
 * stress, marketing label. Rooms-left badge only when 3 or fewer remain and dates were chosen").
 *
 * Returns at most MAX_STRESS_MESSAGES entries in that order. Each has a locale key with values, or
 * (`text`) a message the catalog sent as content (priority and generic stress messages), shown as
 * is; the caller translates keys. The embedded catalog sends no priority or generic message: an
 * upstream may (optional fields). A message with an empty text is skipped.
 */
import { showRoomsLeft } from "#shared/pricing";

export interface StressMessage {
  key: string;
  values?: Record<string, string | number>;
  /** Content text of a priority or generic message (shown instead of the key's message). */
  text?: string;
  tone: "urgent" | "info";
}

/** A stress message as an upstream sends it (spec 000 §3); color, icon and emoji are not shown. */
export interface StressContent {
  message: string;
  color?: string | null;
  icon?: string | null;
  emoji?: string | null;
}

export interface StressSource {
  priorityMessage?: StressContent | null;
  expiration?: string | null;
  lastMinute?: boolean | null;
  availableRooms?: number | null;
  stressMessage?: StressContent | null;
  marketingLabels?: string[] | null;
}

export const MAX_STRESS_MESSAGES = 2;

/** Ordered stress messages for a card, capped at 2. `hasDates`: check-in and check-out chosen. */
export function stressMessages(card: StressSource, hasDates: boolean): StressMessage[] {
  const out: StressMessage[] = [];
  const content = (key: string, m: StressContent | null | undefined) => {
    const text = m?.message?.trim();
    if (text) out.push({ key, text, tone: key === "stress.priority" ? "urgent" : "info" });
  };
  content("stress.priority", card.priorityMessage);
  if (card.expiration) out.push({ key: "stress.expiration", values: { date: card.expiration }, tone: "urgent" });
  if (card.lastMinute) out.push({ key: "stress.lastMinute", tone: "urgent" });
  if (showRoomsLeft(card.availableRooms, hasDates)) out.push({ key: "stress.roomsLeft", values: { count: card.availableRooms! }, tone: "urgent" });
  content("stress.generic", card.stressMessage);
  for (const label of card.marketingLabels ?? []) if (label) out.push({ key: `marketing.${label}`, tone: "info" });
  return out.slice(0, MAX_STRESS_MESSAGES);
}

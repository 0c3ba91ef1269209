/**
 * Stress messages of a card (spec 000 §4): at most 2, by priority — priority message, expiration,
 * last minute, rooms left (only with dates and 3 or fewer), generic stress, marketing label.
 * Returns locale keys with values; the caller translates.
 */
import { showRoomsLeft } from "#shared/pricing";

export interface StressMessage {
  key: string;
  values?: Record<string, string | number>;
  tone: "urgent" | "info";
}

export interface StressSource {
  expiration?: string | null;
  lastMinute?: boolean | null;
  availableRooms?: number | null;
  marketingLabels?: string[] | null;
}

export const MAX_STRESS_MESSAGES = 2;

/** Ordered stress messages for a card, capped at 2. */
export function stressMessages(card: StressSource, hasDates: boolean): StressMessage[] {
  const out: StressMessage[] = [];
  if (card.expiration) out.push({ key: "stress.expiration", values: { date: card.expiration }, tone: "urgent" });
  if (card.lastMinute) out.push({ key: "stress.lastMinute", tone: "urgent" });
  if (showRoomsLeft(card.availableRooms, hasDates)) out.push({ key: "stress.roomsLeft", values: { count: card.availableRooms! }, tone: "urgent" });
  for (const label of card.marketingLabels ?? []) out.push({ key: `marketing.${label}`, tone: "info" });
  return out.slice(0, MAX_STRESS_MESSAGES);
}

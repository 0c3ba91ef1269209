/**
 * The activities' dates of a stay (spec 001 §5 "Every activity needs a date"; §7 quote-realtime
 * `activitySelectionList`; issue 26 "activity dates kept in the cart"). Pure; one rule for the
 * booking widget, the real-time quote and the cart.
 *
 * - The days an activity can be on: every day from the check-in to the check-out, both included.
 * - The list travels as 'activityId:YYYY-MM-DD' pairs, comma separated ("12:2027-03-06,15:2027-03-07").
 */
import { addDays, formatISO } from "date-fns";
import * as v from "valibot";
import { calendarDate } from "./dates";

/** An activity's chosen day. `date` is 'YYYY-MM-DD'. */
export interface ActivityDate {
  activityId: number;
  date: string;
}

const PAIR = String.raw`\d{1,10}:\d{4}-\d{2}-\d{2}`;

/** The list as a query or body value: pairs, comma separated, at most 2,000 characters. */
export const ActivitySelectionListSchema = v.pipe(
  v.string("activitySelectionList must be a string"),
  v.maxLength(2000, "activitySelectionList must be at most 2000 characters"),
  v.regex(new RegExp(`^${PAIR}(,${PAIR})*$`), "activitySelectionList must be 'activityId:YYYY-MM-DD' pairs, comma separated"),
);

/**
 * The days an activity of the stay can be on: every day from `checkin` to `checkout`, both
 * included ('YYYY-MM-DD', at most 31); none without both dates or with an empty range.
 */
export function activityDayChoices(checkin: string | null | undefined, checkout: string | null | undefined): string[] {
  if (!checkin || !checkout || checkout <= checkin) return [];
  const out: string[] = [];
  for (let d = calendarDate(checkin); out.length < 31; d = addDays(d, 1)) {
    const day = formatISO(d, { representation: "date" });
    if (day > checkout) break;
    out.push(day);
  }
  return out;
}

/** Writes chosen dates (activity id → 'YYYY-MM-DD') as the list ('' when none). */
export function activitySelectionList(dates: Readonly<Record<string, string>>): string {
  return Object.entries(dates).map(([id, day]) => `${id}:${day}`).join(",");
}

/** Reads a list already checked by ActivitySelectionListSchema. */
export function parseActivitySelection(list: string): ActivityDate[] {
  if (!list) return [];
  return list.split(",").map((pair) => {
    const [id, date] = pair.split(":");
    return { activityId: Number(id), date: date! };
  });
}

/**
 * What is wrong with `selection` for a stay whose activities are `activityIds` and whose days are
 * `days` (activityDayChoices): an activity that is not the stay's, one given twice, a day outside
 * the stay. Empty when it is right; activities left without a date are not errors here (the Book
 * button asks for them first).
 */
export function activitySelectionErrors(selection: readonly ActivityDate[], activityIds: readonly number[], days: readonly string[]): string[] {
  const errors: string[] = [];
  const seen = new Set<number>();
  for (const { activityId, date } of selection) {
    if (!activityIds.includes(activityId)) errors.push(`activity ${activityId} is not one of this stay's`);
    else if (seen.has(activityId)) errors.push(`activity ${activityId} is given twice`);
    else if (!days.includes(date)) errors.push(`activity ${activityId}: ${date} is not a day of the stay`);
    seen.add(activityId);
  }
  return errors;
}

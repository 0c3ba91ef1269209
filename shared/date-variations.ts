/**
 * The date variations of the booking search box (spec 000 §4 "Date variations"; experiment
 * `dateVariation` in shared/flags.ts). Apart from shared/calendar.ts, whose rules load with the
 * calendar on demand: the search box needs only these at start-up.
 */

/** The dateVariation experiment's variants (shared/flags.ts; spec 000 §4 "Date variations"). */
export type DateVariation = "control" | "datesForced" | "datesSuggested";

/**
 * Whether the flexible-dates reset button shows (spec 000 §4): always in 'datesSuggested', never
 * in 'datesForced'; control has the calendar's plain Clear button only.
 */
export function showsFlexibleReset(variation: DateVariation): boolean {
  return variation === "datesSuggested";
}

/**
 * Whether Search opens the date picker instead of searching (spec 000 §4 "On search without
 * dates, if forced, or if suggested and the user has not cleared the dates"): booking flow only.
 */
export function opensCalendarOnSearch(opts: { variation: DateVariation; flow: string; hasDates: boolean; userCleared: boolean }): boolean {
  if (opts.hasDates || opts.flow !== "booking") return false;
  return opts.variation === "datesForced" || (opts.variation === "datesSuggested" && !opts.userCleared);
}

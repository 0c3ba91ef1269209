/**
 * The last stay searched outside the activity flow, in localStorage, so that leaving the activity
 * flow restores its location and future dates (spec 000 §4 "leaving the activity flow restores
 * location and saved future dates"; §5 "only future check-in/check-out pairs are restored": the
 * caller, shared/criteria changeFlow, checks that). Read only in event handlers, never during
 * render (issue 13 item 1). Malformed stored data reads as null.
 */
import * as v from "valibot";
import { LOCATION_TYPES, type SavedStay } from "#shared/criteria";

const KEY = "lastStay";
const DAY = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const SavedStaySchema = v.object({
  location: v.nullable(v.object({ type: v.picklist(LOCATION_TYPES), id: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  label: v.optional(v.pipe(v.string(), v.maxLength(200))),
  checkin: v.optional(DAY),
  checkout: v.optional(DAY),
});

/** The saved stay, or null when none is stored, storage is unavailable or its content is malformed. */
export function readSavedStay(): SavedStay | null {
  try {
    const r = v.safeParse(SavedStaySchema, JSON.parse(localStorage.getItem(KEY) ?? "null"));
    return r.success ? r.output : null;
  } catch {
    return null;
  }
}

/** Remembers a stay search (location and dates); nothing is stored when it has neither. Storage failures are ignored. */
export function saveStay(stay: SavedStay): void {
  if (!stay.location && !stay.checkin) return;
  try {
    const { location, label, checkin, checkout } = stay;
    localStorage.setItem(KEY, JSON.stringify({ location, label, checkin, checkout }));
  } catch {
    /* private mode or quota: a convenience only */
  }
}

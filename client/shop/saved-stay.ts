/**
 * The last stay searched outside the activity flow, in localStorage, so that leaving the activity
 * flow restores its location and future dates (spec 000 §4 "leaving the activity flow restores
 * location and saved future dates"; §5 "only future check-in/check-out pairs are restored": the
 * caller, shared/criteria changeFlow, checks that). Read only in event handlers, never during
 * render (issue 13 item 1). Malformed stored data reads as null.
 *
 * In the shop layer (issue 25 items 12, 14): the search box's flow toggle and the header's flow
 * links both leave the activity flow, and the results page records what it shows. Hand-written
 * checks rather than valibot: the header reads it on every page.
 */
import { LOCATION_TYPES, type LocationType, type SavedStay } from "#shared/criteria";

const KEY = "lastStay";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The stored value as a SavedStay, or null when any field is malformed. */
function checked(raw: unknown): SavedStay | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  let location: SavedStay["location"] = null;
  if (r.location !== null) {
    const l = r.location as Record<string, unknown> | undefined;
    if (!l || typeof l !== "object" || !(LOCATION_TYPES as readonly unknown[]).includes(l.type) || !Number.isInteger(l.id) || (l.id as number) < 1) return null;
    location = { type: l.type as LocationType, id: l.id as number };
  }
  const out: SavedStay = { location };
  if (r.label !== undefined) {
    if (typeof r.label !== "string" || r.label.length > 200) return null;
    out.label = r.label;
  }
  for (const k of ["checkin", "checkout"] as const) {
    if (r[k] === undefined) continue;
    if (typeof r[k] !== "string" || !DAY.test(r[k] as string)) return null;
    out[k] = r[k] as string;
  }
  return out;
}

/** The saved stay, or null when none is stored, storage is unavailable or its content is malformed. */
export function readSavedStay(): SavedStay | null {
  try {
    return checked(JSON.parse(localStorage.getItem(KEY) ?? "null"));
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

/**
 * Remembers the stay a results page shows in `flow` (issue 25 item 14: whichever way the search
 * got there: the box, a link, the calendar, the filters). The activity flow remembers nothing;
 * gifting has no dates of its own and keeps the dates saved before.
 */
export function rememberSearch(stay: SavedStay, flow: string): void {
  if (flow === "activity") return;
  if (flow !== "gifting") return saveStay(stay);
  const before = readSavedStay();
  saveStay({ location: stay.location, label: stay.label, checkin: before?.checkin, checkout: before?.checkout });
}

/**
 * Rules of the stay page's sections below the tabs (spec 001 §2 "Available rooms are shown only
 * when check-in and check-out exist in the hash"; §9 "Description truncation 86 chars mobile, 250
 * desktop", "Activities block collapsed height 124 px", "eco block shows at 8 or more eco
 * facilities"). Pure; loaded with those sections (stay-sections.tsx), not with the page.
 */
import { parseCriteria } from "#shared/criteria";

/** Description cut on phones and from the `md` breakpoint (characters, spec 001 §9). */
export const DESCRIPTION_MAX = { phone: 86, desktop: 250 } as const;
/** Height of the collapsed activities block (px, spec 001 §9). */
export const ACTIVITIES_COLLAPSED_PX = 124;
/** Activities whose summary line fits the collapsed block (two rows of 54 px and a 12 px gap under 124 px). */
export const ACTIVITIES_COLLAPSED_ROWS = 2;

/** The fields of a program activity shown only when the block is open (spec 001 §3 Program activity). */
export interface ActivityMore {
  whyList?: readonly string[];
  mustKnowList?: readonly string[];
  schedules?: readonly unknown[];
  how?: string | null;
  menu?: readonly string[] | null;
}

/** Whether the activity has anything beyond its summary line (why, must-know, schedules, how, menu). */
export function hasActivityMore(a: ActivityMore): boolean {
  return Boolean(a.whyList?.length || a.mustKnowList?.length || a.schedules?.length || a.how || a.menu?.length);
}

/**
 * Whether the collapsed activities block hides something, so that "See more" is offered (issue
 * 26): more summary lines than fit the 124 px, or any activity's further fields. Decided from the
 * data, so the server's markup already has (or has not) the button.
 */
export function activitiesHideSomething(activities: readonly ActivityMore[]): boolean {
  return activities.length > ACTIVITIES_COLLAPSED_ROWS || activities.some(hasActivityMore);
}

/** Eco facilities from which the hotel services modal shows its eco block (spec 001 §9). */
export const ECO_BLOCK_MIN = 8;

/** Whether a hotel with `ecoFacilities` eco facilities gets the eco block. */
export function showEcoBlock(ecoFacilities: number): boolean {
  return ecoFacilities >= ECO_BLOCK_MIN;
}

/**
 * Where a text is cut to `max` characters: at the last space at or before `max` (a word is never
 * split), or at `max` when the first word is longer; trailing spaces and punctuation are dropped
 * (the ellipsis follows). Returns `text.length` when the text fits.
 */
export function cutIndex(text: string, max: number): number {
  if (text.length <= max) return text.length;
  const space = text.lastIndexOf(" ", max);
  let end = space > 0 ? space : max;
  while (end > 0 && /[\s,;:.\-–]/.test(text[end - 1]!)) end--;
  return end || max;
}

/**
 * A description in three parts for one server-rendered markup that reads right at both widths:
 * `phone` (shown collapsed everywhere), `desktop` (added when collapsed on desktop), `rest`
 * (shown only expanded). `phoneCut` / `desktopCut`: whether a See more applies at that width.
 */
export function splitDescription(text: string, max = DESCRIPTION_MAX): { phone: string; desktop: string; rest: string; phoneCut: boolean; desktopCut: boolean } {
  const t = text.trim();
  const p = cutIndex(t, max.phone);
  const d = Math.max(p, cutIndex(t, max.desktop));
  return { phone: t.slice(0, p), desktop: t.slice(p, d), rest: t.slice(d), phoneCut: p < t.length, desktopCut: d < t.length };
}

/**
 * Whether the room's availability (rooms left on the dates) is shown: only when the URL hash holds
 * both a check-in and a check-out (spec 001 §2 "Available rooms are shown only when check-in and
 * check-out exist in the hash") and the detail answered a count for them.
 */
export function showAvailableRooms(hash: string, availableRooms: number | null | undefined): boolean {
  const c = parseCriteria(hash);
  return Boolean(c.checkin && c.checkout) && typeof availableRooms === "number" && availableRooms > 0;
}

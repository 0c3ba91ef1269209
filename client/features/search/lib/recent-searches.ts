/**
 * Recent destination searches in localStorage (spec 000 §3 "Recent search: id, label, category,
 * stored locally, at most 3"; §4 "the most recent moves to the front; the list is capped at 3").
 * Malformed stored data reads as an empty list (spec 001 §8).
 */
import * as v from "valibot";
import { LOCATION_TYPES } from "#shared/criteria";

const KEY = "recentSearches";
export const MAX_RECENT = 3;

const RecentSchema = v.array(v.object({ id: v.pipe(v.number(), v.integer()), label: v.pipe(v.string(), v.maxLength(200)), category: v.picklist(LOCATION_TYPES) }));
export type RecentSearch = v.InferOutput<typeof RecentSchema>[number];

/** Reads recent searches; [] when storage is unavailable or its content is malformed. */
export function readRecentSearches(): RecentSearch[] {
  try {
    const r = v.safeParse(RecentSchema, JSON.parse(localStorage.getItem(KEY) ?? "[]"));
    return r.success ? r.output.slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first (removing an older copy), keeps at most 3, returns the new list. */
export function pushRecentSearch(list: RecentSearch[], item: RecentSearch): RecentSearch[] {
  return [item, ...list.filter((x) => !(x.id === item.id && x.category === item.category))].slice(0, MAX_RECENT);
}

/** Stores `item` as the most recent search. Storage failures are ignored. */
export function saveRecentSearch(item: RecentSearch): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(pushRecentSearch(readRecentSearches(), item)));
  } catch {
    /* private mode or quota: recent searches are a convenience */
  }
}

/**
 * The one parser of lists the browser keeps in localStorage (recently viewed, spec 001 §7
 * "Recently viewed lives in local storage"; the anonymous wishlist, spec 001 §2 "Wishlist drawer";
 * decisions 034, 044, 045). Pure; never throws.
 */

/**
 * Parses a stored list: `raw` is the stored JSON text or an already parsed value. Not JSON or not
 * an array → []. Each entry goes through `parseOne` (null drops it); of entries that are `same`,
 * the first occurrence is kept; at most `max` items: the first ones (`keep: "first"`, the list is
 * newest first) or the last ones (`keep: "last"`, the list is newest last).
 */
export function parseStoredList<T>(raw: unknown, parseOne: (entry: unknown) => T | null, same: (a: T, b: T) => boolean, max: number, keep: "first" | "last" = "first"): T[] {
  let data = raw;
  if (typeof raw === "string") {
    try {
      data = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(data)) return [];
  const out: T[] = [];
  for (const entry of data) {
    const item = parseOne(entry);
    if (item !== null && !out.some((o) => same(o, item))) out.push(item);
    if (keep === "first" && out.length === max) break;
  }
  return keep === "first" ? out : out.slice(-max);
}

/**
 * Which page buttons the pagination shows (spec 000 §2 "under 10 pages all are shown, longer lists
 * are compacted"): every page under 10 pages; from 10 pages on the first, the last, the current
 * page and its neighbours, with a gap (null, drawn as an ellipsis) where pages are left out. A gap
 * would hide a single page, so that page is shown instead of the ellipsis.
 *
 * `current` and the returned indexes are 0-based pages; `count` is the number of pages. A current
 * page outside 0..count-1 is clamped into it.
 */
export const COMPACT_FROM = 10;

export function pageWindow(current: number, count: number): (number | null)[] {
  if (count <= 0) return [];
  if (count < COMPACT_FROM) return Array.from({ length: count }, (_, i) => i);
  const at = Math.min(Math.max(0, Math.trunc(current)), count - 1);
  const keep = [...new Set([0, at - 1, at, at + 1, count - 1])].filter((i) => i >= 0 && i < count).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  let prev = -1;
  for (const i of keep) {
    if (i - prev === 2) out.push(i - 1);
    else if (i - prev > 2) out.push(null);
    out.push(i);
    prev = i;
  }
  return out;
}

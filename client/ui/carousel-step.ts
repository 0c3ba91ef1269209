/**
 * One picture per swipe (the lightbox, client/ui/lightbox.tsx): a hard fling's momentum can carry
 * a scroll-snap carousel two or more pictures on, past `scroll-snap-stop: always` (Chromium,
 * session 23's 380 → 10 px fling). The page a swipe lands on is held to one step from the page it
 * started on, in the direction it went. A scroll does not wrap around (only the buttons loop), so
 * the step is along the strip of `count` pages (0-based): a landing is never past either end.
 */
export function oneStepFrom(start: number, to: number, count: number): number {
  if (count <= 1) return 0;
  if (to > start) return Math.min(start + 1, count - 1);
  if (to < start) return Math.max(start - 1, 0);
  return to;
}

/**
 * One picture per swipe (the lightbox, client/ui/lightbox.tsx): a hard fling's momentum can carry
 * a scroll-snap carousel two or more pictures on, past `scroll-snap-stop: always` (Chromium,
 * session 23's 380 → 10 px fling). The page a gesture lands on is held to one step from the page
 * it started on, in the direction it went, on a looping carousel of `count` pages (0-based).
 * Returns `to` when it is the start page or one step away.
 */
export function oneStepFrom(start: number, to: number, count: number): number {
  if (count <= 1) return 0;
  const forward = (((to - start) % count) + count) % count;
  if (forward === 0 || forward === 1 || forward === count - 1) return to;
  return forward <= count / 2 ? (start + 1) % count : (start - 1 + count) % count;
}

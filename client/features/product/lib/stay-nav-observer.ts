/**
 * The stay tabs' observers (spec 001 §2 sticky booking bar, current tab; §9 sticky tab threshold
 * 0.88, offsets 70 / 88), loaded by stay-tabs.tsx after hydration so that the page's first
 * JavaScript does not carry them.
 *
 * - Stuck: an IntersectionObserver on the bar's slot (the 1 px line where the bar sits in the
 *   page) with threshold 0.88 (STICKY_THRESHOLD): once less than that share of it is in view and it
 *   is above the viewport, the bar has left its place and is stuck at the top.
 * - Current tab: an IntersectionObserver on the sections whose root is a 2 px line at the jump
 *   offset (70 on phones, 88 on desktop); each time a section enters or leaves the line the
 *   current section is the lowest one whose top has reached it (stay-nav.ts `currentSection`).
 * Returns a function that disconnects everything.
 */
import { STICKY_TAB_THRESHOLD } from "#shared/timing";
import { sectionOffset, type StaySectionId } from "./stay-nav";

/** Share of the tab bar's slot that must stay in view for the bar to count as in view (spec 001 §9 sticky tab threshold; shared/timing.ts). */
export const STICKY_THRESHOLD = STICKY_TAB_THRESHOLD;

/**
 * The current section: of those whose top has reached the line `offset` px below the viewport top,
 * the lowest one (tops in viewport px, any order); the first listed before any has.
 */
export function currentSection<T extends string>(tops: readonly { id: T; top: number }[], offset: number): T | null {
  let current: { id: T; top: number } | null = null;
  for (const s of tops) if (s.top <= offset + 1 && (!current || s.top > current.top)) current = s;
  return current?.id ?? tops[0]?.id ?? null;
}

export interface StayNavObserverInput {
  slot: HTMLElement;
  sectionIds: StaySectionId[];
  /** Media query of the desktop layout (offset 88 instead of 70). */
  desktopQuery: string;
  onStuck: (stuck: boolean) => void;
  onCurrent: (id: StaySectionId | null) => void;
}

export function observeStayNav(input: StayNavObserverInput): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const desktop = window.matchMedia(input.desktopQuery);
  const sections = input.sectionIds.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);

  const stuck = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      input.onStuck(entry.intersectionRatio < STICKY_THRESHOLD && entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0) + 1);
    },
    { threshold: [0, STICKY_THRESHOLD, 1] },
  );
  stuck.observe(input.slot);

  // A 2 px reading line at the offset: every section top crossing it fires a change.
  let line: IntersectionObserver | null = null;
  const update = () => {
    const offset = sectionOffset(desktop.matches);
    // A top enters the line at offset + 2 (its lower edge): counted from there.
    input.onCurrent(currentSection(sections.map((el) => ({ id: el.id as StaySectionId, top: el.getBoundingClientRect().top })), offset + 2));
  };
  const watch = () => {
    line?.disconnect();
    const offset = sectionOffset(desktop.matches);
    line = new IntersectionObserver(update, { rootMargin: `-${offset}px 0px -${Math.max(0, window.innerHeight - offset - 2)}px 0px`, threshold: 0 });
    for (const el of sections) line.observe(el);
  };
  watch();
  desktop.addEventListener("change", watch);
  window.addEventListener("resize", watch);
  return () => {
    stuck.disconnect();
    line?.disconnect();
    desktop.removeEventListener("change", watch);
    window.removeEventListener("resize", watch);
  };
}

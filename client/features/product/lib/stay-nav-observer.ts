/**
 * The stay tabs' observers (spec 001 §2 sticky booking bar, current tab; §9 sticky tab threshold
 * 0.88, offsets 70 / 88), loaded by stay-tabs.tsx after hydration so that the page's first
 * JavaScript does not carry them.
 *
 * - Stuck: an IntersectionObserver on the bar's slot (the 1 px line where the bar sits in the
 *   page) with threshold 0.88 (STICKY_THRESHOLD): once less than that share of it is in view and it
 *   is above the viewport, the bar has left its place and is stuck at the top.
 * - Current tab: an IntersectionObserver on the sections with a band from the jump offset (70 on
 *   phones, 88 on desktop) down to the middle of the viewport; at each change the current section
 *   is the last one whose top has reached the offset line (stay-nav.ts `currentSection`).
 * Returns a function that disconnects everything.
 */
import { currentSection, sectionOffset, STICKY_THRESHOLD, type StaySectionId } from "./stay-nav";

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

  let band: IntersectionObserver | null = null;
  const update = () => {
    const offset = sectionOffset(desktop.matches);
    input.onCurrent(currentSection(sections.map((el) => ({ id: el.id as StaySectionId, top: el.getBoundingClientRect().top })), offset));
  };
  const watch = () => {
    band?.disconnect();
    band = new IntersectionObserver(update, { rootMargin: `-${sectionOffset(desktop.matches)}px 0px -50% 0px`, threshold: [0, 1] });
    for (const el of sections) band.observe(el);
  };
  watch();
  desktop.addEventListener("change", watch);
  return () => {
    stuck.disconnect();
    band?.disconnect();
    desktop.removeEventListener("change", watch);
  };
}

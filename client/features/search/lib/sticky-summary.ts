/**
 * When the mobile sticky search summary shows (spec 000 §2 "A sticky summary appears on mobile
 * after scrolling more than 250 px when the results header is out of view").
 */

/** Scroll distance from the top after which the sticky summary may show, CSS px. */
export const STICKY_SUMMARY_AFTER_PX = 250;

/** Whether the sticky summary shows at `scrollY` (CSS px) with the results header in view or not. */
export function stickySummaryShown(scrollY: number, headerInView: boolean): boolean {
  return scrollY > STICKY_SUMMARY_AFTER_PX && !headerInView;
}

/**
 * Calls `onChange(shown)` whenever the rule's answer changes, watching the window's scroll and
 * `header` (the results heading) with an IntersectionObserver. Browser only. Returns the cleanup.
 */
export function watchStickySummary(header: Element | null, onChange: (shown: boolean) => void): () => void {
  let inView = true;
  let last: boolean | null = null;
  const update = () => {
    const shown = stickySummaryShown(window.scrollY, inView);
    if (shown !== last) onChange((last = shown));
  };
  const observer = header ? new IntersectionObserver(([entry]) => {
    inView = !!entry?.isIntersecting;
    update();
  }) : null;
  if (header) observer!.observe(header);
  else inView = false;
  window.addEventListener("scroll", update, { passive: true });
  update();
  return () => {
    observer?.disconnect();
    window.removeEventListener("scroll", update);
  };
}

/**
 * After a flow switch on the results page (spec 000 §2 "On mobile a smooth scroll to the results
 * happens after a flow change"); where the switch goes is shared/search-path flowSwitchTarget.
 */
import { SCROLL_INTO_VIEW_DELAY_MS, SCROLL_OFFSET } from "#shared/timing";

/** On a phone, once the new results have had time to lay out, scrolls smoothly to their heading (70 px under the top). */
export function scrollToResults(): void {
  if (!window.matchMedia("(max-width: 767.98px)").matches) return;
  window.setTimeout(() => {
    const heading = document.querySelector("[data-results-heading]");
    if (heading) window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET.mobile, behavior: "smooth" });
  }, SCROLL_INTO_VIEW_DELAY_MS);
}

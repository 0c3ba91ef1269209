/**
 * A flow switch on the results page (spec 000 §2 "Switching flow on a search page changes the
 * path to the activity search path or the default search path and puts flow=<flow> in the query
 * string"; "On mobile a smooth scroll to the results happens after a flow change"; §4 the reset
 * rules are shared/flow-change's). The booking flow is the default path's own, so it carries no
 * `flow` (the URL every other link to the booking search uses). Pure but for `scrollToResults`.
 */
import { serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { searchPathFor } from "#shared/search-path";
import { SCROLL_INTO_VIEW_DELAY_MS, SCROLL_OFFSET } from "#shared/timing";

/** Where the results page goes after switching to `flow` with the (normalised) `criteria`. */
export function flowSwitchTarget(criteria: SearchCriteria, flow: Flow): { to: string; search: { flow?: Flow }; hash: string } {
  return { to: searchPathFor(flow), search: flow === "booking" ? {} : { flow }, hash: serializeCriteria(criteria) };
}

/** On a phone, once the new results have had time to lay out, scrolls smoothly to their heading (70 px under the top). */
export function scrollToResults(): void {
  if (!window.matchMedia("(max-width: 767.98px)").matches) return;
  window.setTimeout(() => {
    const heading = document.querySelector("[data-results-heading]");
    if (heading) window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET.mobile, behavior: "smooth" });
  }, SCROLL_INTO_VIEW_DELAY_MS);
}

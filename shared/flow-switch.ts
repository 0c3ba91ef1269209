/**
 * Flow switches on the search pages (spec 000 §2, §4; issue 25 items 12, 14): where the search
 * box's flow toggle and the header's flow links go, and with which criteria. Pure. Kept apart
 * from search-path.ts (which every page's route table loads): the header loads it at the click.
 */
import { changeFlow, FLOWS, parseCriteria, serializeCriteria, type Flow, type SavedStay, type SearchCriteria } from "./criteria";
import { ACTIVITY_SEARCH_PATH, parseDestinationSegment, SEARCH_PATH, searchPathFor } from "./search-path";

/**
 * Where a flow switch goes (spec 000 §2 "Switching flow on a search page changes the path to the
 * activity search path or the default search path and puts flow=<flow> in the query string";
 * issue 25 item 12): every flow, booking included, writes `flow`; the (already changed and
 * normalised) criteria go in the hash. The search box's toggle and the header's flow links use it.
 */
export function flowSwitchTarget(criteria: SearchCriteria, flow: Flow): { to: string; search: { flow: Flow }; hash: string } {
  return { to: searchPathFor(flow), search: { flow }, hash: serializeCriteria(criteria) };
}

/**
 * The page flow of a search location (the activity path is the activity flow whatever its query
 * says; elsewhere `?flow=`, booking by default), or null off the search pages.
 */
export function searchPageFlow(pathname: string, flow: unknown): Flow | null {
  if (pathname === ACTIVITY_SEARCH_PATH) return "activity";
  if (pathname !== SEARCH_PATH && !pathname.startsWith(`${SEARCH_PATH}/`)) return null;
  return typeof flow === "string" && (FLOWS as readonly string[]).includes(flow) ? (flow as Flow) : "booking";
}

/**
 * A flow switch from the search page at `pathname` + `hash` (issue 25 items 12, 14; spec 000 §4
 * "Changing flow resets criteria"): the page's criteria (the hash's, with the path's destination
 * when the hash names none) changed by shared/criteria changeFlow, with the saved stay when
 * leaving the activity flow; the target of flowSwitchTarget. `today`/`hour` are the market's.
 */
export function flowSwitchFrom(page: { pathname: string; hash: string }, from: Flow, to: Flow, ctx: { today: string; hour: number; saved?: SavedStay | null }) {
  const criteria = parseCriteria(page.hash);
  if (!criteria.location) {
    const location = parseDestinationSegment(page.pathname.slice(SEARCH_PATH.length + 1) || undefined);
    if (location) criteria.location = location;
  }
  return flowSwitchTarget(changeFlow(criteria, from, to, ctx), to);
}

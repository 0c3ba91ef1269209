/**
 * Whether the router is settled on the results page at `path` (issue 25 items 12, 14): no
 * navigation pending, the location shown is the one resolved, and it is this page's path.
 *
 * While a navigation to another page (a header flow link, the box's flow toggle, a page link)
 * loads, the page being left stays mounted and the router's location is already the next one.
 * What a results page writes back to the URL (the activity search's returned uri, the normalised
 * hash) or remembers (the saved stay) must wait until then: acting on the next page's location
 * under the old page's flow sent the shopper back to /activities, and dropped the dates the next
 * page had just restored (the activity flow has none).
 */
import { useRouterState } from "@tanstack/react-router";

export function useSettledOn(path: string): boolean {
  return useRouterState({
    // Path and query, not the hash: the page resolved on the server never saw the hash (its
    // resolved location has none), and a hash change stays on the same page and flow.
    select: (s) =>
      s.status === "idle" && s.location.pathname === path &&
      (!s.resolvedLocation || (s.resolvedLocation.pathname === s.location.pathname && s.resolvedLocation.searchStr === s.location.searchStr)),
  });
}

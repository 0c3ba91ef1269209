/**
 * A new page opens at its top, also when its URL carries search criteria in the hash (issue 13
 * item 2: after paging the window stayed at the bottom of the list; an offer opened from the list
 * opened at the list's scroll position).
 *
 * TanStack Router resets the window scroll after a push navigation only when the new URL has no
 * hash: it takes a hash for an anchor to scroll to (router-core scroll-restoration, `if (!hash)
 * scrollTo(0, 0)` and `getElementById(hash)`). In this shop the hash holds the search criteria
 * (spec 000 §3 "Search criteria (URL hash)"), which name no element, so nothing scrolled.
 *
 * Rule: after a PUSH or REPLACE that changes the path or the query (another page, not another
 * sort of the same page), with a hash that names no element, scroll the window to the top. Back
 * and forward keep the router's own scroll restoration.
 */
import type { AnyRouter, RouterHistory } from "@tanstack/react-router";

/** What a rendered navigation looked like. `action`: the history action that led to it. */
export interface RenderedNavigation {
  action: string | null;
  from: { pathname: string; searchStr: string } | undefined;
  to: { pathname: string; searchStr: string; hash: string };
  /** Whether an element has the hash as its id (a real anchor). */
  anchorExists: boolean;
}

/** Whether the window should go to the top after this navigation (see the module comment). */
export function shouldScrollToTop(nav: RenderedNavigation): boolean {
  if (nav.action !== "PUSH" && nav.action !== "REPLACE") return false;
  if (!nav.from || !nav.to.hash || nav.anchorExists) return false;
  return nav.from.pathname !== nav.to.pathname || nav.from.searchStr !== nav.to.searchStr;
}

/** Browser only: installs the rule on a router that has its browser history. */
export function scrollToTopOnNewPage(router: AnyRouter): void {
  let action: string | null = null;
  (router.history as RouterHistory).subscribe(({ action: a }) => {
    action = a.type;
  });
  router.subscribe("onRendered", (event) => {
    const to = event.toLocation;
    const nav: RenderedNavigation = {
      action,
      from: event.fromLocation,
      to,
      anchorExists: !!to.hash && !!document.getElementById(to.hash),
    };
    action = null;
    if (shouldScrollToTop(nav)) window.scrollTo({ top: 0, left: 0, behavior: router.options.scrollRestorationBehavior });
  });
}

/**
 * Spec 000 §4 "afterwards the URL is rewritten to the returned uri": once the activity flow's
 * results for these criteria have arrived in the browser, the address bar shows the path and page
 * the activity-only search returned (a page past the end becomes the last page's `?page=`), with
 * the same hash, replacing the history entry. Nothing happens in other flows, before hydration, or
 * when the URL already says it.
 *
 * Issue 25 item 12: the rewrite belongs to the activity search it answered. It fires only while
 * the router is settled on this results page's own path (`path`); during a navigation away (a
 * header flow link, the box's flow toggle) the old page is still mounted and its answer still
 * says /activities, and rewriting then sent the shopper back to the activity flow.
 */
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import type { OffersResponse } from "#shared/contract/offers";
import type { Flow } from "#shared/criteria";
import { activityUriRewrite } from "../api/activity-only";

export function useActivityUriRewrite(flow: Flow, path: string, hydrated: boolean, current: OffersResponse | undefined): void {
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  // Settled: no navigation pending, the location shown is the one resolved.
  const settled = useRouterState({ select: (s) => s.status === "idle" && (!s.resolvedLocation || s.resolvedLocation.href === s.location.href) });
  const own = flow === "activity" && hydrated && settled && location.pathname === path;
  const to = own ? activityUriRewrite(current, { pathname: location.pathname, searchStr: location.searchStr }) : null;
  useEffect(() => {
    if (!to) return;
    const url = new URL(to, "http://x");
    const page = Number(url.searchParams.get("page") ?? 0);
    void navigate({ to: url.pathname, search: (prev: Record<string, unknown>) => ({ ...prev, page: page > 0 ? page : undefined }), hash: location.hash, replace: true, resetScroll: false });
  }, [to, navigate, location.hash]);
}

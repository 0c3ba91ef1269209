/**
 * Spec 000 §4 "afterwards the URL is rewritten to the returned uri": once the activity flow's
 * results for these criteria have arrived in the browser, the address bar shows the path and page
 * the activity-only search returned (a page past the end becomes the last page's `?page=`), with
 * the same hash, replacing the history entry. Nothing happens in other flows, before hydration, or
 * when the URL already says it.
 *
 * Issue 25 item 12: the rewrite belongs to the activity search it answered. It fires only while
 * the router is settled on this results page's own path (`path`, use-settled-on.ts); during a
 * navigation away (a header flow link, the box's flow toggle, a page link) the old page is still
 * mounted and its answer still says /activities (or page 0), and rewriting then sent the shopper
 * back to the activity flow or to the first page.
 */
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import type { ResultsAnswer } from "./results-answer";
import type { Flow } from "#shared/criteria";
import { activityUriRewrite } from "../api/activity-only";
import { useSettledOn } from "./use-settled-on";

export function useActivityUriRewrite(flow: Flow, path: string, hydrated: boolean, current: ResultsAnswer | undefined): void {
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const own = useSettledOn(path) && flow === "activity" && hydrated;
  const to = own ? activityUriRewrite(current, { pathname: location.pathname, searchStr: location.searchStr }) : null;
  useEffect(() => {
    if (!to) return;
    const url = new URL(to, "http://x");
    const page = Number(url.searchParams.get("page") ?? 0);
    void navigate({ to: url.pathname, search: (prev: Record<string, unknown>) => ({ ...prev, page: page > 0 ? page : undefined }), hash: location.hash, replace: true, resetScroll: false });
  }, [to, navigate, location.hash]);
}

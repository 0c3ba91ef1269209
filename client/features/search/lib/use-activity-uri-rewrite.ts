/**
 * Spec 000 §4 "afterwards the URL is rewritten to the returned uri": once the activity flow's
 * results for these criteria have arrived in the browser, the address bar shows the path and page
 * the activity-only search returned (a page past the end becomes the last page's `?page=`), with
 * the same hash, replacing the history entry. Nothing happens in other flows, before hydration, or
 * when the URL already says it.
 */
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import type { OffersResponse } from "#shared/contract/offers";
import type { Flow } from "#shared/criteria";
import { activityUriRewrite } from "../api/activity-only";

export function useActivityUriRewrite(flow: Flow, hydrated: boolean, current: OffersResponse | undefined): void {
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const to = flow === "activity" && hydrated ? activityUriRewrite(current, { pathname: location.pathname, searchStr: location.searchStr }) : null;
  useEffect(() => {
    if (!to) return;
    const url = new URL(to, "http://x");
    const page = Number(url.searchParams.get("page") ?? 0);
    void navigate({ to: url.pathname, search: (prev: Record<string, unknown>) => ({ ...prev, page: page > 0 ? page : undefined }), hash: location.hash, replace: true, resetScroll: false });
  }, [to, navigate, location.hash]);
}

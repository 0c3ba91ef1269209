/**
 * Criteria of a search page brought inside the flow's rules (shared/criteria normaliseCriteria:
 * past dates dropped, at most 20 nights, activity participants 1-2 without dates, sort valid for
 * the flow; issue 13 items 4, 7, 8). The page searches with the normalised criteria at once, so
 * the API never sees criteria it would refuse, and after mount the URL hash is rewritten in place
 * (history replace) with what changed kept in the history entry's state (`criteriaChanges`), for
 * CriteriaNotice to tell the shopper.
 */
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useMemo } from "react";
import { normaliseCriteria, serializeCriteria, type CriteriaChange, type Flow, type SearchCriteria } from "#shared/criteria";
import { useShop } from "../../../shop/use-shop";
import { useSettledOn } from "./use-settled-on";

/** History state key holding the changes of the last normalisation (CriteriaChange[]). */
export const CRITERIA_CHANGES_STATE = "criteriaChanges";

/**
 * Normalised criteria; rewrites the URL hash when normalisation changed something (after mount
 * only, and only while the router is settled on this page at `path`: a page being left must not
 * rewrite the next page's hash under its own flow; issue 25 item 14, use-settled-on.ts).
 */
export function useNormalisedCriteria(criteria: SearchCriteria, flow: Flow, path: string): SearchCriteria {
  const { today, hour } = useShop();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const result = useMemo(() => normaliseCriteria(criteria, { flow, today, hour }), [criteria, flow, today, hour]);
  const changed = result.criteria !== criteria;
  const settled = useSettledOn(path);
  useEffect(() => {
    // Only a hash the shopper brought can need rewriting (the server renders path criteria, always valid).
    if (!changed || !location.hash || !settled) return;
    const reported = result.changes.filter((c) => c !== "checkoutMissing");
    void navigate({
      to: location.pathname,
      search: location.search as never,
      hash: serializeCriteria(result.criteria),
      replace: true,
      state: ((prev: Record<string, unknown>) => ({ ...prev, [CRITERIA_CHANGES_STATE]: reported })) as never,
    });
  }, [changed, settled, result, location.hash, location.pathname, location.search, navigate]);
  return result.criteria;
}

/** The changes recorded in the current history entry by useNormalisedCriteria (empty when none). */
export function useRecordedCriteriaChanges(): CriteriaChange[] {
  const state = useRouterState({ select: (s) => (s.location.state as unknown as Record<string, unknown>)[CRITERIA_CHANGES_STATE] });
  return Array.isArray(state) ? (state as CriteriaChange[]) : [];
}

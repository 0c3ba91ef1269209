/**
 * The header's flow links as flow switches on a search page (spec 000 §2 "Switching flow on a
 * search page changes the path ... and puts flow=<flow> in the query string", §4 "Changing flow
 * resets criteria: the activity flow clears them; leaving the activity flow restores location and
 * saved future dates"; issue 25 items 12, 14). Off the search pages, or with a modifier key, the
 * link is a plain link. On a search page a plain left click goes where the search box's toggle
 * would: shared/flow-switch flowSwitchFrom, with the saved stay when leaving the activity flow.
 * Its code (and the saved stay's) loads at the click: the header is first-load code everywhere.
 */
import { useNavigate, useRouter } from "@tanstack/react-router";
import type { MouseEvent, SyntheticEvent } from "react";
import type { Flow } from "#shared/criteria";
import { useShop } from "../../../shop/use-shop";

/** A click handler for the link to flow `to`. */
export function useFlowSwitchClick(): (e: MouseEvent<HTMLAnchorElement>, to: Flow) => void {
  const navigate = useNavigate();
  const router = useRouter();
  const shop = useShop();
  return (e, to) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const { pathname, hash, search } = router.state.location;
    // Only the search pages' paths (a cheap test before any code loads).
    if (pathname !== "/activities" && pathname !== "/search" && !pathname.startsWith("/search/")) return;
    e.preventDefault();
    void Promise.all([import("#shared/flow-switch"), import("../../../shop/saved-stay")]).then(([fs, stay]) => {
      const from = fs.searchPageFlow(pathname, (search as { flow?: unknown }).flow) ?? "booking";
      const saved = from === "activity" ? stay.readSavedStay() : null;
      return navigate(fs.flowSwitchFrom({ pathname, hash }, from, to, { today: shop.today, hour: shop.hour, saved }));
    });
  };
}

/**
 * The top bar's flow toggle on a stay page (spec 001 §2 "Top-bar flow toggle links to the product
 * page with flow booking or gifting", §4 "Flow switch booking <-> gifting … sets giftAdult 2 and
 * giftNights on gifting, and refetches"; issue 26): a handler for the link's pointer down, focus
 * and click. Its work (stay-flow-toggle.ts) loads at the first of them: the header's first load
 * stays as it was. A plain left click navigates in the page; the others complete the link's href.
 */
export function useStayFlowSwitch(): (e: SyntheticEvent<HTMLAnchorElement>, to: "booking" | "gifting") => void {
  const router = useRouter();
  return (e, to) => {
    const a = e.currentTarget;
    const click = e.type === "click";
    if (click) {
      const m = e.nativeEvent as globalThis.MouseEvent;
      if (e.defaultPrevented || m.button !== 0 || m.metaKey || m.ctrlKey || m.shiftKey || m.altKey) return;
      e.preventDefault();
    }
    void import("./stay-flow-toggle").then((t) => (click ? t.switchStayFlow(router, to) : t.completeStayFlowHref(router, a, to)));
  };
}

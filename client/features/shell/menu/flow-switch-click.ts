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
 * giftNights on gifting, and refetches"; issue 26): the same page in the other flow, its hash from
 * shared/stay-flow-switch (dates and party kept for the way back). giftNights follows the nights
 * whose price the page shows (the price panel's `data-figure="nights"`, the one figure). A plain
 * left click navigates in the page (the loader refetches the detail). The href is completed at
 * pointer down or focus (as the header's back arrow does), for a link opened in a new tab.
 */
export function useStayFlowSwitch(): { complete: (e: SyntheticEvent<HTMLAnchorElement>, to: "booking" | "gifting") => void; click: (e: MouseEvent<HTMLAnchorElement>, to: "booking" | "gifting") => void } {
  const navigate = useNavigate();
  const router = useRouter();
  const target = (to: "booking" | "gifting") =>
    import("#shared/stay-flow-switch").then((m) => {
      const shown = Number(document.querySelector<HTMLElement>('[data-figure="nights"]')?.dataset.count);
      return m.stayFlowSwitchHash(router.state.location.hash, to, Number.isInteger(shown) ? shown : null);
    });
  return {
    complete: (e, to) => {
      const a = e.currentTarget;
      void target(to).then((hash) => {
        const url = new URL(a.href);
        url.hash = hash;
        a.href = url.href;
      });
    },
    click: (e, to) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      const pathname = router.state.location.pathname;
      void target(to).then((hash) =>
        navigate({ to: pathname, search: (prev) => ({ ...prev, flow: to === "gifting" ? ("gifting" as const) : undefined }), hash }),
      );
    },
  };
}

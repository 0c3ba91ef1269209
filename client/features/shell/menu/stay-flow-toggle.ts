/**
 * The stay page's flow toggle at work (spec 001 §4 "Flow switch booking <-> gifting updates the
 * flow param, sets giftAdult 2 and giftNights on gifting, and refetches"; issue 26), loaded at the
 * toggle's first pointer down, focus or click (flow-switch-click.ts useStayFlowSwitch). The hash is
 * shared/stay-flow-switch's; giftNights follows the nights whose price the page shows (the price
 * panel's `data-figure="nights"`, the one figure).
 */
import type { AnyRouter } from "@tanstack/react-router";
import { stayFlowSwitchHash } from "#shared/stay-flow-switch";

type StayFlow = "booking" | "gifting";

/** The page's hash after switching to `to`. */
function targetHash(router: AnyRouter, to: StayFlow): string {
  const shown = Number(document.querySelector<HTMLElement>('[data-figure="nights"]')?.dataset.count);
  return stayFlowSwitchHash(router.state.location.hash, to, Number.isInteger(shown) ? shown : null);
}

/** Navigates in the page to the same stay in flow `to` (the route's loader refetches the detail). */
export function switchStayFlow(router: AnyRouter, to: StayFlow): Promise<void> {
  const { pathname, search } = router.state.location;
  const next = { ...(search as Record<string, unknown>), flow: to === "gifting" ? ("gifting" as const) : undefined };
  return router.navigate({ to: pathname, search: next, hash: targetHash(router, to) });
}

/** Completes the toggle link's href with the hash (a link opened in a new tab, or followed by the browser). */
export function completeStayFlowHref(router: AnyRouter, a: HTMLAnchorElement, to: StayFlow): void {
  const url = new URL(a.href);
  url.hash = targetHash(router, to);
  a.href = url.href;
}

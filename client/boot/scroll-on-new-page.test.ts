/** The scroll rule for hash-carrying navigations (issue 13 item 2; client/boot/scroll-on-new-page.ts). */
import { describe, expect, it } from "vitest";
import { shouldScrollToTop, type RenderedNavigation } from "./scroll-on-new-page";

const results = { pathname: "/search", searchStr: "?page=1", hash: "city=2996944&a=2" };
const nav = (over: Partial<RenderedNavigation>): RenderedNavigation => ({ action: "PUSH", from: { pathname: "/search", searchStr: "" }, to: results, anchorExists: false, ...over });

describe("shouldScrollToTop", () => {
  it("goes to the top on another results page or an offer page whose URL carries criteria", () => {
    expect(shouldScrollToTop(nav({}))).toBe(true);
    expect(shouldScrollToTop(nav({ to: { pathname: "/stay/123", searchStr: "", hash: "checkin=2026-12-04&checkout=2026-12-06" } }))).toBe(true);
    expect(shouldScrollToTop(nav({ action: "REPLACE" }))).toBe(true);
  });

  it("leaves the scroll alone for another sort of the same page, a real anchor, back/forward and plain URLs", () => {
    expect(shouldScrollToTop(nav({ from: { pathname: "/search", searchStr: "?page=1" } }))).toBe(false);
    expect(shouldScrollToTop(nav({ anchorExists: true, to: { ...results, hash: "main" } }))).toBe(false);
    expect(shouldScrollToTop(nav({ action: "BACK" }))).toBe(false);
    expect(shouldScrollToTop(nav({ action: "FORWARD" }))).toBe(false);
    expect(shouldScrollToTop(nav({ action: null }))).toBe(false);
    // No hash: the router resets the scroll itself.
    expect(shouldScrollToTop(nav({ to: { ...results, hash: "" } }))).toBe(false);
    // The first render (hydration) has no previous location.
    expect(shouldScrollToTop(nav({ from: undefined }))).toBe(false);
  });
});

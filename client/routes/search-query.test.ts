/**
 * What the search routes' loaders receive for a malformed query, through the real router and
 * route tree (issue 13 item 3: `page=abc`, `page=-1`, `page=1.5` showed the error page because the
 * raw value reached the loader; `flow=xyz` likewise).
 */
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { MAX_PAGE } from "#shared/search-path";
import { routeTree } from "../route-tree";

function depsOf(href: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [href] }), context: {} as never });
  const matches = router.matchRoutes(router.parseLocation(router.history.location));
  const leaf = matches.at(-1)!;
  return { routeId: leaf.routeId, deps: leaf.loaderDeps as { flow?: string; page: number }, search: leaf.search as Record<string, unknown> };
}

describe("search route loader deps", () => {
  it.each([
    ["/search?page=abc", 0],
    ["/search?page=-1", 0],
    ["/search?page=1.5", 0],
    ["/search?page=%22%22", 0],
    ["/search?page=3", 3],
    ["/search?page=600", MAX_PAGE],
    ["/search/lyon-c2996944?page=abc", 0],
    ["/activities?page=-4", 0],
    ["/sejours/paris?page=abc", 0],
  ])("%s → page %i", (href, page) => {
    const { deps, search } = depsOf(href);
    expect(deps.page).toBe(page);
    expect(search.page === undefined || search.page === page).toBe(true);
  });

  it("drops an unknown flow", () => {
    expect(depsOf("/search?flow=xyz").deps.flow).toBe("booking");
    expect(depsOf("/search?flow=gifting&page=2").deps).toEqual({ flow: "gifting", page: 2, minisite: null });
    expect(depsOf("/search?minisite=club-rail-plus").deps).toEqual({ flow: "booking", page: 0, minisite: "club-rail-plus" });
  });
});

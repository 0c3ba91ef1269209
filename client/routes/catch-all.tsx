/**
 * Catch-all (spec 001 §2): unknown paths that look like search pages show the results page, other
 * unknown paths show the home page.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { looksLikeSearchPath, parseSearchQuery } from "#shared/search-path";
import { rootRoute } from "./root";
import { searchHead, searchLoader } from "../features/search/search-loader";
import { homeHead, homeLoader } from "../features/home/home-loader";

export const catchAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$",
  validateSearch: parseSearchQuery,
  loaderDeps: ({ search }) => ({ flow: search.flow ?? "booking", page: search.page ?? 0 }),
  loader: async ({ context, deps, location }) => {
    if (looksLikeSearchPath(location.pathname)) return { kind: "search" as const, ...(await searchLoader(context, undefined, deps.flow, deps.page, "/search")) };
    return { kind: "home" as const, ...(await homeLoader(context, "booking")) };
  },
  // The home fallback keeps the home page's title (WCAG 2.4.2) but is not indexed.
  head: ({ match, loaderData }) => (loaderData?.kind === "search" ? searchHead(match.context.shop, loaderData) : { meta: [...homeHead(match.context.shop, loaderData).meta.filter((m) => m.name !== "robots"), { name: "robots", content: "noindex, follow" }] }),
  component: lazyRouteComponent(() => import("../features/shell/catch-all-page"), "CatchAllPage"),
});

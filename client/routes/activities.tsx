/** Activity search route /activities (spec 000 §1 activity flow, behind the activityFlow flag). */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery, searchLoaderDeps } from "#shared/search-path";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { searchRouteHead } from "./search";

/** The loader's code loads with the route's first navigation; it computes the page's head too (shop/route-head.ts). */
const searchLoader = lazyFn(() => import("../features/search/search-loader"), "searchLoader");

export const activitiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/activities",
  validateSearch: parseSearchQuery,
  loaderDeps: ({ search }) => ({ page: searchLoaderDeps(search).page }),
  loader: ({ context, deps, location }) =>
    searchLoader(context, undefined, context.shop.flags.activityFlow ? "activity" : "booking", deps.page, "/activities", location.hash),
  // Upstream outage: 503 with Retry-After and noindex (worker/ssr/render.ts), the spec's message stays.
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.failed ? 503 : null),
  head: searchRouteHead,
  component: lazyRouteComponent(() => import("../features/search/search-route-page"), "SearchRoutePage"),
});

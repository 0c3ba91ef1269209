/** Activity search route /activities (spec 000 §1 activity flow, behind the activityFlow flag). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery } from "#shared/search-path";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { searchHead, searchLoader } from "../features/search/search-loader";

export const activitiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/activities",
  validateSearch: parseSearchQuery,
  // Re-validated: the router merges the raw query under the validated one (?page=-3 would pass).
  loaderDeps: ({ search }) => ({ page: parseSearchQuery(search).page ?? 0 }),
  loader: ({ context, deps }) => searchLoader(context, undefined, context.shop.flags.activityFlow ? "activity" : "booking", deps.page, "/activities"),
  // Upstream outage: 503 with Retry-After and noindex (worker/ssr/render.ts), the spec's message stays.
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.failed ? 503 : null),
  head: ({ match, loaderData }) => searchHead(match.context.shop, loaderData),
  component: lazyRouteComponent(() => import("../features/search/search-route-page"), "SearchRoutePage"),
});

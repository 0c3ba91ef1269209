/** Activity detail route /activity/$id (spec 001 §2 "Activity detail page"); the id may carry a slug: 1234-some-title. */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loaderStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";

/** The loader's code loads with the route's first navigation; it computes the page's head too (shop/route-head.ts). */
const activityLoader = lazyFn(() => import("../features/activity/activity-loader"), "activityLoader");

export const activityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/activity/$id",
  loader: ({ context, params, location }) => activityLoader(context, params.id, location.pathname),
  // Unknown activity: 404 with noindex (worker/ssr/render.ts); upstream outage: 503 with Retry-After.
  headers: ({ loaderData }) => loaderStatusHeaders(loaderData?.status),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/activity/components/activity-page"), "ActivityPage"),
});

/** Search results routes: /search and /search/$destination (spec 000 §2). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery } from "#shared/search-path";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { searchHead, searchLoader } from "../features/search/search-loader";

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/search",
  validateSearch: parseSearchQuery,
  // Re-validated: the router merges the raw query under the validated one, so a malformed
  // ?page=-3 or ?flow=nope would otherwise reach the loader (and the offers API) as is.
  loaderDeps: ({ search }) => { const q = parseSearchQuery(search); return { flow: q.flow ?? "booking", page: q.page ?? 0 }; },
  loader: ({ context, deps }) => searchLoader(context, undefined, deps.flow, deps.page, "/search"),
  // Upstream outage: 503 with Retry-After and noindex (worker/ssr/render.ts), the spec's message stays.
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.failed ? 503 : null),
  head: ({ match, loaderData }) => searchHead(match.context.shop, loaderData),
  component: lazyRouteComponent(() => import("../features/search/search-route-page"), "SearchRoutePage"),
});

export const searchDestinationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/search/$destination",
  validateSearch: parseSearchQuery,
  // Re-validated: the router merges the raw query under the validated one, so a malformed
  // ?page=-3 or ?flow=nope would otherwise reach the loader (and the offers API) as is.
  loaderDeps: ({ search }) => { const q = parseSearchQuery(search); return { flow: q.flow ?? "booking", page: q.page ?? 0 }; },
  loader: ({ context, deps, params, location }) => searchLoader(context, params.destination, deps.flow, deps.page, location.pathname),
  // Upstream outage: 503 with Retry-After and noindex (worker/ssr/render.ts), the spec's message stays.
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.failed ? 503 : null),
  head: ({ match, loaderData }) => searchHead(match.context.shop, loaderData),
  component: lazyRouteComponent(() => import("../features/search/search-route-page"), "SearchRoutePage"),
});

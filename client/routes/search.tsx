/** Search results routes: /search and /search/$destination (spec 000 §2). */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery, searchLoaderDeps } from "#shared/search-path";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { searchHead } from "../features/search/search-head";

/** The loader's code loads with the route's first navigation (its head stays: the router runs it while hydrating). */
const searchLoader = lazyFn(() => import("../features/search/search-loader"), "searchLoader");

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/search",
  validateSearch: parseSearchQuery,
  loaderDeps: ({ search }) => searchLoaderDeps(search),
  loader: ({ context, deps, location }) => searchLoader(context, undefined, deps.flow, deps.page, "/search", location.hash),
  // Upstream outage: 503 with Retry-After and noindex (worker/ssr/render.ts), the spec's message stays.
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.failed ? 503 : null),
  head: ({ match, loaderData }) => searchHead(match.context.shop, loaderData),
  component: lazyRouteComponent(() => import("../features/search/search-route-page"), "SearchRoutePage"),
});

export const searchDestinationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/search/$destination",
  validateSearch: parseSearchQuery,
  loaderDeps: ({ search }) => searchLoaderDeps(search),
  loader: ({ context, deps, params, location }) => searchLoader(context, params.destination, deps.flow, deps.page, location.pathname, location.hash),
  // Upstream outage: 503 with Retry-After and noindex (worker/ssr/render.ts), the spec's message stays.
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.failed ? 503 : null),
  head: ({ match, loaderData }) => searchHead(match.context.shop, loaderData),
  component: lazyRouteComponent(() => import("../features/search/search-route-page"), "SearchRoutePage"),
});

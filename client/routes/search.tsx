/** Search results routes: /search and /search/$destination (spec 000 §2). */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery, keepMinisite, searchLoaderDeps } from "#shared/search-path";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";
import { HASH_PENDING_SCRIPT } from "../features/search/lib/hash-pending";

/** The loader's code loads with the route's first navigation; it computes the page's head too (shop/route-head.ts). */
const searchLoader = lazyFn(() => import("../features/search/search-loader"), "searchLoader");

/** The loader's head plus the inline script that flags a hash search before hydration (lib/hash-pending.ts). */
export const searchRouteHead = (ctx: Parameters<typeof headFromLoader>[0]) => ({ ...headFromLoader(ctx), scripts: [{ children: HASH_PENDING_SCRIPT }] });

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/search",
  validateSearch: parseSearchQuery,
  loaderDeps: ({ search }) => searchLoaderDeps(search),
  // A partner's customer keeps its minisite across searches (decision 048).
  search: { middlewares: [keepMinisite] },
  loader: ({ context, deps, location }) => searchLoader(context, undefined, deps.flow, deps.page, "/search", location.hash, deps.minisite),
  // Upstream outage: 503 with Retry-After and noindex (worker/ssr/render.ts), the spec's message stays; unknown minisite: 404.
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.minisiteMissing ? 404 : loaderData?.failed ? 503 : null),
  head: searchRouteHead,
  component: lazyRouteComponent(() => import("../features/search/search-route-page"), "SearchRoutePage"),
});

export const searchDestinationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/search/$destination",
  validateSearch: parseSearchQuery,
  loaderDeps: ({ search }) => searchLoaderDeps(search),
  search: { middlewares: [keepMinisite] },
  loader: ({ context, deps, params, location }) => searchLoader(context, params.destination, deps.flow, deps.page, location.pathname, location.hash, deps.minisite),
  // Upstream outage: 503 with Retry-After and noindex (worker/ssr/render.ts), the spec's message stays; unknown minisite: 404.
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.minisiteMissing ? 404 : loaderData?.failed ? 503 : null),
  head: searchRouteHead,
  component: lazyRouteComponent(() => import("../features/search/search-route-page"), "SearchRoutePage"),
});

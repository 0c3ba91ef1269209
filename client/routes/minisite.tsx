/**
 * Partner minisites /{word}/$minisiteUrl (spec 001 §2 "Minisite pages for partners"):
 * /partenaire (fr), /colaborador (es), /partner (nl, it); shared/content-routes.ts, decision 035.
 * `?page` pages the partner's offers. Unknown or another market's partner: 404; failure: 503.
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { MINISITE_ROUTE_WORDS } from "#shared/content-route-words";
import { parseSearchQuery } from "#shared/search-path";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";

/** Loads with the route's first navigation; computes the page's head (shop/route-head.ts). */
const minisiteLoader = lazyFn(() => import("../features/minisite/minisite-loader"), "minisiteLoader");
const component = lazyRouteComponent(() => import("../features/minisite/components/minisite-page"), "MinisitePage");

export const minisiteRoutes = MINISITE_ROUTE_WORDS.map((word) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${word}/$slug`,
    // The shop's one query schema (it knows `page`): the page cache keys on what it keeps.
    validateSearch: parseSearchQuery,
    loaderDeps: ({ search }) => ({ page: search.page ?? 0 }),
    loader: ({ context, params, deps }) => minisiteLoader(context, (params as { slug: string }).slug, deps.page),
    headers: ({ loaderData }) => pageStatusHeaders(loaderData?.status === "missing" ? 404 : loaderData?.status === "error" ? 503 : null),
    head: headFromLoader,
    component,
  }),
);

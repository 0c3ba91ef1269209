/**
 * Catch-all (spec 001 §2): unknown paths that look like search pages show the results page, other
 * unknown paths show the home page; both answer 404 with noindex, so a typo is never an indexable
 * copy of another page (issue 13 item 19). Paths of screens the spec names but the shop does not
 * build yet (shared/planned-screens.ts) show the 404 page ('Oops!', search box, marketing articles).
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { createTranslator } from "#shared/i18n";
import { parseSearchQuery, searchLoaderDeps } from "#shared/search-path";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";
import { HASH_PENDING_SCRIPT } from "../features/search/lib/hash-pending";

// The loader's code loads with the route's first navigation (heads stay: the router runs them while hydrating).
const catchAllLoader = lazyFn(() => import("../features/shell/catch-all-loader"), "catchAllLoader");

const NOINDEX = { name: "robots", content: "noindex, follow" };

export const catchAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$",
  validateSearch: parseSearchQuery,
  loaderDeps: ({ search }) => searchLoaderDeps(search),
  loader: ({ context, deps, location }) => catchAllLoader(context, deps, location.pathname, location.hash),

  // Every catch-all answer is a 404 (the thrown notFound() is one already, by the router), or a
  // 503 when the results fallback could not get its results (upstream outage).
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.kind === "search" && loaderData.failed ? 503 : 404),
  // Fallbacks keep their page's title (WCAG 2.4.2); the 404 page (no loader data) gets its own.
  // The loader computes the head of its fallback page (noindex, follow); a planned screen throws
  // notFound() and has no loader data: the 404 page's title.
  head: (ctx) => {
    if (ctx.loaderData) return { ...headFromLoader(ctx), scripts: ctx.loaderData.kind === "search" ? [{ children: HASH_PENDING_SCRIPT }] : [] };
    const t = createTranslator(ctx.match.context.shop.market.bcp47, ctx.match.context.shop.messages);
    return { meta: [{ title: t("notFound.metaTitle") }, NOINDEX] };
  },
  component: lazyRouteComponent(() => import("../features/shell/catch-all-page"), "CatchAllPage"),
  notFoundComponent: lazyRouteComponent(() => import("../features/shell/not-found-screen"), "RouteNotFound"),
});

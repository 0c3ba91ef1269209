/**
 * Static content pages /{word}/$id (spec 001 §2 "Static content page": a route with an id; the
 * footer's legal and help links): /infos (fr), /informacion (es), /info (nl), /informazioni (it),
 * shared/content-routes.ts, decision 035. Unknown id: 404; upstream failure: 503.
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { CONTENT_ROUTE_WORDS } from "#shared/content-route-words";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";

/** Loads with the route's first navigation; computes the page's head (shop/route-head.ts). */
const contentLoader = lazyFn(() => import("../features/content/content-loader"), "contentLoader");
const component = lazyRouteComponent(() => import("../features/content/components/content-page"), "ContentPage");

export const contentRoutes = CONTENT_ROUTE_WORDS.map((word) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${word}/$id`,
    loader: ({ context, params, location }) => contentLoader(context, params.id, location.pathname),
    headers: ({ loaderData }) => pageStatusHeaders(loaderData?.status === "missing" ? 404 : loaderData?.status === "error" ? 503 : null),
    head: headFromLoader,
    component,
  }),
);

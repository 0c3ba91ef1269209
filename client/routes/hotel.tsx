/** Hotel route /hotel/$id (spec 001 §2 "Hotel page"); the id may carry a slug: 1234-hotel-name. */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery, keepMinisite } from "#shared/search-path";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";

/** The loader's code loads with the route's first navigation; it computes the page's head too (shop/route-head.ts). */
const hotelLoader = lazyFn(() => import("../features/hotel/hotel-loader"), "hotelLoader");

export const hotelRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/hotel/$id",
  validateSearch: parseSearchQuery,
  // A partner's customer keeps its minisite on the hotel page too (decisions 048, 055).
  search: { middlewares: [keepMinisite] },
  loaderDeps: ({ search }) => ({ minisite: search.minisite ?? null }),
  // The hash is "" on the server; on a client navigation it carries the dates and party.
  loader: ({ context, params, deps, location }) => hotelLoader(context, params.id, location.hash, location.pathname, deps.minisite),
  // Unknown hotel: 404 with noindex (worker/ssr/render.ts); a failed detail keeps the page's defaults.
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.status === "missing" ? 404 : null),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/hotel/components/hotel-page"), "HotelPage"),
});

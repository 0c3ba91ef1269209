/** Hotel route /hotel/$id (spec 001 §2 "Hotel page"); the id may carry a slug: 1234-hotel-name. */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { hotelHead } from "../features/hotel/hotel-head";

/** The loader's code loads with the route's first navigation (its head stays: the router runs it while hydrating). */
const hotelLoader = lazyFn(() => import("../features/hotel/hotel-loader"), "hotelLoader");

export const hotelRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/hotel/$id",
  // The hash is "" on the server; on a client navigation it carries the dates and party.
  loader: ({ context, params, location }) => hotelLoader(context, params.id, location.hash),
  // Unknown hotel: 404 with noindex (worker/ssr/render.ts); a failed detail keeps the page's defaults.
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.status === "missing" ? 404 : null),
  head: ({ match, loaderData }) => hotelHead(match.context.shop, loaderData),
  component: lazyRouteComponent(() => import("../features/hotel/components/hotel-page"), "HotelPage"),
});

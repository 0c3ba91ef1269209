/**
 * Booking and payment steps /booking/$cartId and /payment/$cartId (spec 001 §2, §3 Booking price breakdown, §4 checkout hand-off),
 * and the booking modification /booking/$cartId/change (spec 000 §2 view mode MODIFICATION; decision 046).
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery, keepMinisite } from "#shared/search-path";
import { rootRoute } from "./root";
import { loaderStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";

// The loader's code loads with the route's first navigation (its head stays: the router runs it while hydrating).
const bookingLoader = lazyFn(() => import("../features/booking/booking-loader"), "bookingLoader");
const modificationLoader = lazyFn(() => import("../features/booking/modification/modification-loader"), "modificationLoader");

export const bookingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/booking/$cartId",
  validateSearch: parseSearchQuery,
  // The partner's branding follows its customer into the booking steps (decision 048).
  search: { middlewares: [keepMinisite] },
  loader: ({ context, params }) => bookingLoader(context, params.cartId, "summary"),
  headers: ({ loaderData }) => loaderStatusHeaders(loaderData?.status),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/booking/components/booking-step"), "BookingSummaryStep"),
});

export const paymentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/payment/$cartId",
  validateSearch: parseSearchQuery,
  search: { middlewares: [keepMinisite] },
  loader: ({ context, params }) => bookingLoader(context, params.cartId, "payment"),
  headers: ({ loaderData }) => loaderStatusHeaders(loaderData?.status),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/booking/components/booking-step"), "PaymentStep"),
});

export const bookingChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/booking/$cartId/change",
  validateSearch: parseSearchQuery,
  loader: ({ context, params }) => modificationLoader(context, params.cartId),
  headers: ({ loaderData }) => loaderStatusHeaders(loaderData?.status),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/booking/modification/modification-page"), "ModificationPage"),
});

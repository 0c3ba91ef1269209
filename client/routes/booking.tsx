/** Booking and payment steps /booking/$cartId and /payment/$cartId (spec 001 §2, §3 Booking price breakdown, §4 checkout hand-off). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { bookingHead, bookingLoader } from "../features/booking/booking-loader";

export const bookingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/booking/$cartId",
  loader: ({ context, params }) => bookingLoader(context, params.cartId),
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.status === "missing" ? 404 : loaderData?.status === "error" ? 503 : null),
  head: ({ match }) => bookingHead(match.context.shop, "summary"),
  component: lazyRouteComponent(() => import("../features/booking/components/booking-step"), "BookingSummaryStep"),
});

export const paymentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/payment/$cartId",
  loader: ({ context, params }) => bookingLoader(context, params.cartId),
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.status === "missing" ? 404 : loaderData?.status === "error" ? 503 : null),
  head: ({ match }) => bookingHead(match.context.shop, "payment"),
  component: lazyRouteComponent(() => import("../features/booking/components/booking-step"), "PaymentStep"),
});

/**
 * Gifting routes (spec 001 §2 "Gifting setup", "Gift card customisation route is
 * /giftcard/customization"; docs/decisions/033-gifting-setup.md): the gifting setup of a stay
 * /gift/$id (the stay id, optionally with its slug), the gift card /giftcard/customization (all
 * six markets), the gift booking summary /booking/gift/$cartId that both hand off to, and its
 * payment step /payment/gift/$cartId (docs/decisions/043).
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";

const giftSetupLoader = lazyFn(() => import("../features/gifting/gift-loader"), "giftSetupLoader");
const giftcardLoader = lazyFn(() => import("../features/gifting/gift-loader"), "giftcardLoader");
const giftBookingLoader = lazyFn(() => import("../features/gifting/gift-loader"), "giftBookingLoader");

const statusHeaders = ({ loaderData }: { loaderData?: { status: string } }) =>
  pageStatusHeaders(loaderData?.status === "missing" ? 404 : loaderData?.status === "error" ? 503 : null);

export const giftSetupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/gift/$id",
  loader: ({ context, params }) => giftSetupLoader(context, params.id),
  headers: statusHeaders,
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/gifting/components/gift-setup-page"), "GiftSetupPage"),
});

export const giftcardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/giftcard/customization",
  loader: ({ context }) => giftcardLoader(context),
  headers: statusHeaders,
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/gifting/components/giftcard-page"), "GiftcardPage"),
});

export const giftBookingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/booking/gift/$cartId",
  loader: ({ context, params }) => giftBookingLoader(context, params.cartId, "summary"),
  headers: statusHeaders,
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/gifting/components/gift-booking-page"), "GiftBookingPage"),
});

export const giftPaymentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/payment/gift/$cartId",
  loader: ({ context, params }) => giftBookingLoader(context, params.cartId, "payment"),
  headers: statusHeaders,
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/gifting/components/gift-booking-page"), "GiftPaymentPage"),
});

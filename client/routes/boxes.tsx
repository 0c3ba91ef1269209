/**
 * Gift box routes (spec 001 §2 "Box pages"; docs/decisions/028-box-routes.md): the catalogue
 * /boxes, the detail /boxes/p/$slug/$code (the code, fourth path segment, decides the format;
 * search giftFormat mirrors it) and the gifting checkout hand-off /boxes/checkout?code&giftFormat.
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";

// Loaders load with their route's first navigation; they compute their page's head too (shop/route-head.ts).
const boxesLoader = lazyFn(() => import("../features/boxes/boxes-loader"), "boxesLoader");
const boxLoader = lazyFn(() => import("../features/boxes/boxes-loader"), "boxLoader");
const boxCheckoutLoader = lazyFn(() => import("../features/boxes/boxes-loader"), "boxCheckoutLoader");

/** giftFormat of a box search: 'digital' | 'physical', anything else dropped (bad input degrades). */
const giftFormat = (v: unknown) => (v === "digital" || v === "physical" ? v : undefined);

export const boxesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/boxes",
  loader: ({ context }) => boxesLoader(context),
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.status === "error" ? 503 : null),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/boxes/components/boxes-page"), "BoxesPage"),
});

export const boxDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/boxes/p/$slug/$code",
  validateSearch: (s: Record<string, unknown>): { giftFormat?: "digital" | "physical" } => ({ giftFormat: giftFormat(s.giftFormat) }),
  loader: ({ context, params, location }) => boxLoader(context, params.code, location.pathname),
  headers: ({ loaderData }) => pageStatusHeaders(loaderData?.status === "missing" ? 404 : loaderData?.status === "error" ? 503 : null),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/boxes/components/box-page"), "BoxPage"),
});

export const boxCheckoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/boxes/checkout",
  // The loader checks the code's shape (boxes-loader.ts): a bad one reads as 'no box chosen'.
  validateSearch: (s: Record<string, unknown>): { code?: string; giftFormat?: "digital" | "physical" } => ({
    code: typeof s.code === "string" ? s.code : undefined,
    giftFormat: giftFormat(s.giftFormat),
  }),
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: ({ context, deps }) => boxCheckoutLoader(context, deps.code),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/boxes/components/box-checkout-page"), "BoxCheckoutPage"),
});

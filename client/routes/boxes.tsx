/**
 * Gift box routes (spec 001 §2 "Box pages"; docs/decisions/028-box-routes.md): the catalogue
 * /boxes, the detail /boxes/p/$slug/$code (the code, fourth path segment, decides the format;
 * search giftFormat mirrors it) and the gifting checkout hand-off /boxes/checkout?code&giftFormat.
 * The localised words coffrets, cajas-regalo, cadeauboxen and cofanetti render the catalogue and
 * the detail too, their canonical link on /boxes (docs/decisions/043).
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery } from "#shared/search-path";
import { BOX_ALIAS_WORDS, BOX_ROUTE_WORD } from "../features/boxes/lib/box-route-words";
import { rootRoute } from "./root";
import { loaderStatusHeaders, pageStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";

// Loaders load with their route's first navigation; they compute their page's head too (shop/route-head.ts).
const boxesLoader = lazyFn(() => import("../features/boxes/boxes-loader"), "boxesLoader");
const boxLoader = lazyFn(() => import("../features/boxes/boxes-loader"), "boxLoader");
const boxCheckoutLoader = lazyFn(() => import("../features/boxes/boxes-loader"), "boxCheckoutLoader");


const catalogueRoute = <W extends string>(word: W) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${word}` as const,
    loader: ({ context }) => boxesLoader(context),
    headers: ({ loaderData }) => pageStatusHeaders(loaderData?.status === "error" ? 503 : null),
    head: headFromLoader,
    component: lazyRouteComponent(() => import("../features/boxes/components/boxes-page"), "BoxesPage"),
  });

const detailRoute = <W extends string>(word: W) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${word}/p/$slug/$code` as const,
    // The shop's one query schema (giftFormat, code: malformed values dropped), which the page cache keys on.
    validateSearch: parseSearchQuery,
    loader: ({ context, params, location }) => boxLoader(context, (params as { code: string }).code, location.pathname),
    headers: ({ loaderData }) => loaderStatusHeaders(loaderData?.status),
    head: headFromLoader,
    component: lazyRouteComponent(() => import("../features/boxes/components/box-page"), "BoxPage"),
  });

export const boxesRoute = catalogueRoute(BOX_ROUTE_WORD);
export const boxDetailRoute = detailRoute(BOX_ROUTE_WORD);
/** The localised words' catalogue and detail routes (decision 043). */
export const boxAliasRoutes = BOX_ALIAS_WORDS.flatMap((word) => [catalogueRoute(word), detailRoute(word)]);

export const boxCheckoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/boxes/checkout",
  // A malformed code is dropped by the schema: the page then reads as 'no box chosen'.
  validateSearch: parseSearchQuery,
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: ({ context, deps }) => boxCheckoutLoader(context, deps.code),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/boxes/components/box-checkout-page"), "BoxCheckoutPage"),
});

/** Stay product route /stay/$id (spec 001 §2 "Stay product page"); the id may carry a slug: 1234-some-title. */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { stayPriceInputs } from "#shared/pricing";
import { parseSearchQuery, keepMinisite } from "#shared/search-path";
import { rootRoute } from "./root";
import { loaderStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";

/** The loader's code loads with the route's first navigation; it computes the page's head too (shop/route-head.ts). */
const stayLoader = lazyFn(() => import("../features/product/stay-loader"), "stayLoader");

export const stayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/stay/$id",
  validateSearch: parseSearchQuery,
  // A partner's customer keeps its minisite from search to product to booking (decision 048).
  search: { middlewares: [keepMinisite] },
  loaderDeps: ({ search }) => ({ flow: search.flow === "gifting" ? ("gifting" as const) : ("booking" as const), minisite: search.minisite ?? null }),
  // The hash is "" on the server; on a client navigation it carries the dates and party.
  loader: ({ context, params, deps, location }) => stayLoader(context, params.id, stayPriceInputs(deps.flow, location.hash, deps.minisite), location.pathname),
  // Unknown id: 404 with noindex, the 404 page; upstream outage: 503 with Retry-After and noindex
  // (worker/ssr/render.ts), the spec's message stays. An expired offer is a 200 (decision 021).
  headers: ({ loaderData }) => loaderStatusHeaders(loaderData?.status),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/product/components/stay-page"), "StayPage"),
});

/** Home route "/" (spec 001 §2 Homepage): `?flow=gifting|activity` picks the CMS document (booking otherwise). */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery } from "#shared/search-path";
import { rootRoute } from "./root";
import { headFromLoader } from "../shop/route-head";

/** The loader's code loads with the route's first navigation; it computes the page's head too (shop/route-head.ts). */
const homeLoader = lazyFn(() => import("../features/home/home-loader"), "homeLoader");
import { homeFlow } from "../features/cms/lib/home-flow";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  // The shared query parser (the page cache keys pages by what it reads, decision 007); the home
  // page shows booking's document for any flow without one of its own (homeFlow).
  validateSearch: parseSearchQuery,
  loaderDeps: ({ search }) => ({ flow: homeFlow(search.flow) }),
  loader: ({ context, deps }) => homeLoader(context, deps.flow),
  head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/home/home-page"), "HomePage"),
});

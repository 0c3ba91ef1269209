/** Home route "/" (spec 001 §2 Homepage). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { withPageChunks } from "../shop/page-chunks";
import { homeHead, homeLoader } from "../features/home/home-loader";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  loader: ({ context }) => homeLoader(context),
  head: ({ match }) => withPageChunks(homeHead(match.context.shop), match.context.shop, "home-page"),
  component: lazyRouteComponent(() => import("../features/home/home-page"), "HomePage"),
});

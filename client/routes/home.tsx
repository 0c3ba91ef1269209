/** Home route "/" (spec 001 §2 Homepage). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { homeHead, homeLoader } from "../features/home/home-loader";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  loader: ({ context }) => homeLoader(context),
  head: ({ match }) => homeHead(match.context.shop),
  component: lazyRouteComponent(() => import("../features/home/home-page"), "HomePage"),
});

/** Home route "/" (spec 001 §2 Homepage): `?flow=gifting|activity` picks the CMS document (booking otherwise). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { homeHead, homeLoader } from "../features/home/home-loader";
import { homeFlow } from "../features/home/lib/cms";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  validateSearch: (raw: Record<string, unknown>): { flow?: "gifting" | "activity" } => {
    const flow = homeFlow(raw.flow);
    return flow === "booking" ? {} : { flow };
  },
  loaderDeps: ({ search }) => ({ flow: homeFlow(search.flow) }),
  loader: ({ context, deps }) => homeLoader(context, deps.flow),
  head: ({ match, loaderData }) => homeHead(match.context.shop, loaderData),
  component: lazyRouteComponent(() => import("../features/home/home-page"), "HomePage"),
});

/**
 * Ideas pages (spec 001 §2 "Ideas page"; shared/content-routes.ts, decision 035): the city word
 * (ville, ciudad, stad, citta) maps its id to cityId, the theme word (idee, tema, thema, idea) to
 * subthemaRegion; `/{word}/$id/$section` is one section in full ('See more'), noindex, follow.
 * Unknown id: 404; upstream failure: 503 with 'Oops, something went wrong'.
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { IDEAS_CITY_WORDS, IDEAS_THEME_WORDS } from "#shared/content-route-words";
import { rootRoute } from "./root";
import { pageStatusHeaders } from "../shop/page-status";
import { headFromLoader } from "../shop/route-head";

/** Loads with the route's first navigation; computes the page's head (shop/route-head.ts). */
const ideasLoader = lazyFn(() => import("../features/content/ideas-loader"), "ideasLoader");
const component = lazyRouteComponent(() => import("../features/content/components/ideas-page"), "IdeasPage");

const ideasRoute = (kind: "city" | "theme", word: string, withSection: boolean) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: withSection ? `/${word}/$id/$section` : `/${word}/$id`,
    loader: ({ context, params, location }) =>
      ideasLoader(context, kind, (params as { id: string }).id, (params as { section?: string }).section, location.pathname),
    headers: ({ loaderData }) => pageStatusHeaders(loaderData?.status === "missing" ? 404 : loaderData?.status === "error" ? 503 : null),
    head: headFromLoader,
    component,
  });

export const ideasRoutes = [
  ...IDEAS_CITY_WORDS.flatMap((w) => [ideasRoute("city", w, false), ideasRoute("city", w, true)]),
  ...IDEAS_THEME_WORDS.flatMap((w) => [ideasRoute("theme", w, false), ideasRoute("theme", w, true)]),
];

/**
 * The contact and help page (spec 001 §2 "Contact and help page"; docs/decisions/027): /contact
 * (fr, nl), /contacto (es), /contatti (it). Every word renders the page on every market; the
 * header's help icon links to the market's own. `?ref=contact_thank_you` shows the thank-you state.
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { parseSearchQuery } from "#shared/search-path";
import { headFromLoader } from "../shop/route-head";

/** Loads with the route's first navigation; computes the page's head (shop/route-head.ts). */
const contactLoader = lazyFn(() => import("../features/contact/contact-head"), "contactLoader");

const contactRoute = (path: "/contact" | "/contacto" | "/contatti") =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    // The shop's one query schema (it knows `ref`): the page cache keys on what it keeps.
    validateSearch: parseSearchQuery,
    loader: ({ context, location }) => contactLoader(context, location.pathname),
    head: headFromLoader,
    component: lazyRouteComponent(() => import("../features/contact/contact-page"), "ContactPage"),
  });

export const contactRoutes = [contactRoute("/contact"), contactRoute("/contacto"), contactRoute("/contatti")] as const;

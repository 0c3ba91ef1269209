/**
 * Account routes (spec 001 §2 "Account": /account/signin?origin=, /account/settings/profile,
 * /account/trips, /account/wishlist; docs/decisions/034). Thin: the loader (on demand) computes the
 * head, the page component loads with the route. The query goes through the shop's one schema
 * (page cache key); the sign-in page reads `origin` from the address itself.
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery } from "#shared/search-path";
import { rootRoute } from "./root";
import { headFromLoader } from "../shop/route-head";

const accountLoader = lazyFn(() => import("../features/account/account-head"), "accountLoader");

export const accountSigninRoute = createRoute({
  getParentRoute: () => rootRoute, path: "/account/signin", validateSearch: parseSearchQuery,
  loader: ({ context }) => accountLoader(context, "signin"), head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/account/signin-page"), "SigninPage"),
});

export const accountProfileRoute = createRoute({
  getParentRoute: () => rootRoute, path: "/account/settings/profile", validateSearch: parseSearchQuery,
  loader: ({ context }) => accountLoader(context, "profile"), head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/account/profile-page"), "ProfilePage"),
});

export const accountTripsRoute = createRoute({
  getParentRoute: () => rootRoute, path: "/account/trips", validateSearch: parseSearchQuery,
  loader: ({ context }) => accountLoader(context, "trips"), head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/account/trips-page"), "TripsPage"),
});

export const accountWishlistRoute = createRoute({
  getParentRoute: () => rootRoute, path: "/account/wishlist", validateSearch: parseSearchQuery,
  loader: ({ context }) => accountLoader(context, "wishlist"), head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/account/wishlist-page"), "WishlistPage"),
});

/** /wishlist: the spec's "wishlist" first segment (spec 001 §2 "Screens and routes"), the same page. */
export const wishlistRoute = createRoute({
  getParentRoute: () => rootRoute, path: "/wishlist", validateSearch: parseSearchQuery,
  loader: ({ context }) => accountLoader(context, "wishlist"), head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/account/wishlist-page"), "WishlistPage"),
});

export const accountRoutes = [accountSigninRoute, accountProfileRoute, accountTripsRoute, accountWishlistRoute, wishlistRoute] as const;

/**
 * Gift recipient routes (spec 001 §2 "/beneficiary/login", §6 "Beneficiary: separate login", §7
 * beneficiary offers; docs/decisions/034): the code login and the offers it redeems.
 */
import { createRoute, lazyFn, lazyRouteComponent } from "@tanstack/react-router";
import { parseSearchQuery } from "#shared/search-path";
import { rootRoute } from "./root";
import { headFromLoader } from "../shop/route-head";

const accountLoader = lazyFn(() => import("../features/account/account-head"), "accountLoader");

export const beneficiaryLoginRoute = createRoute({
  getParentRoute: () => rootRoute, path: "/beneficiary/login", validateSearch: parseSearchQuery,
  loader: ({ context }) => accountLoader(context, "beneficiaryLogin"), head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/account/beneficiary-login-page"), "BeneficiaryLoginPage"),
});

export const beneficiaryOffersRoute = createRoute({
  getParentRoute: () => rootRoute, path: "/beneficiary/offers", validateSearch: parseSearchQuery,
  loader: ({ context }) => accountLoader(context, "beneficiaryOffers"), head: headFromLoader,
  component: lazyRouteComponent(() => import("../features/account/beneficiary-offers-page"), "BeneficiaryOffersPage"),
});

export const beneficiaryRoutes = [beneficiaryLoginRoute, beneficiaryOffersRoute] as const;

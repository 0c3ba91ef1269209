/**
 * The route tree (spec 001 §2 "Screens and routes"). Literal paths are our choice
 * (docs/decisions/003-routes.md): /, /search[/destination], /activities, /stay/$id, /booking/$cartId[/change] (decision 046), /payment/$cartId,
 * the contact page (/contact, /contacto, /contatti: decision 027), /boxes[/p/$slug/$code] and /boxes/checkout (decision 028; localised aliases: decision 043),
 * /gift/$id, /giftcard/customization, /booking/gift/$cartId (decision 033) and /payment/gift/$cartId (decision 043)
 * and a catch-all.
 */
import { rootRoute } from "./routes/root";
import { homeRoute } from "./routes/home";
import { searchRoute, searchDestinationRoute } from "./routes/search";
import { activitiesRoute } from "./routes/activities";
import { stayRoute } from "./routes/stay";
import { hotelRoute } from "./routes/hotel";
import { activityRoute } from "./routes/activity";
import { bookingChangeRoute, bookingRoute, paymentRoute } from "./routes/booking";
import { boxesRoute, boxDetailRoute, boxCheckoutRoute, boxAliasRoutes } from "./routes/boxes";
import { catchAllRoute } from "./routes/catch-all";
import { contactRoutes } from "./routes/contact";
import { contentRoutes } from "./routes/content";
import { ideasRoutes } from "./routes/ideas";
import { minisiteRoutes } from "./routes/minisite";
import { accountRoutes } from "./routes/account";
import { beneficiaryRoutes } from "./routes/beneficiary";
import { giftSetupRoute, giftcardRoute, giftBookingRoute, giftPaymentRoute } from "./routes/gift";

export const routeTree = rootRoute.addChildren([
  homeRoute,
  searchRoute,
  searchDestinationRoute,
  activitiesRoute,
  stayRoute,
  hotelRoute,
  activityRoute,
  bookingRoute,
  bookingChangeRoute,
  paymentRoute,
  ...contactRoutes,
  ...accountRoutes,
  ...beneficiaryRoutes,
  boxesRoute,
  boxDetailRoute,
  boxCheckoutRoute,
  ...boxAliasRoutes,
  ...contentRoutes,
  ...ideasRoutes,
  ...minisiteRoutes,
  giftSetupRoute, giftcardRoute, giftBookingRoute, giftPaymentRoute,
  catchAllRoute,
]);

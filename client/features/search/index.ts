/**
 * The search feature's public face (issue 27; docs/decisions/069-the-house.md): what other
 * features use of it. Another feature imports search only from here (eslint.config.js
 * import-x/no-restricted-paths); routes and the app compose features and may import any file.
 * Loaders (`load…`) keep a lazily loaded piece in its own chunk.
 */
export { fetchOffers, offersQueryOptions, offersTotal } from "./api/offers";
export { prefetchThemes } from "./api/themes";
export { offerConditions } from "./cancellation/cancellation-offers-choice";
export { cardViewMode } from "./components/card-view-mode";
export { OfferCard } from "./components/offer-card";
export { SearchBox } from "./components/search-box";
export const loadSearchBox = () => import("./components/search-box");
export { default as SearchCalendar, type CalendarSource } from "./components/search-calendar";
export const loadSearchCalendar = () => import("./components/search-calendar");
export { TravellersPicker } from "./components/travellers-picker";
export { fullDay, rangeLabel } from "./lib/date-label";
export { toOfferCardData, type OfferCardData } from "./lib/offer-card-data";
export { type SearchLoaderData } from "./search-head";
export { searchLoader } from "./search-loader";
export { SearchResults } from "./search-route-page";

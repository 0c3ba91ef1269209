/**
 * The promo feature's public face (issue 27; docs/decisions/069-the-house.md): what other
 * features use of it. Another feature imports promo only from here (eslint.config.js
 * import-x/no-restricted-paths); routes and the app compose features and may import any file.
 * Loaders (`load…`) keep a lazily loaded piece in its own chunk.
 */
export { AnnouncementBanner } from "./announcement-banner";
export { announcementBannersQuery } from "./announcement-query";
export const loadFamilyBars = () => import("./family-bars");
export { prefetchTopBars } from "./prefetch-top-bars";
export { visiblePromoLinks } from "./promo-bar-for";
export { PromoBarFrame, PromoLinks } from "./promo-bar-view";
export { cmsPromoBarsQuery } from "./promo-bars-query";

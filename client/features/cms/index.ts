/**
 * The cms feature's public face (issue 27; docs/decisions/069-the-house.md): what other
 * features use of it. Another feature imports cms only from here (eslint.config.js
 * import-x/no-restricted-paths); routes and the app compose features and may import any file.
 * Loaders (`load…`) keep a lazily loaded piece in its own chunk.
 */
export { cmsGiftBlockQuery } from "./api/cms-gift-block";
export { fetchIdeasPage, fetchMinisite, fetchMinisiteOffers, fetchStaticContent } from "./api/content";
export { minisiteQueryOptions } from "./api/minisite-query";
export const loadMinisiteQuery = () => import("./api/minisite-query");
export { BannerBlock } from "./blocks/banner-block";
export { BoxesBlock } from "./blocks/boxes-block";
export { CmsImage } from "./blocks/cms-image";
export { GiftBlock } from "./blocks/gift-block";
export { SectionTitle } from "./blocks/section-title";
export { countdownLeft, giftBannerFor, homeFlow, isKnownBlock, pickHomepage } from "./lib/cms";
export { robotsContent } from "./lib/home-flow";

/**
 * The gifting feature's public face (issue 27; docs/decisions/069-the-house.md): what other
 * features use of it. Another feature imports gifting only from here (eslint.config.js
 * import-x/no-restricted-paths); routes and the app compose features and may import any file.
 * Loaders (`load…`) keep a lazily loaded piece in its own chunk.
 */
export { singleVoucherQueryOptions } from "./api/gift";
export { GiftEntry } from "./components/gift-entry";
export const loadGiftHowItWorks = () => import("./components/gift-how-it-works");
export { GiftMenuTool } from "./components/gift-menu-tool";
export { GIFT_CARD_HREF } from "./lib/gift-menu";

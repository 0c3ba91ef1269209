/**
 * The wishlist feature's public face (issue 27; docs/decisions/069-the-house.md): what other
 * features use of it. Another feature imports wishlist only from here (eslint.config.js
 * import-x/no-restricted-paths); routes and the app compose features and may import any file.
 * Loaders (`load…`) keep a lazily loaded piece in its own chunk.
 */
export const loadWishlistDrawer = () => import("./wishlist-drawer");
export { WishlistHeartSlot } from "./wishlist-heart-slot";
export { WishlistList } from "./wishlist-list";
export { mergeWishlistAfterSignin } from "./wishlist-store";

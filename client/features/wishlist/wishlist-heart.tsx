/**
 * The wishlist heart (spec 000 §4 "Card hover shows a wishlist icon", §6 "The wishlist heart needs
 * a feature flag and a mounted client"; spec 001 §2 stay page "wishlist heart"): a toggle button
 * shown only after the page has hydrated and with the wishlistHeart flag, so server HTML and the
 * page cache never depend on a visitor's list. It sits above a card's covering link. Loaded by
 * wishlist-heart-slot.tsx, which draws the same button (`HeartButton`) until this code is here.
 */
import { inWishlist, type WishlistItem } from "#shared/wishlist";
import { useMounted, useShop } from "../../shop/use-shop";
import { HeartButton } from "./heart-button";
import { toggleWishlistItem, useWishlist } from "./wishlist-store";

export function WishlistHeart(props: { item: WishlistItem; variant?: "card" | "page" }) {
  const shop = useShop();
  const mounted = useMounted();
  const list = useWishlist();
  if (!shop.flags.wishlistHeart || !mounted) return null;
  return (
    <HeartButton
      id={props.item.id}
      label={props.item.label}
      on={inWishlist(list, props.item)}
      variant={props.variant}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void toggleWishlistItem(props.item);
      }}
    />
  );
}

/**
 * The wishlist heart (spec 000 §4 "Card hover shows a wishlist icon", §6 "The wishlist heart needs
 * a feature flag and a mounted client"; spec 001 §2 stay page "wishlist heart"): a toggle button
 * shown only after the page has hydrated and with the wishlistHeart flag, so server HTML and the
 * page cache never depend on a visitor's list. It sits above a card's covering link.
 */
import { css } from "styled-system/css";
import { inWishlist, type WishlistItem } from "#shared/wishlist";
import { useMounted, useShop, useT } from "../../shop/use-shop";
import { toggleWishlistItem, useWishlist } from "./wishlist-store";

export function WishlistHeart(props: { item: WishlistItem; variant?: "card" | "page" }) {
  const shop = useShop();
  const t = useT();
  const mounted = useMounted();
  const list = useWishlist();
  if (!shop.flags.wishlistHeart || !mounted) return null;
  const on = inWishlist(list, props.item);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t(on ? "wishlist.remove" : "wishlist.add", { label: props.item.label })}
      title={t(on ? "wishlist.remove" : "wishlist.add", { label: props.item.label })}
      data-wishlist-heart={props.item.id}
      data-on={on ? "true" : "false"}
      className={props.variant === "page" ? pageHeart : cardHeart}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void toggleWishlistItem(props.item);
      }}
    >
      <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false" fill={on ? "currentColor" : "none"} stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
        <path d="M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 8.6 4c-1.6 4.6-8.6 9-8.6 9z" />
      </svg>
    </button>
  );
}

const cardHeart = css({
  position: "absolute", top: "2", right: "2", zIndex: 2, display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10",
  borderRadius: "full", cursor: "pointer", borderWidth: 0, color: "promo", bg: "bg.surface", boxShadow: "card", transition: "transform 0.15s",
  _hover: { transform: "scale(1.08)" },
});
const pageHeart = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", cursor: "pointer",
  borderWidth: "1px", borderColor: "border", color: "promo", bg: "bg.surface", transition: "transform 0.15s", _hover: { transform: "scale(1.08)" },
});

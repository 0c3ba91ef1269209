/**
 * Where a wishlist heart goes on a card or a product page (spec 000 §6 "The wishlist heart needs a
 * feature flag and a mounted client"). Renders nothing on the server and during hydration; once
 * mounted, with the wishlistHeart flag, it loads the heart (wishlist-heart.tsx and its store) as a
 * lazy chunk, so pages carry none of the wishlist code before interaction.
 */
import { lazy, Suspense } from "react";
import type { WishlistItem } from "#shared/wishlist";
import { useMounted, useShop } from "../../shop/use-shop";

const WishlistHeart = lazy(() => import("./wishlist-heart").then((m) => ({ default: m.WishlistHeart })));

export function WishlistHeartSlot(props: { item: WishlistItem; variant?: "card" | "page" }) {
  const shop = useShop();
  const mounted = useMounted();
  if (!shop.flags.wishlistHeart || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <WishlistHeart item={props.item} variant={props.variant} />
    </Suspense>
  );
}

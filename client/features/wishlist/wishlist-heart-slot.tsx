/**
 * Where a wishlist heart goes on a card or a product page (spec 000 §6 "The wishlist heart needs a
 * feature flag and a mounted client"). Renders nothing on the server and during hydration; once
 * mounted, with the wishlistHeart flag:
 * - when the visitor may have a list (the stored list is not empty, or the `user_account` cookie
 *   says signed in: the list is the account's), the heart (wishlist-heart.tsx and its store) loads
 *   at once as a lazy chunk, so a listed item shows filled;
 * - otherwise (nothing can be listed yet) the same button, empty, is drawn here, and the heart's
 *   code loads at the visitor's first scroll, pointer, touch or key on the page; a click on the
 *   button before that adds the item once the store has loaded (decision 045).
 * So no page carries the wishlist store in its first load for a visitor without a list. The
 * button's look (`HeartButton`, heart-button.tsx) is in the page's first load, and the heart reuses it.
 */
import { Suspense, useEffect, useState } from "react";
import { lazy } from "../../ui/lazy";
import type { WishlistItem } from "#shared/wishlist";
import { useMounted, useShop } from "../../shop/use-shop";
import { HeartButton } from "./heart-button";

const loadHeart = () => import("./wishlist-heart");
const WishlistHeart = lazy(() => loadHeart().then((m) => ({ default: m.WishlistHeart })));

/** Same value as WISHLIST_STORAGE_KEY (shared/wishlist.ts), kept here so pages do not import the store. */
export const SLOT_WISHLIST_KEY = "pasea.wishlist";
/** Same name as ACCOUNT_COOKIES.user (shared/account-cookies.ts). */
export const SLOT_ACCOUNT_COOKIE = "user_account";

const TRIGGERS = ["scroll", "wheel", "pointerdown", "touchstart", "keydown"] as const;

/** Whether the visitor may have a wishlist: a non-empty stored list or a signed-in account. */
export function mayHaveWishlist(stored: string | null, cookie: string): boolean {
  if (stored && stored !== "[]") return true;
  return cookie.split(";").some((part) => part.trim().startsWith(`${SLOT_ACCOUNT_COOKIE}=`) && part.trim().length > SLOT_ACCOUNT_COOKIE.length + 1);
}

function storedList(): string | null {
  try {
    return window.localStorage.getItem(SLOT_WISHLIST_KEY);
  } catch {
    return null;
  }
}

export function WishlistHeartSlot(props: { item: WishlistItem; variant?: "card" | "page" }) {
  const shop = useShop();
  const mounted = useMounted();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!mounted || !shop.flags.wishlistHeart) return;
    if (mayHaveWishlist(storedList(), document.cookie)) {
      setLive(true);
      return;
    }
    const wake = () => {
      stop();
      void loadHeart().then(() => setLive(true));
    };
    const stop = () => {
      for (const e of TRIGGERS) window.removeEventListener(e, wake, true);
    };
    for (const e of TRIGGERS) window.addEventListener(e, wake, { capture: true, passive: true });
    return stop;
  }, [mounted, shop.flags.wishlistHeart]);
  if (!shop.flags.wishlistHeart || !mounted) return null;
  const empty = (
    <HeartButton
      id={props.item.id}
      label={props.item.label}
      on={false}
      variant={props.variant}
      onClick={(e) => {
        // Before the store's code: add the item once it is here, then show the live heart.
        e.preventDefault();
        e.stopPropagation();
        void import("./wishlist-store").then((m) => m.toggleWishlistItem(props.item)).then(() => setLive(true));
      }}
    />
  );
  if (!live) return empty;
  return (
    <Suspense fallback={empty}>
      <WishlistHeart item={props.item} variant={props.variant} />
    </Suspense>
  );
}

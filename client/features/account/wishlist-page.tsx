/**
 * /account/wishlist (spec 001 §2 "Account" links, "Wishlist drawer"): the same list as the drawer,
 * full width, for anonymous visitors (localStorage) and signed-in accounts (D1). The list renders
 * after mount: the server HTML shows the title only (the page cache serves it to everyone).
 */
import { useMounted, useT } from "../../shop/use-shop";
import { WishlistList } from "../wishlist";
import { AccountFrame } from "./form-field";

export function WishlistPage() {
  const t = useT();
  const mounted = useMounted();
  return (
    <AccountFrame title={t("wishlist.title")} wide>
      {mounted ? <WishlistList /> : null}
    </AccountFrame>
  );
}

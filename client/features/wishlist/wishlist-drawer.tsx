/**
 * The wishlist drawer (spec 001 §2 "Wishlist drawer"): the shop's dialog frame as a panel from the
 * right (shell/dialog-frame.tsx, layout 'panel': Ark UI's focus trap, Escape, outside click, scroll
 * lock, focus back to the header icon; full screen on phones), holding the wishlist list with its
 * Packages and Activities tabs and a link to the whole list. A lazy chunk, fetched when the
 * header's wishlist icon is first pointed at, focused or clicked.
 */
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";
import { DialogFrame } from "../../ui/dialog-frame";
import { WishlistList } from "./wishlist-list";

export default function WishlistDrawer(props: { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => HTMLElement | null }) {
  const t = useT();
  const close = () => props.onOpenChange(false);
  return (
    <DialogFrame open={props.open} onClose={close} returnFocus={props.returnFocus} placement="side" layout="panel" title={t("wishlist.title")} closeLabel={t("wishlist.close")} testId="wishlist-drawer">
      <div className={css({ flex: 1, overflowY: "auto", p: { base: "4", md: "6" } })}>
        <WishlistList onNavigate={close} />
      </div>
      <div className={css({ p: "4", borderTopWidth: "1px", borderColor: "border" })}>
        <a href="/account/wishlist" className={css({ color: "primary", fontWeight: "semibold" })} onClick={close}>{t("wishlist.seeAll")}</a>
      </div>
    </DialogFrame>
  );
}

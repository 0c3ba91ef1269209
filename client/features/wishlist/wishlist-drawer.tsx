/**
 * The wishlist drawer (spec 001 §2 "Wishlist drawer"): Ark UI's Dialog as a panel from the right
 * (focus trap, Escape, outside click, scroll lock, focus back to the header icon), holding the
 * wishlist list with its Packages and Activities tabs. A lazy chunk, fetched when the header's
 * wishlist icon is first pointed at, focused or clicked.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";
import { WishlistList } from "./wishlist-list";

export default function WishlistDrawer(props: { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => HTMLElement | null }) {
  const t = useT();
  return (
    <Dialog.Root open={props.open} onOpenChange={(d) => props.onOpenChange(d.open)} finalFocusEl={props.returnFocus} lazyMount unmountOnExit>
      <Dialog.Backdrop className={css({ position: "fixed", inset: 0, bg: "bg.overlay", zIndex: "overlay" })} />
      <Dialog.Positioner className={css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", justifyContent: "flex-end" })}>
        <Dialog.Content data-testid="wishlist-drawer" className={css({ display: "flex", flexDirection: "column", w: { base: "100vw", md: "28rem" }, h: "100dvh", bg: "bg.surface", boxShadow: "modal", outline: "none" })}>
          <div className={css({ display: "flex", alignItems: "center", gap: "2", pl: { base: "4", md: "6" }, pr: "2", minH: "14", borderBottomWidth: "1px", borderColor: "border" })}>
            <Dialog.Title className={css({ flex: 1, m: 0, fontSize: "xl", fontWeight: "bold" })}>{t("wishlist.title")}</Dialog.Title>
            <Dialog.CloseTrigger aria-label={t("wishlist.close")} className={css({ display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", bg: "transparent", borderWidth: 0, cursor: "pointer", color: "fg", _hover: { bg: "bg.subtle" } })}>
              <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round"><path d="M6 6l12 12M18 6L6 18" /></svg>
            </Dialog.CloseTrigger>
          </div>
          <div className={css({ flex: 1, overflowY: "auto", p: { base: "4", md: "6" } })}>
            <WishlistList onNavigate={() => props.onOpenChange(false)} />
          </div>
          <div className={css({ p: "4", borderTopWidth: "1px", borderColor: "border" })}>
            <a href="/account/wishlist" className={css({ color: "primary", fontWeight: "semibold" })} onClick={() => props.onOpenChange(false)}>{t("wishlist.seeAll")}</a>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

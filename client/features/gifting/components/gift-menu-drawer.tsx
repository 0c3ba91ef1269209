/**
 * The gift drawer of the header's gift icon (spec 001 §6 "Gift drawer available for all six
 * locales"; docs/decisions/049): the ways to give that every market sells (a stay, gift boxes, the
 * gift card, activities), each a link with a line saying what it is. An Ark UI Dialog drawn as a
 * side drawer (bottom sheet on phones), loaded on demand by gift-menu-tool.tsx; never on the
 * customer-care host, whose gift icon is the gift-card link.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { css } from "styled-system/css";
import { GIFT_VALIDITY_MONTHS, GIFTCARD_MAX_CENTS, GIFTCARD_MIN_CENTS } from "#shared/gift";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { giftMenuItems } from "../lib/gift-menu";

export default function GiftMenuDrawer(props: { open: boolean; onClose: () => void; returnFocus: () => HTMLElement | null }) {
  const t = useT();
  const shop = useShop();
  const items = giftMenuItems({ activityFlow: shop.flags.activityFlow });
  const pos = shop.market.pointOfSale;
  return (
    <Dialog.Root open={props.open} onOpenChange={(d) => { if (!d.open) props.onClose(); }} finalFocusEl={props.returnFocus} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content} data-testid="gift-menu">
            <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3" })}>
              <Dialog.Title className={css({ fontSize: "xl", fontWeight: "bold", m: 0 })}>{t("giftMenu.title")}</Dialog.Title>
              <Dialog.CloseTrigger className={close} aria-label={t("gifting.drawer.close")}>✕</Dialog.CloseTrigger>
            </div>
            <Dialog.Description className={css({ m: 0, color: "fg.muted", lineHeight: "relaxed" })}>{t("giftMenu.text")}</Dialog.Description>
            <ul className={css({ listStyle: "none", m: 0, p: 0, display: "grid", gap: "3" })}>
              {items.map((item) => (
                <li key={item.key}>
                  <a href={item.href} className={option} data-gift-option={item.key}>
                    <span className={css({ fontWeight: "bold", fontSize: "md" })}>{t(`giftMenu.${item.key}.title`)}</span>
                    <span className={css({ fontSize: "sm", color: "fg.muted" })}>
                      {t(`giftMenu.${item.key}.text`, item.key === "giftcard"
                        ? { months: GIFT_VALIDITY_MONTHS.giftcard, min: formatMoney(GIFTCARD_MIN_CENTS, pos), max: formatMoney(GIFTCARD_MAX_CENTS, pos) }
                        : { months: GIFT_VALIDITY_MONTHS.stay })}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const backdrop = css({ position: "fixed", inset: 0, bg: "bg.overlay", zIndex: "overlay" });
const positioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", justifyContent: "flex-end", alignItems: { base: "flex-end", md: "stretch" } });
const content = css({
  bg: "bg.surface", w: { base: "100%", md: "26rem" }, maxH: { base: "85vh", md: "100%" }, overflowY: "auto", p: "6", display: "grid", gap: "4", alignContent: "start",
  borderTopLeftRadius: { base: "2xl", md: 0 }, borderTopRightRadius: { base: "2xl", md: 0 }, boxShadow: "modal", outline: "none",
});
const close = css({ w: "10", h: "10", borderRadius: "full", borderWidth: "1px", borderColor: "border", bg: "bg", cursor: "pointer", fontSize: "lg", color: "fg" });
const option = css({
  display: "grid", gap: "1", p: "4", borderRadius: "lg", borderWidth: "1px", borderColor: "border", color: "fg", textDecoration: "none",
  _hover: { borderColor: "primary", bg: "primary.subtle" },
});

/**
 * 'Personalise your gift' drawer of the stay page in gifting (spec 001 §2 "A Personalise-your-gift
 * drawer has an Offer button"): what the gift is (the stay for 2, nights, format and message chosen
 * next), its gift price for the stay's nights and validity, and Offer, which opens the gifting setup (/gift/$id). An Ark
 * UI Dialog shown as a side drawer (bottom sheet on phones), loaded on demand by gift-entry.tsx.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { GIFT_ADULTS, GIFT_VALIDITY_MONTHS } from "#shared/gift";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";

export default function GiftDrawer(props: { open: boolean; onClose: () => void; packageId: number; label: string; fromPrice: number; nights: number }) {
  const t = useT();
  const { market } = useShop();
  return (
    <Dialog.Root open={props.open} onOpenChange={(d) => { if (!d.open) props.onClose(); }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content} data-testid="gift-drawer">
            <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3" })}>
              <Dialog.Title className={css({ fontSize: "xl", fontWeight: "bold", m: 0 })}>{t("gifting.drawer.open")}</Dialog.Title>
              <Dialog.CloseTrigger className={close} aria-label={t("gifting.drawer.close")}>✕</Dialog.CloseTrigger>
            </div>
            <p className={css({ fontWeight: "semibold", m: 0 })}>{props.label}</p>
            <Dialog.Description className={css({ m: 0, color: "fg.muted", lineHeight: "relaxed" })}>{t("gifting.drawer.text")}</Dialog.Description>
            <p className={css({ m: 0, fontSize: "2xl", fontWeight: "bold" })}>{t("gifting.drawer.from", { amount: formatMoney(props.fromPrice, market.pointOfSale), nights: props.nights })}</p>
            <p className={css({ m: 0, fontSize: "sm" })}>{t("gifting.validity.stay", { months: GIFT_VALIDITY_MONTHS.stay, adults: GIFT_ADULTS })}</p>
            <Link to="/gift/$id" params={{ id: String(props.packageId) }} className={offer} data-testid="gift-offer" onClick={props.onClose}>
              {t("gifting.drawer.offer")}
            </Link>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const backdrop = css({ position: "fixed", inset: 0, bg: "rgba(0,0,0,0.45)", zIndex: 60 });
const positioner = css({ position: "fixed", inset: 0, zIndex: 61, display: "flex", justifyContent: "flex-end", alignItems: { base: "flex-end", md: "stretch" } });
const content = css({
  bg: "bg", w: { base: "100%", md: "26rem" }, maxH: { base: "85vh", md: "100%" }, overflowY: "auto", p: "6", display: "grid", gap: "4", alignContent: "start",
  borderTopLeftRadius: { base: "2xl", md: 0 }, borderTopRightRadius: { base: "2xl", md: 0 }, boxShadow: "card",
});
const close = css({ w: "10", h: "10", borderRadius: "full", borderWidth: "1px", borderColor: "border", bg: "bg", cursor: "pointer", fontSize: "lg" });
const offer = css({ display: "flex", alignItems: "center", justifyContent: "center", h: "12", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", textDecoration: "none", _hover: { bg: "primary.hover" } });

/**
 * 'Personalise your gift' drawer of the stay page in gifting (spec 001 §2 "A Personalise-your-gift
 * drawer has an Offer button"): what the gift is (the stay for 2, nights, format and message chosen
 * next), its gift price for the stay's nights and validity, and Offer, which opens the gifting
 * setup (/gift/$id). The shop's Ark UI dialog frame as a side drawer (bottom sheet on phones;
 * shell/dialog-frame.tsx), loaded on demand by gift-entry.tsx.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { GIFT_ADULTS, GIFT_VALIDITY_MONTHS } from "#shared/gift";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../../ui/dialog-frame";

export default function GiftDrawer(props: { open: boolean; onClose: () => void; packageId: number; label: string; fromPrice: number; nights: number }) {
  const t = useT();
  const { market } = useShop();
  return (
    <DialogFrame open={props.open} onClose={props.onClose} placement="side" title={t("gifting.drawer.open")} closeLabel={t("gifting.drawer.close")} testId="gift-drawer">
      <p className={css({ fontWeight: "semibold", m: 0 })}>{props.label}</p>
      <Dialog.Description className={css({ m: 0, color: "fg.muted", lineHeight: "relaxed" })}>{t("gifting.drawer.text")}</Dialog.Description>
      <p className={css({ m: 0, fontSize: "2xl", fontWeight: "bold" })}>{t("gifting.drawer.from", { amount: formatMoney(props.fromPrice, market.pointOfSale), nights: props.nights })}</p>
      <p className={css({ m: 0, fontSize: "sm" })}>{t("gifting.validity.stay", { months: GIFT_VALIDITY_MONTHS.stay, adults: GIFT_ADULTS })}</p>
      <Link to="/gift/$id" params={{ id: String(props.packageId) }} className={offer} data-testid="gift-offer" onClick={props.onClose}>
        {t("gifting.drawer.offer")}
      </Link>
    </DialogFrame>
  );
}

const offer = css({ display: "flex", alignItems: "center", justifyContent: "center", h: "12", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", textDecoration: "none", _hover: { bg: "primary.hover" } });

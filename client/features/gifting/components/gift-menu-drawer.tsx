/**
 * The gift drawer of the header's gift icon (spec 001 §6 "Gift drawer available for all six
 * locales"; docs/decisions/049): the ways to give that every market sells (a stay, gift boxes, the
 * gift card, activities), each a link with a line saying what it is. The shop's Ark UI dialog
 * frame as a side drawer (bottom sheet on phones; shell/dialog-frame.tsx), loaded on demand by
 * gift-menu-tool.tsx; never on the customer-care host, whose gift icon is the gift-card link.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { css } from "styled-system/css";
import { GIFT_VALIDITY_MONTHS, GIFTCARD_MAX_CENTS, GIFTCARD_MIN_CENTS } from "#shared/gift";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../../ui/dialog-frame";
import { giftMenuItems } from "../lib/gift-menu";

export default function GiftMenuDrawer(props: { open: boolean; onClose: () => void; returnFocus: () => HTMLElement | null }) {
  const t = useT();
  const shop = useShop();
  const items = giftMenuItems({ activityFlow: shop.flags.activityFlow });
  const pos = shop.market.pointOfSale;
  return (
    <DialogFrame open={props.open} onClose={props.onClose} returnFocus={props.returnFocus} placement="side" title={t("giftMenu.title")} closeLabel={t("gifting.drawer.close")} testId="gift-menu">
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
    </DialogFrame>
  );
}

const option = css({
  display: "grid", gap: "1", p: "4", borderRadius: "lg", borderWidth: "1px", borderColor: "border", color: "fg", textDecoration: "none",
  _hover: { borderColor: "primary", bg: "primary.subtle" },
});

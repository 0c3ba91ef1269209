/**
 * The text of one gift format (spec 001 §4, §8, §9): digital or physical with its delivery, or the
 * 'coming back soon' message when the physical format cannot be chosen. Shared by the gifting
 * options accordion and the format modal.
 */
import { css } from "styled-system/css";
import type { GiftFormat } from "#shared/contract/boxes-format";
import { PHYSICAL_DELIVERY_DAYS } from "#shared/gift";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";

export function FormatText(props: { format: GiftFormat; physicalAvailable: boolean; shipping: { amount: number } | null }) {
  const t = useT();
  const { market } = useShop();
  if (props.format === "digital") return <p className={text}>{t("boxes.formatDigitalText")}</p>;
  if (!props.physicalAvailable) return <p className={soon} data-testid="physical-coming-soon">{t("boxes.comingSoon")}</p>;
  return (
    <p className={text}>
      {t("boxes.formatPhysicalText", { min: PHYSICAL_DELIVERY_DAYS.min, max: PHYSICAL_DELIVERY_DAYS.max })}{" "}
      <strong>{props.shipping && props.shipping.amount > 0 ? t("boxes.shipping", { price: formatMoney(props.shipping.amount, market.pointOfSale) }) : t("boxes.shippingFree")}</strong>
    </p>
  );
}

const text = css({ m: 0, color: "fg.muted", fontSize: "sm", lineHeight: "relaxed" });
const soon = css({ m: 0, color: "promo.text", fontSize: "sm", fontWeight: "semibold", lineHeight: "relaxed" });

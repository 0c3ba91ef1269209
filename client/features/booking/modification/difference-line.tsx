/**
 * The footer a MODIFICATION card carries under the offer card (spec 000 §2 view mode
 * MODIFICATION, §9 free modification until the deadline): "+€60.50 to pay", "€51.00 refunded",
 * "€51.00 less, not refunded", "Same price", and 'Your booked stay' on the booked package at the
 * booked dates and party. Kept outside OfferCard, so the search page's card carries none of it.
 */
import { css } from "styled-system/css";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import type { PriceDifference } from "./price-difference";

export function DifferenceLine(props: { difference: PriceDifference; booked: boolean }) {
  const t = useT();
  const { market } = useShop();
  const d = props.difference;
  const text = d.kind === "none" ? null : d.kind === "same" ? t("modification.diff.same") : "amount" in d ? t(`modification.diff.${d.kind}`, { amount: formatMoney(d.amount, market.pointOfSale) }) : null;
  if (!text && !props.booked) return null;
  return (
    <p className={line} data-difference={d.kind} data-testid="modification-difference">
      {props.booked && <span className={bookedTag}>{t("modification.booked")}</span>}
      {text && <span>{text}</span>}
    </p>
  );
}

const line = css({
  m: 0, px: "4", py: "2.5", display: "flex", gap: "3", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap",
  fontWeight: "bold", fontSize: "sm", borderBottomLeftRadius: "lg", borderBottomRightRadius: "lg", borderWidth: "1px", borderTopWidth: 0, borderColor: "border", bg: "bg.subtle", color: "fg",
  "&[data-difference=refund]": { bg: "success.subtle", color: "success" },
  "&[data-difference=charge]": { bg: "warning.subtle", color: "warning" },
});
const bookedTag = css({ fontSize: "xs", textTransform: "uppercase", letterSpacing: "wide", px: "2", py: "0.5", borderRadius: "full", bg: "bg", color: "fg", borderWidth: "1px", borderColor: "border" });

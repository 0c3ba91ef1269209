/** The tourist tax explainer (spec 001 §2 modals "tourist tax explainer"; §3 Local tax; §9 "paid at hotel; total stay equals amount to pay today plus tax"). */
import { useId } from "react";
import { css } from "styled-system/css";
import type { LocalTax } from "#shared/contract/weekend-quote-realtime";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { Modal } from "../../../ui/modal";

export function LocalTaxDialog(props: { open: boolean; onClose: () => void; tax: Pick<LocalTax, "type" | "amount" | "percentage">; total: number }) {
  const t = useT();
  const { market } = useShop();
  const id = useId();
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  return (
    <Modal open={props.open} onClose={props.onClose} labelledBy={id} testId="local-tax-dialog">
      <h2 id={id} className={css({ fontSize: "xl", fontWeight: "bold", mt: 0, mb: "3" })}>{t("product.tax.title")}</h2>
      <p>{props.tax.type === "BOOKING_PERCENTAGE" ? t("product.tax.percentage", { percent: props.tax.percentage }) : t("product.tax.perPersonPerNight", { amount: money(props.tax.amount) })}</p>
      <p>{t("product.tax.paidAtHotel", { amount: money(props.total) })}</p>
      <p className={css({ fontWeight: "semibold" })}>{t("product.tax.total")}</p>
      <button type="button" autoFocus className={closeButton} onClick={props.onClose}>{t("product.dialog.close")}</button>
    </Modal>
  );
}

const closeButton = css({ mt: "2", h: "10", px: "5", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", cursor: "pointer", _hover: { bg: "primary.hover" } });

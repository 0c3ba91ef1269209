/**
 * The price-update modal (spec 001 §4 "Price-update modal", §8 price change messages): old price,
 * new price and the difference; a lower price celebrates and offers only Continue (unless opened
 * from checkout), a higher one Back and Continue; Continue goes on to checkout. The buttons follow
 * shared/pricing.ts `priceChangeActions`.
 */
import { useId } from "react";
import { css } from "styled-system/css";
import { formatMoney } from "#shared/money";
import { priceChangeActions, type PriceChange } from "#shared/pricing";
import { useShop, useT } from "../../../shop/use-shop";
import { Modal } from "./modal";

export function PriceChangeDialog(props: { change: PriceChange | null; fromCheckout?: boolean; busy?: boolean; onBack: () => void; onContinue: () => void }) {
  const t = useT();
  const { market } = useShop();
  const id = useId();
  const change = props.change;
  const actions = change ? priceChangeActions(change, props.fromCheckout ?? false) : null;
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  return (
    <Modal open={change !== null} onClose={props.onBack} labelledBy={id} dismissable={actions?.back ?? false} testId="price-change-dialog">
      {change && actions && (
        <>
          {actions.celebrate && <p aria-hidden="true" className={css({ fontSize: "4xl", textAlign: "center", m: 0 })}>🎉</p>}
          <h2 id={id} className={css({ fontSize: "xl", fontWeight: "bold", mt: "2", mb: "4", textAlign: "center" })}>
            {t(change.direction === "lower" ? "product.priceChange.lower" : "product.priceChange.higher")}
          </h2>
          <dl className={css({ display: "grid", gridTemplateColumns: "1fr auto", rowGap: "2", columnGap: "4", m: 0 })}>
            <dt>{t("product.priceChange.old")}</dt>
            <dd className={css({ m: 0, textAlign: "end" })} data-testid="old-price"><s>{money(change.oldPrice)}</s></dd>
            <dt className={css({ fontWeight: "bold" })}>{t("product.priceChange.new")}</dt>
            <dd className={css({ m: 0, textAlign: "end", fontWeight: "bold", fontSize: "lg" })} data-testid="new-price">{money(change.newPrice)}</dd>
            <dt>{t("product.priceChange.difference")}</dt>
            <dd className={change.direction === "lower" ? diffLower : diffHigher} data-testid="price-difference">
              {change.direction === "lower" ? "−" : "+"}
              {money(change.difference)}
            </dd>
          </dl>
          <div className={css({ display: "flex", gap: "3", justifyContent: "flex-end", mt: "6", flexWrap: "wrap" })}>
            {actions.back && (
              <button type="button" className={secondary} onClick={props.onBack}>{t("product.priceChange.back")}</button>
            )}
            <button type="button" autoFocus className={primary} disabled={props.busy} onClick={props.onContinue}>{t("product.priceChange.continue")}</button>
          </div>
        </>
      )}
    </Modal>
  );
}

const primary = css({ h: "11", px: "6", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", cursor: "pointer", _hover: { bg: "primary.hover" }, _disabled: { cursor: "progress", opacity: 0.7 } });
const secondary = css({ h: "11", px: "5", borderRadius: "md", borderWidth: "1px", borderColor: "border.strong", bg: "bg", color: "fg", fontWeight: "semibold", cursor: "pointer" });
const diffLower = css({ m: 0, textAlign: "end", color: "success" });
const diffHigher = css({ m: 0, textAlign: "end", color: "fg" });

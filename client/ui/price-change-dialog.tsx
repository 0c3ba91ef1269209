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
import { useShop, useT } from "../shop/use-shop";
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
          {actions.celebrate && <Confetti />}
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

/** A drawn confetti burst for a lower price (an emoji rendered as an empty box where no colour
 * emoji font is installed, e.g. Debian Chromium). Decorative: hidden from assistive technology. */
function Confetti() {
  return (
    <svg aria-hidden="true" viewBox="0 0 96 56" width="96" height="56" className={css({ display: "block", mx: "auto" })}>
      <g className={css({ color: "primary" })} fill="currentColor">
        <rect x="44" y="26" width="8" height="28" rx="2" transform="rotate(-20 48 40)" />
      </g>
      <g className={css({ color: "accent" })} fill="currentColor">
        <circle cx="22" cy="14" r="4" /><circle cx="76" cy="18" r="3.5" /><rect x="60" y="4" width="6" height="10" rx="1.5" transform="rotate(30 63 9)" />
      </g>
      <g className={css({ color: "promo" })} fill="currentColor">
        <rect x="30" y="2" width="5" height="11" rx="1.5" transform="rotate(-25 32 7)" /><circle cx="86" cy="36" r="3" /><circle cx="10" cy="34" r="3" />
      </g>
      <g className={css({ color: "success" })} fill="currentColor">
        <rect x="46" y="0" width="5" height="12" rx="1.5" /><rect x="16" y="22" width="10" height="4" rx="1.5" transform="rotate(15 21 24)" /><rect x="70" y="28" width="10" height="4" rx="1.5" transform="rotate(-15 75 30)" />
      </g>
    </svg>
  );
}

const primary = css({ h: "11", px: "6", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", cursor: "pointer", _hover: { bg: "primary.hover" }, _disabled: { cursor: "progress", opacity: 0.7 } });
const secondary = css({ h: "11", px: "5", borderRadius: "md", borderWidth: "1px", borderColor: "border.strong", bg: "bg", color: "fg", fontWeight: "semibold", cursor: "pointer" });
const diffLower = css({ m: 0, textAlign: "end", color: "success" });
const diffHigher = css({ m: 0, textAlign: "end", color: "fg" });

/**
 * Price summary of a gift and its Continue button (spec 001 §2 "price summary", §3 Gift price:
 * sellPrice, upsellAvailabilityPrice, subElementsPrice, shippingCost, totalPrice; §5 "Continue to
 * checkout only if the form is valid"). Lines are cents; zero lines are left out except the price.
 * A line or total of `null` is not chosen yet (an invalid gift card amount): it reads 'to choose',
 * never 'free' or 0 € (issue 25 item 22).
 */
import { css } from "styled-system/css";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";

export interface SummaryLine {
  key: string;
  label: string;
  /** Cents, or null while not chosen. */
  amount: number | null;
  /** Shown even at 0 ('Free'). */
  always?: boolean;
}

export function GiftSummary(props: { title: string; lines: readonly SummaryLine[]; total: number | null; validity: string; busy: boolean; error: string | null; onContinue: () => void }) {
  const t = useT();
  const { market } = useShop();
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  return (
    <section aria-labelledby="gift-summary-title" className={box} data-testid="gift-summary">
      <h2 id="gift-summary-title" className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{t("gifting.summary.title")}</h2>
      <p className={css({ m: 0, fontWeight: "semibold" })}>{props.title}</p>
      <dl className={lines}>
        {props.lines.filter((l) => l.amount === null || l.amount > 0 || l.always).map((l) => (
          <div key={l.key} className={line} data-testid={`gift-line-${l.key}`}>
            <dt>{l.label}</dt>
            <dd className={amount} data-figure={l.amount === null ? undefined : l.key} data-cents={l.amount ?? undefined}>{l.amount === null ? t("gifting.summary.toChoose") : l.amount === 0 ? t("gifting.summary.free") : money(l.amount)}</dd>
          </div>
        ))}
        <div className={`${line} ${totalLine}`}>
          <dt>{t("gifting.summary.total")}</dt>
          {props.total === null ? (
            <dd className={amount} data-testid="gift-total">{t("gifting.summary.toChoose")}</dd>
          ) : (
            <dd className={amount} data-testid="gift-total" data-figure="total" data-cents={props.total}>{money(props.total)}</dd>
          )}
        </div>
      </dl>
      <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{props.validity}</p>
      {props.error && <p role="alert" className={css({ m: 0, color: "danger", fontWeight: "semibold", fontSize: "sm" })}>{props.error}</p>}
      <button type="button" className={button} onClick={props.onContinue} disabled={props.busy} data-testid="gift-continue">
        {t("gifting.summary.continue")}
      </button>
    </section>
  );
}

const box = css({ bg: "bg", borderRadius: "xl", boxShadow: "card", borderWidth: "1px", borderColor: "border", p: "5", display: "grid", gap: "3" });
const lines = css({ display: "grid", gap: "2", m: 0 });
const line = css({ display: "flex", justifyContent: "space-between", gap: "3", "& dd": { m: 0 } });
const totalLine = css({ borderTopWidth: "1px", borderColor: "border", pt: "2", fontWeight: "bold", fontSize: "lg" });
const amount = css({ textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
const button = css({
  width: "100%", h: "12", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", fontSize: "md", cursor: "pointer",
  _hover: { bg: "primary.hover" }, _disabled: { bg: "bg.muted", color: "fg.muted", cursor: "progress" },
});

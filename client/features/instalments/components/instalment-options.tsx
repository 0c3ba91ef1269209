/**
 * The ways to pay a chosen stay in several times or later (spec 001 §3 Instalment option, §9
 * Instalments): under the quote total on the stay page and on the booking summary. Fetched once
 * the amount is known (after the quote), never in the page's first load (its chunk comes with
 * the booking widget or the booking route), in a disclosure (open on the booking summary). Each
 * option lists its payments with their dates in
 * the market's format, the fee with the first; PayPal's pay-later is named only (PayPal states
 * its terms at checkout). An error or an empty answer shows nothing (§8 "not handled visibly").
 */
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import type { PaymentMethod } from "#shared/contract/alma-eligibility";
import { formatDay } from "#shared/dates";
import { formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { eligibilityOptions, type EligibilityInput } from "../api/eligibility";

export function InstalmentOptions(props: { input: EligibilityInput | null; defaultOpen?: boolean }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const input = props.input ?? { amount: 1, checkinDate: "", cancellationPolicyType: "FLEXIBLE" as const, cancellableUntil: null };
  const query = useQuery({ ...eligibilityOptions(api, market.pointOfSale, input), enabled: props.input !== null && props.input.amount > 0 });
  const methods = props.input && query.data ? query.data.paymentMethods : [];
  if (!methods.length) return null;
  // A disclosure: the booking column stays short (it is sticky beside the page on desktop).
  return (
    <details className={box} open={props.defaultOpen} data-testid="instalment-options">
      <summary className={summary}>{t("instalments.title")}</summary>
      <ul className={css({ listStyle: "none", p: 0, m: 0, mt: "2", display: "grid", gap: "3" })}>
        {methods.map((m) => (
          <li key={m.type} data-testid={`instalment-${m.type}`}>
            <Method method={m} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function Method({ method }: { method: PaymentMethod }) {
  const t = useT();
  const { market } = useShop();
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  const day = (d: string) => formatDay(d, market.pointOfSale, "medium");
  const payments = method.splittedPayments;
  if (method.type === "paypalPayLater") return <p className={lead}>{t("instalments.paypal")}</p>;
  if (method.type === "payLater") {
    const only = payments[0];
    return only ? <p className={lead}>{t("instalments.payLater", { amount: money(only.amount), date: day(only.date) })}</p> : null;
  }
  const [first, ...rest] = payments;
  if (!first) return null;
  return (
    <>
      <p className={lead}>{t("instalments.split", { count: payments.length, first: money(first.amount), others: rest.length, amount: money(rest[0]?.amount ?? 0) })}</p>
      <ol className={css({ listStyle: "none", p: 0, m: 0, mt: "1", display: "grid", gap: "0.5", fontSize: "xs", color: "fg.muted" })}>
        {payments.map((p, i) => (
          <li key={p.date} className={css({ display: "flex", justifyContent: "space-between", gap: "3" })}>
            <span>{i === 0 ? t("instalments.today") : day(p.date)}</span>
            <span className={css({ fontVariantNumeric: "tabular-nums" })}>{money(p.amount)}</span>
          </li>
        ))}
      </ol>
      {method.paymentFee > 0 && <p className={css({ fontSize: "xs", color: "fg.muted", m: 0, mt: "1" })}>{t("instalments.fee", { fee: money(method.paymentFee) })}</p>}
    </>
  );
}

const box = css({ mt: "3", p: "3", borderRadius: "lg", bg: "bg.subtle" });
const summary = css({ fontSize: "sm", fontWeight: "bold", cursor: "pointer", color: "primary", _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" } });
const lead = css({ fontSize: "sm", m: 0, fontWeight: "semibold" });

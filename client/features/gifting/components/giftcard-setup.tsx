/**
 * The gift card's choices and price (spec 001 §2 "Gift card customisation route"; §1 "gift card
 * one and a half years"; §5 gift form; docs/decisions/033): amount (the catalog's amounts or a
 * custom one in whole euros within its bounds), format (digital default; physical with the flag:
 * delivery, country, sleeve), the customisation form, the price summary; Continue creates a gift
 * cart and lands on the gift booking summary.
 *
 * Server-rendered with the page; in the browser its code loads at the visitor's first interaction,
 * what was clicked or typed meanwhile replayed (giftcard-page.tsx, decision 052). Its one prop is
 * the query's object, identical through hydration, so the gate holds.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { css } from "styled-system/css";
import type { GiftcardOptions } from "#shared/contract/gift";
import { giftShipping, giftTotal, isGiftcardAmount } from "#shared/gift";
import { isGiftFormMandatory, isGiftFormValid } from "#shared/gift-form";
import { formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { useGiftForm } from "../lib/use-gift-form";
import { FormatPicker, type FormatChoice } from "./format-picker";
import { GiftForm } from "./gift-form";
import { GiftSummary } from "./gift-summary";
import { h2, page, panel, radioCard, radioGrid } from "./gift-styles";

export function Giftcard({ options }: { options: GiftcardOptions }) {
  const t = useT();
  const api = useApi();
  const shop = useShop();
  const { market, flags } = shop;
  const router = useRouter();
  const queryClient = useQueryClient();
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  const form = useGiftForm();
  const popular = options.amounts.find((a) => a.popular) ?? options.amounts[0];
  const [amount, setAmount] = useState<number>(popular?.amount ?? options.minAmount);
  const [custom, setCustom] = useState("");
  const [customMode, setCustomMode] = useState(false);
  const [choice, setChoice] = useState<FormatChoice>({ format: "digital", sleeveId: options.subElements[0]?.id ?? 0, country: options.country });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const customCents = /^\d{1,4}$/.test(custom.trim()) ? Number(custom.trim()) * 100 : NaN;
  const value = customMode ? customCents : amount;
  const amountOk = isGiftcardAmount(value);
  const format = choice.format === "physical" && flags.physicalFormat ? "physical" : "digital";
  const sleeve = options.subElements.find((s) => s.id === choice.sleeveId);
  const shipping = giftShipping({ format, costs: options.shippingCosts, marketCountry: options.country, deliveryCountry: choice.country }) ?? { amount: 0, internationalFee: 0 };
  const sleevePrice = format === "physical" ? (sleeve?.price ?? 0) : 0;
  const total = giftTotal({ sellPrice: amountOk ? value : 0, upsell: 0, sleeve: sleevePrice, shipping });
  const mandatory = isGiftFormMandatory(format);

  async function onContinue() {
    form.submit();
    setError(null);
    if (!amountOk) return setError(t("gifting.card.amountError", { min: money(options.minAmount), max: money(options.maxAmount) }));
    if (!isGiftFormValid(form.values, mandatory)) {
      document.querySelector<HTMLElement>("[data-testid=gift-form] [aria-invalid=true], [data-testid=gift-form] input:invalid")?.focus();
      return;
    }
    setBusy(true);
    // Its code (the cart call, the add_to_cart event) loads with the click (decision 052).
    const failure = await import("../lib/continue-gift").then((m) => m.continueGift({
      api, shop, queryClient, router, itemId: "GIFTCARD", itemName: t("gifting.card.title"),
      body: {
        product: "GIFTCARD", amount: value, giftFormat: format, sleeveId: format === "physical" ? (sleeve?.id ?? 0) : 0,
        deliveryCountry: format === "physical" ? choice.country : undefined, fromName: form.values.fromName, toName: form.values.toName, message: form.values.message, expectedTotal: total,
      },
    }), () => "errors.generic");
    setBusy(false);
    if (failure) setError(t(failure));
  }

  return (
    <div className={page}>
      <h1 className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", mt: 0, mb: "2" })}>{t("gifting.card.title")}</h1>
      <p className={css({ color: "fg.muted", mt: 0, mb: "6", maxW: "3xl" })}>{t("gifting.card.intro")}</p>
      <div className={css({ display: "grid", gap: "8", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 22rem" }, alignItems: "start" })}>
        <div className={css({ display: "grid", gap: "6", minW: 0 })}>
          <fieldset className={panel} data-testid="giftcard-amounts">
            <legend className={h2}>{t("gifting.card.amount")}</legend>
            <div className={radioGrid}>
              {options.amounts.map((a) => (
                <label key={a.amount} className={radioCard}>
                  <input type="radio" name="amount" value={a.amount} checked={!customMode && a.amount === amount} onChange={() => { setCustomMode(false); setAmount(a.amount); }} />
                  <span><strong>{money(a.amount)}</strong>{a.popular && <span className={css({ fontSize: "xs", color: "primary", fontWeight: "bold" })}>{t("gifting.bucket.popular")}</span>}</span>
                </label>
              ))}
              <label className={radioCard}>
                <input type="radio" name="amount" value="custom" checked={customMode} onChange={() => setCustomMode(true)} />
                <span><strong>{t("gifting.card.custom")}</strong></span>
              </label>
            </div>
            {customMode && (
              <label className={css({ display: "grid", gap: "1", fontWeight: "semibold", fontSize: "sm", maxW: "xs" })}>
                {t("gifting.card.customLabel", { min: money(options.minAmount), max: money(options.maxAmount) })}
                <input type="text" inputMode="numeric" value={custom} onChange={(e) => setCustom(e.target.value.replace(/[^\d]/g, "").slice(0, 4))} aria-invalid={custom !== "" && !amountOk ? true : undefined} data-testid="giftcard-custom"
                  className={css({ h: "11", px: "3", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", fontSize: "md", fontWeight: "normal", "&[aria-invalid=true]": { borderColor: "danger" } })} />
              </label>
            )}
          </fieldset>
          <div className={panel}>
            <FormatPicker choice={{ ...choice, format }} onChange={setChoice} physicalAvailable={flags.physicalFormat && options.shippingCosts !== null} marketCountry={options.country} shippingCosts={options.shippingCosts} sleeves={options.subElements} />
          </div>
          <div className={panel}>
            <GiftForm form={form} mandatory={mandatory} />
          </div>
        </div>
        <div className={css({ position: { base: "relative", lg: "sticky" }, top: { lg: "4" } })}>
          <GiftSummary
            title={t("gifting.card.title")}
            lines={[
              { key: "voucher", label: t("gifting.card.amount"), amount: amountOk ? value : null, always: true },
              { key: "sleeve", label: t("gifting.summary.sleeve"), amount: sleevePrice },
              ...(format === "physical" ? [{ key: "shipping", label: t("booking.shipping"), amount: shipping.amount, always: true }] : []),
              { key: "internationalFee", label: t("gifting.summary.internationalFee"), amount: shipping.internationalFee },
            ]}
            total={amountOk ? total : null}
            validity={t("gifting.validity.giftcard", { months: options.validityMonths })}
            busy={busy}
            error={error}
            onContinue={() => void onContinue()}
          />
        </div>
      </div>
    </div>
  );
}

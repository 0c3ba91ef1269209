/**
 * Gift format selector (spec 001 §2 "format selector", §4 "Gift format: digital (default) or
 * physical … physical fetches custom sleeve options. Physical is disabled when the shipping cost
 * fetch errors or the feature flag is off, and then reads as coming back soon"; §3 Sub-element;
 * §9 "physical 2-4 working days, free or extra cost shown"). With physical: delivery time, the
 * delivery country (the international fee of a country other than the market's) and the sleeve
 * (category 2: the standard one at 0 first), from sub-elements/available-custom-sub-elements
 * once physical is picked (spec 001 §7).
 */
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import type { GiftSleeve } from "#shared/contract/gift";
import { PHYSICAL_DELIVERY_DAYS, type GiftShippingCosts } from "#shared/gift";
import { formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { customSubElementsQueryOptions } from "../api/gift";

export interface FormatChoice {
  format: "digital" | "physical";
  sleeveId: number;
  country: string;
}

export function FormatPicker(props: {
  choice: FormatChoice;
  onChange: (next: FormatChoice) => void;
  physicalAvailable: boolean;
  marketCountry: string;
  /** Null: no shipping cost for the market (physicalAvailable is then false). */
  shippingCosts: GiftShippingCosts | null;
  sleeves: readonly GiftSleeve[];
}) {
  const t = useT();
  const { market } = useShop();
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  const { choice } = props;
  const api = useApi();
  // Spec 001 §4 "physical fetches custom sleeve options": the sleeves' own call once physical is
  // picked; until it answers (or if it fails) the same list as it came with the gift's answer.
  const custom = useQuery({ ...customSubElementsQueryOptions(api, market.pointOfSale), enabled: choice.format === "physical" && props.physicalAvailable });
  const sleeveList = custom.data?.subElements ?? props.sleeves;
  const countries = [props.marketCountry, ...Object.keys(props.shippingCosts?.internationalShippingFeesPerCountry ?? {})];
  const names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([market.bcp47], { type: "region" }) : null;
  // Free or its cost (spec 001 §9), marked as the one shipping figure (issue 26: the setup and the gift cart agree).
  const costs = props.shippingCosts;
  const shipping = costs && (
    <span data-figure="shipping" data-cents={costs.amount}>
      {costs.amount === 0 ? t("gifting.format.shippingFree") : t("gifting.format.shipping", { amount: money(costs.amount) })}
    </span>
  );
  return (
    <fieldset className={fieldset} data-testid="gift-format">
      <legend className={legend}>{t("gifting.format.title")}</legend>
      <div className={options}>
        <label className={option} data-testid="gift-format-digital">
          <input type="radio" name="giftFormat" value="digital" checked={choice.format === "digital"} onChange={() => props.onChange({ ...choice, format: "digital" })} />
          <span>
            <strong>{t("gifting.format.digital")}</strong>
            <span className={muted}>{t("gifting.format.digitalText")}</span>
          </span>
        </label>
        <label className={option} data-disabled={!props.physicalAvailable || undefined} data-testid="gift-format-physical">
          <input type="radio" name="giftFormat" value="physical" disabled={!props.physicalAvailable} checked={choice.format === "physical"} onChange={() => props.onChange({ ...choice, format: "physical" })} />
          <span>
            <strong>{t("gifting.format.physical")}</strong>
            <span className={muted}>
              {props.physicalAvailable ? (
                <span data-testid="gift-delivery">{t("gifting.format.delivery", { min: PHYSICAL_DELIVERY_DAYS.min, max: PHYSICAL_DELIVERY_DAYS.max })} · {shipping}</span>
              ) : t("gifting.format.comingSoon")}
            </span>
          </span>
        </label>
      </div>
      {choice.format === "physical" && props.physicalAvailable && (
        <div className={css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "4", mt: "4" })}>
          <label className={css({ display: "grid", gap: "1", fontWeight: "semibold", fontSize: "sm" })}>
            {t("gifting.format.country")}
            <select value={choice.country} onChange={(e) => props.onChange({ ...choice, country: e.target.value })} className={select} data-testid="gift-country">
              {countries.map((c) => {
                const fee = costs?.internationalShippingFeesPerCountry[c];
                const name = names?.of(c) ?? c;
                return (
                  <option key={c} value={c}>
                    {fee === undefined ? name : t("gifting.format.countryFee", { country: name, amount: money(fee) })}
                  </option>
                );
              })}
            </select>
          </label>
          <fieldset className={css({ borderWidth: 0, p: 0, m: 0, minW: 0 })}>
            <legend className={css({ fontWeight: "semibold", fontSize: "sm", mb: "2", p: 0 })}>{t("gifting.format.sleeve")}</legend>
            <div className={sleeves} data-testid="gift-sleeves">
              {sleeveList.map((s) => (
                <label key={s.id} className={sleeve} data-checked={choice.sleeveId === s.id || undefined}>
                  <input type="radio" name="sleeves" value={s.id} checked={choice.sleeveId === s.id} onChange={() => props.onChange({ ...choice, sleeveId: s.id })} className={srOnly} />
                  <img src={s.imageUrl} alt="" width={120} height={80} className={css({ w: "100%", h: "auto", borderRadius: "md", display: "block" })} />
                  <span className={css({ fontWeight: "semibold", fontSize: "sm" })}>{s.name}</span>
                  <span className={css({ fontSize: "sm", color: "fg.muted" })} data-figure="sleevePrice" data-cents={s.price}>{s.price === 0 ? t("gifting.format.sleeveIncluded") : `+ ${money(s.price)}`}</span>
                  {s.recommendedByWed && <span className={badge}>{t("gifting.format.recommended")}</span>}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </fieldset>
  );
}

const fieldset = css({ borderWidth: 0, p: 0, m: 0, minW: 0 });
const legend = css({ fontSize: "xl", fontWeight: "bold", mb: "3", p: 0 });
const options = css({ display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
const option = css({
  display: "flex", gap: "3", alignItems: "flex-start", p: "4", borderWidth: "1px", borderColor: "border.strong", borderRadius: "lg", cursor: "pointer",
  "&:has(input:checked)": { borderColor: "primary", bg: "accent.subtle" }, "&[data-disabled]": { cursor: "not-allowed", opacity: 0.7 },
  "& > span": { display: "grid", gap: "1" }, "& input": { mt: "1", accentColor: "var(--colors-primary)" },
});
const muted = css({ fontSize: "sm", color: "fg.muted" });
const select = css({ w: "100%", minW: 0, maxW: "100%", h: "11", px: "3", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", fontWeight: "normal", fontSize: "md" });
const sleeves = css({ display: "grid", gap: "3", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(5, minmax(0, 1fr))" } });
const sleeve = css({
  position: "relative", display: "grid", gap: "1", p: "2", borderWidth: "2px", borderColor: "border", borderRadius: "lg", cursor: "pointer",
  "&[data-checked]": { borderColor: "primary", bg: "accent.subtle" }, "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
});
const badge = css({ position: "absolute", top: "1", insetInlineEnd: "1", bg: "primary", color: "primary.fg", fontSize: "2xs", fontWeight: "bold", px: "1.5", py: "0.5", borderRadius: "sm" });
const srOnly = css({ position: "absolute", w: "1px", h: "1px", p: 0, m: "-1px", overflow: "hidden", clip: "rect(0,0,0,0)", whiteSpace: "nowrap", borderWidth: 0 });

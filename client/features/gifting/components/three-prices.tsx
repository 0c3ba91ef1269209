/**
 * The three prices of one single voucher (spec 001 §6 three-price single voucher experiment;
 * lib/voucher-choice.ts decides when it shows instead of the night selector): Essential, Serenity
 * (Popular) and Liberty at the chosen nights, each with the share of weekends it books. The
 * choice is the hash's `bucket` (spec 001 §4), as in customer care's bucket selector.
 */
import { css } from "styled-system/css";
import { GIFT_BUCKETS, type GiftBucketId } from "#shared/gift";
import { useT } from "../../../shop/use-shop";
import { h2, panel, radioCard, radioGrid } from "./gift-styles";

export function ThreePrices(props: { nights: number; prices: readonly number[]; bucket: GiftBucketId; money: (cents: number) => string; onChange: (bucket: GiftBucketId) => void }) {
  const t = useT();
  return (
    <fieldset className={panel} data-testid="gift-three-prices">
      <legend className={h2}>{t("gifting.threePrices.title")}</legend>
      <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{t("gifting.threePrices.intro", { count: props.nights })}</p>
      <div className={radioGrid}>
        {GIFT_BUCKETS.map((b) => (
          <label key={b.id} className={radioCard}>
            <input type="radio" name="voucherPrice" value={b.id} checked={b.id === props.bucket} onChange={() => props.onChange(b.id)} />
            <span>
              <strong>{t(`gifting.bucket.${b.key}`)}{b.popular ? ` · ${t("gifting.bucket.popular")}` : ""}</strong>
              <span>{props.money(props.prices[b.id - 1]!)}</span>
              <span className={css({ fontSize: "xs", color: "fg.muted" })}>{b.share === null ? t("gifting.bucket.essentialText") : t("gifting.bucket.shareText", { share: Math.round(b.share * 100) })}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Price panel (spec 001 §3 "Price display"; §4 price type; §9 promo): sell price, reference price
 * and promo, "from" or final, nights and people; sticky beside the content on desktop.
 */
import { css } from "styled-system/css";
import { formatMoney } from "#shared/money";
import { isPromoShown } from "#shared/pricing";
import { useShop, useT } from "../../../shop/use-shop";

export interface PanelPrice {
  sellPrice: number;
  refPrice?: number | null;
  promo?: number | null;
  moneySaved?: number | null;
  priceType: string;
  nights?: number | null;
  paxCount?: number | null;
}

export function PricePanel(props: { price: PanelPrice; flow: "booking" | "gifting"; updating: boolean }) {
  const t = useT();
  const { market } = useShop();
  const p = props.price;
  const promo = p.promo ?? 0;
  return (
    <aside aria-label={t("product.priceTitle")} className={css({ alignSelf: "start", position: { lg: "sticky" }, top: "4", bg: "bg", borderRadius: "xl", boxShadow: "card", borderWidth: "1px", borderColor: "border", p: "5" })} aria-busy={props.updating}>
      {isPromoShown(promo, "offersList") && <span className={css({ bg: "promo", color: "promo.fg", fontWeight: "bold", px: "2", py: "0.5", borderRadius: "sm", fontSize: "sm" })}>-{promo}%</span>}
      <p className={css({ display: "flex", alignItems: "baseline", gap: "2", flexWrap: "wrap", mt: "2", mb: 0 })}>
        {p.priceType === "from" && <span className={css({ color: "fg.muted" })}>{t("price.from")}</span>}
        <strong className={css({ fontSize: "3xl" })}>{formatMoney(p.sellPrice, market.pointOfSale)}</strong>
        {p.refPrice && p.refPrice > p.sellPrice && isPromoShown(promo, "offersList") ? (
          <>
            <span className={css({ srOnly: true })}>{t("price.refPrice", { price: formatMoney(p.refPrice, market.pointOfSale) })}</span>
            <s className={css({ color: "fg.muted" })} aria-hidden="true">{formatMoney(p.refPrice, market.pointOfSale)}</s>
          </>
        ) : null}
      </p>
      <p className={css({ color: "fg.muted", fontSize: "sm", mt: "1" })}>{t("price.forNights", { nights: p.nights ?? 1, people: p.paxCount ?? 2 })}</p>
      {p.moneySaved && isPromoShown(promo, "offersList") ? <p className={css({ color: "success", fontWeight: "semibold", fontSize: "sm" })}>{t("price.saved", { amount: formatMoney(p.moneySaved, market.pointOfSale) })}</p> : null}
      <p className={css({ fontSize: "sm", mt: "4" })}>{props.flow === "gifting" ? t("product.giftHint") : p.priceType === "from" ? t("search.chooseDates") : t("product.datesChosen")}</p>
    </aside>
  );
}

/**
 * Price panel (spec 001 §3 "Price display"; §4 price type; §9 promo): sell price, reference price
 * and promo, "from" or final, nights and people; sticky beside the content on desktop.
 */
import { useEffect, useRef } from "react";
import { css } from "styled-system/css";
import { formatMoney } from "#shared/money";
import { isPromoShown } from "#shared/pricing";
import { autoDiscountReduction, autoDiscountShown, type AutoDiscount } from "#shared/auto-discount";
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

/**
 * Hides the figure while it belongs to other inputs than the page's (issue 13 item 11). The server
 * never sees the URL hash, so before the page hydrates this script (run as the HTML is parsed, with
 * the page's CSP nonce) marks the panel pending when the hash carries stay dates or a party; after
 * hydration the page decides (`pending`) and the mark is cleared when the price is the page's.
 * Same keys as `stayPriceInputs` reads (shared/pricing.ts).
 */
const PENDING_SCRIPT = `if(/(^#|&)(checkin|checkout|a|c|b)=/.test(location.hash))document.currentScript.parentNode.setAttribute("data-price-pending","")`;
/** The same in gifting, where the hash's giftNights is the price's one input (issue 25 item 3). */
const GIFT_PENDING_SCRIPT = `if(/(^#|&)giftNights=/.test(location.hash))document.currentScript.parentNode.setAttribute("data-price-pending","")`;

export function PricePanel(props: { price: PanelPrice; autoDiscount?: AutoDiscount | null; flow: "booking" | "gifting"; pending: boolean; mounted: boolean }) {
  const t = useT();
  const { market, nonce, experiments } = useShop();
  // The card's auto-discount label, on the page too: the quote and the cart apply it (issue 25 item 4).
  const discount = autoDiscountShown(props.autoDiscount, props.flow, experiments.autoDiscount) ? props.autoDiscount : null;
  const p = props.price;
  const promo = p.promo ?? 0;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // React did not render the script's mark, so it would not remove it: clear it once settled.
    if (props.mounted && !props.pending) ref.current?.removeAttribute("data-price-pending");
  }, [props.mounted, props.pending]);
  return (
    <aside ref={ref} aria-label={t("product.priceTitle")} data-price-pending={props.pending ? "" : undefined} aria-busy={props.pending} className={panel}>
      <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: props.flow === "booking" ? PENDING_SCRIPT : GIFT_PENDING_SCRIPT }} />
      <p className={pendingNote} data-pending-note="">{t("product.pricePending")}</p>
      {isPromoShown(promo, "offersList") && <span className={css({ bg: "promo", color: "promo.fg", fontWeight: "bold", px: "2", py: "0.5", borderRadius: "sm", fontSize: "sm" })} data-figure="promo" data-count={promo}>-{promo}%</span>}
      <p className={css({ display: "flex", alignItems: "baseline", gap: "2", flexWrap: "wrap", mt: "2", mb: 0 })}>
        {p.priceType === "from" && <span className={css({ color: "fg.muted" })}>{t("price.from")}</span>}
        <strong className={css({ fontSize: "3xl" })} data-figure="sellPrice" data-cents={p.sellPrice}>{formatMoney(p.sellPrice, market.pointOfSale)}</strong>
        {p.refPrice && p.refPrice > p.sellPrice && isPromoShown(promo, "offersList") ? (
          <>
            <span className={css({ srOnly: true })}>{t("price.refPrice", { price: formatMoney(p.refPrice, market.pointOfSale) })}</span>
            <s className={css({ color: "fg.muted" })} aria-hidden="true" data-figure="refPrice" data-cents={p.refPrice}>{formatMoney(p.refPrice, market.pointOfSale)}</s>
          </>
        ) : null}
      </p>
      <p className={css({ color: "fg.muted", fontSize: "sm", mt: "1" })} data-figure={props.flow === "gifting" ? "giftNights" : "nights"} data-count={p.nights ?? 1}>{t("price.forNights", { nights: p.nights ?? 1, people: p.paxCount ?? 2 })}</p>
      {discount && (
        <p className={css({ alignSelf: "flex-start", m: 0, mt: "2", fontSize: "sm", fontWeight: "bold", color: "success" })} data-card-label="autoDiscount" data-figure="reduction" data-cents={autoDiscountReduction(p.sellPrice, discount.value)}>
          {t("product.autoDiscount", { value: discount.value })} <span className={css({ srOnly: true })}>{t("card.autoDiscountCode", { code: discount.code })}</span>
        </p>
      )}
      {p.moneySaved && isPromoShown(promo, "offersList") ? <p className={css({ color: "success", fontWeight: "semibold", fontSize: "sm" })}>{t("price.saved", { amount: formatMoney(p.moneySaved, market.pointOfSale) })}</p> : null}
      <p className={css({ fontSize: "sm", mt: "4" })}>{props.flow === "gifting" ? t("product.giftHint") : p.priceType === "from" ? t("search.chooseDates") : t("product.datesChosen")}</p>
    </aside>
  );
}

const panel = css({
  alignSelf: "start", position: "relative", bg: "bg", borderRadius: "xl", boxShadow: "card", borderWidth: "1px", borderColor: "border", p: "5",
  // While pending, every figure keeps its place (no layout shift) but is not painted, and a note
  // says why in its place (also before hydration, by the script's mark).
  "&[data-price-pending] > :not([data-pending-note])": { visibility: "hidden" },
  "&[data-price-pending] > [data-pending-note]": { display: "flex" },
});
const pendingNote = css({ display: "none", position: "absolute", inset: "0", alignItems: "center", justifyContent: "center", textAlign: "center", p: "5", m: 0, color: "fg.muted", fontWeight: "semibold" });

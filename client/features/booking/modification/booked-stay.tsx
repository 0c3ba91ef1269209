/**
 * The booking a modification starts from (spec 000 §2 view mode MODIFICATION, §9 cancellation
 * policy): the booked stay, its dates, party and price, and what a change costs: free until the
 * deadline (a cheaper stay refunds the difference, a dearer one charges it), or, past it or for a
 * non-refundable booking, a dearer stay charges the difference and a cheaper one refunds nothing.
 */
import { css } from "styled-system/css";
import type { Cart } from "#shared/contract/cart";
import { formatDay } from "#shared/dates";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { Stars } from "../../../ui/stars";
import { rangeLabel } from "../../search";
import { freeModification } from "./price-difference";

export function BookedStay(props: { cart: Cart }) {
  const t = useT();
  const { market, today } = useShop();
  const { cart } = props;
  const rc = cart.reservationCriteria;
  const policy = cart.cancellationPolicy;
  const free = freeModification(policy, today);
  return (
    <section aria-labelledby="modification-booked" className={box} data-testid="modification-booked">
      {cart.imageUrl && <img src={cart.imageUrl} alt="" width={640} height={360} className={image} />}
      <div className={css({ minW: 0 })}>
        <h2 id="modification-booked" className={overline}>{t("modification.bookedTitle")}</h2>
        <p className={css({ fontWeight: "bold", fontSize: "lg", m: 0 })}>{cart.label}</p>
        <p className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", color: "fg.muted", m: 0, fontSize: "sm" })}>
          <span className={css({ fontWeight: "semibold", color: "fg" })}>{cart.hotel.label}</span>
          <Stars count={cart.hotel.stars} />
          <span>{cart.hotel.location}</span>
        </p>
        <p className={css({ m: 0, mt: "1", fontSize: "sm" })}>
          {rangeLabel({ checkin: rc.checkin ?? undefined, checkout: rc.checkout ?? undefined }, market.bcp47)} · {t("calendar.nights", { count: rc.nights })} · {t("travellers.summary", { adults: rc.adult, children: rc.child, babies: rc.baby })}
        </p>
      </div>
      <p className={priceCss}>
        <span className={css({ display: "block", fontSize: "xs", color: "fg.muted", fontWeight: "normal" })}>{t("modification.bookedPrice")}</span>
        <strong data-testid="modification-booked-price">{formatMoney(cart.priceInfo.sellPrice, market.pointOfSale)}</strong>
      </p>
      <p className={policyCss} data-free={free ? "" : undefined} data-testid="modification-policy">
        {free && policy.cancellationDeadline
          ? t("modification.policy.free", { date: formatDay(policy.cancellationDeadline, market.pointOfSale, "long") })
          : t("modification.policy.paid")}
      </p>
    </section>
  );
}

const box = css({
  display: "grid", gap: "4", alignItems: "center", p: "4", bg: "bg", borderRadius: "xl", borderWidth: "1px", borderColor: "border", boxShadow: "card",
  gridTemplateColumns: { base: "5.5rem minmax(0, 1fr)", md: "9rem minmax(0, 1fr) auto" },
});
const image = css({ w: "100%", h: "auto", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: "md", alignSelf: "start" });
const overline = css({ fontSize: "xs", color: "fg.muted", fontWeight: "semibold", m: 0, textTransform: "uppercase", letterSpacing: "wide" });
const priceCss = css({ m: 0, fontSize: "xl", textAlign: { base: "start", md: "end" }, gridColumn: { base: "1 / -1", md: "auto" } });
const policyCss = css({
  gridColumn: "1 / -1", m: 0, p: "3", borderRadius: "md", fontSize: "sm", lineHeight: "relaxed", bg: "warning.subtle", color: "fg",
  "&[data-free]": { bg: "success.subtle" },
});

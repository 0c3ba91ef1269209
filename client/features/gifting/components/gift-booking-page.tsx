/**
 * The booking summary of a gift, /booking/gift/$cartId (spec 001 §2 booking step, §3 Booking price
 * breakdown "shippingCost (amount, internationalFee)", §1 gift validity texts; docs/decisions/033):
 * what is offered (stay and nights for 2, or the gift card amount), the format with its delivery,
 * sleeve and country, the customisation (to, from, message), the price breakdown (voucher, extras:
 * the availability upsell and the sleeve, shipping and the international fee, total) and who takes
 * the money (nobody in the embedded default, plainly said). The payment step of a gift,
 * /payment/gift/$cartId, is the same page as the stays' /payment step (client/routes/booking.tsx):
 * the same cart, the step marked, and who takes the money: the PAYMENT_PROVIDER setting's
 * provider, or in the embedded default nobody (docs/decisions/043).
 */
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { GiftCart } from "#shared/contract/gift";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { Stars } from "../../../ui/stars";
import { giftCartQueryOptions } from "../api/gift";
import { CartGateOf } from "../../booking";
import { GiftUnavailable } from "./gift-unavailable";
import { page } from "./gift-styles";

/** /booking/gift/$cartId: the summary, 'Continue to payment'. */
export function GiftBookingPage() {
  return <GiftStep step="summary" />;
}

/** /payment/gift/$cartId: the payment step, back to the summary. */
export function GiftPaymentPage() {
  return <GiftStep step="payment" />;
}

function GiftStep(props: { step: "summary" | "payment" }) {
  return (
    <CartGateOf options={giftCartQueryOptions} error={<GiftUnavailable status="error" />}>
      {(cart) => <GiftStepBody step={props.step} cart={cart} />}
    </CartGateOf>
  );
}

function GiftStepBody(props: { step: "summary" | "payment"; cart: GiftCart }) {
  const { cart } = props;
  const t = useT();
  return (
    <div className={page}>
      <nav aria-label={t("booking.steps")}>
        <ol className={css({ display: "flex", gap: "2", listStyle: "none", p: 0, m: 0, mb: "4", fontSize: "sm", color: "fg.muted" })}>
          <li aria-current={props.step === "summary" ? "step" : undefined} className={stepItem}>1. {t("booking.step.summary")}</li>
          <li aria-hidden="true">›</li>
          <li aria-current={props.step === "payment" ? "step" : undefined} className={stepItem}>2. {t("booking.step.payment")}</li>
        </ol>
      </nav>
      <h1 className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", mt: 0, mb: "6" })}>{props.step === "payment" ? t("booking.paymentTitle") : t("booking.title")}</h1>
      <div className={css({ display: "grid", gap: "6", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 24rem" }, alignItems: "start" })}>
        <GiftDetails cart={cart} />
        <div className={css({ display: "grid", gap: "4" })}>
          <Breakdown cart={cart} />
          <p className={css({ m: 0, p: "4", borderRadius: "lg", bg: "bg.subtle", fontSize: "sm", lineHeight: "relaxed" })} data-testid="payment-notice">
            {cart.payment.takesMoney && cart.payment.provider ? t("booking.provider", { label: cart.payment.provider }) : t("booking.noPayment")}
          </p>
          {props.step === "summary" ? (
            <Link to="/payment/gift/$cartId" params={{ cartId: cart.id }} className={primaryLink} data-testid="gift-to-payment">{t("booking.continueToPayment")}</Link>
          ) : (
            <Link to="/booking/gift/$cartId" params={{ cartId: cart.id }} className={secondaryLink}>{t("booking.backToSummary")}</Link>
          )}
        </div>
      </div>
    </div>
  );
}

function GiftDetails({ cart }: { cart: GiftCart }) {
  const t = useT();
  const { market } = useShop();
  const g = cart.gift;
  const names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([market.bcp47], { type: "region" }) : null;
  const activity = cart.product === "ACTIVITY";
  const validity = cart.product === "GIFTCARD" ? t("gifting.validity.giftcard", { months: g.validityMonths }) : activity ? t("activity.validity", { months: g.validityMonths }) : t("gifting.validity.stay", { months: g.validityMonths, adults: g.adults ?? 2 });
  return (
    <section aria-labelledby="gift-booking-title" className={card}>
      {cart.imageUrl && <img src={cart.imageUrl} alt="" width={640} height={360} className={css({ w: "100%", h: "auto", aspectRatio: "16 / 9", maxH: "15rem", objectFit: "cover", borderRadius: "lg", mb: "4" })} />}
      <h2 id="gift-booking-title" className={css({ fontSize: "sm", color: "fg.muted", fontWeight: "semibold", m: 0, textTransform: "uppercase", letterSpacing: "wide" })}>
        {cart.product === "GIFTCARD" ? t("gifting.card.title") : activity ? t("booking.activity") : t("gifting.booking.voucher")}
      </h2>
      <p className={css({ fontSize: "xl", fontWeight: "bold", mt: "1", mb: "1" })} data-testid="gift-booking-label">{cart.label}</p>
      {cart.hotel && (
        <p className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", color: "fg.muted", m: 0 })}>
          <span className={css({ fontWeight: "semibold", color: "fg" })}>{cart.hotel.label}</span><Stars count={cart.hotel.stars} /><span>{cart.hotel.location}</span>
        </p>
      )}
      <dl className={css({ display: "grid", gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "auto 1fr" }, columnGap: "6", rowGap: "2", mt: "4", mb: 0, overflowWrap: "anywhere" })}>
        {activity && g.adults !== null && (<><dt className={dt}>{t("booking.participants")}</dt><dd className={dd} data-testid="gift-booking-people">{t("activity.peopleCount", { count: g.adults })}</dd></>)}
        {g.nights !== null && (<><dt className={dt}>{t("gifting.nights.title")}</dt><dd className={dd} data-testid="gift-booking-nights">{t("calendar.nights", { count: g.nights })} · {t("travellers.summary", { adults: g.adults ?? 2, children: 0, babies: 0 })}</dd></>)}
        <dt className={dt}>{t("gifting.format.title")}</dt>
        <dd className={dd} data-testid="gift-booking-format">
          {g.giftFormat === "physical" ? t("gifting.format.physical") : t("gifting.format.digital")}
          {g.deliveryDays && ` · ${t("gifting.format.delivery", { min: g.deliveryDays.min, max: g.deliveryDays.max })}`}
          {g.deliveryCountry && ` · ${names?.of(g.deliveryCountry) ?? g.deliveryCountry}`}
        </dd>
        {g.sleeve && (<><dt className={dt}>{t("gifting.format.sleeve")}</dt><dd className={dd}>{g.sleeve.name}</dd></>)}
        {g.upsell && (<><dt className={dt}>{t("gifting.upsell.title")}</dt><dd className={dd}>{t("gifting.upsell.text")}</dd></>)}
        {g.toName && (<><dt className={dt}>{t("gifting.form.toName")}</dt><dd className={dd}>{g.toName}</dd></>)}
        {g.fromName && (<><dt className={dt}>{t("gifting.form.fromName")}</dt><dd className={dd}>{g.fromName}</dd></>)}
        {g.message && (<><dt className={dt}>{t("gifting.form.message")}</dt><dd className={dd} data-testid="gift-booking-message">{g.message}</dd></>)}
      </dl>
      <p className={css({ fontSize: "sm", mt: "4", mb: 0 })}>{validity}</p>
      {cart.uri && <a href={activity ? `${cart.uri}#a=${g.adults ?? 2}` : `${cart.uri}?flow=gifting`} data-back-target="" className={css({ display: "inline-block", mt: "3", color: "primary", textDecoration: "underline", fontWeight: "semibold" })}>{t(activity ? "booking.backToActivity" : "gifting.backToStay")}</a>}
      <p className={css({ fontSize: "xs", color: "fg.muted", mt: "4", mb: 0 })}>{t("booking.reference", { label: cart.id })}</p>
    </section>
  );
}

function Breakdown({ cart }: { cart: GiftCart }) {
  const t = useT();
  const { market } = useShop();
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  const b = cart.breakdown;
  const physical = cart.gift.giftFormat === "physical";
  return (
    <section aria-labelledby="gift-breakdown" className={card}>
      <h2 id="gift-breakdown" className={css({ fontSize: "lg", fontWeight: "bold", mt: 0, mb: "3" })}>{t("booking.breakdown")}</h2>
      <dl className={lines}>
        <dt>{cart.product === "GIFTCARD" ? t("gifting.card.amount") : t("gifting.summary.voucher")}</dt>
        <dd className={amount}>{money(cart.priceInfo.sellPrice)}</dd>
        {b.extras > 0 && (<><dt>{t("booking.extras")}</dt><dd className={amount} data-testid="gift-booking-extras">{money(b.extras)}</dd></>)}
        {physical && (<><dt>{t("booking.shipping")}</dt><dd className={amount} data-testid="gift-booking-shipping" data-figure="shipping" data-cents={b.shippingCost.amount}>{b.shippingCost.amount === 0 ? t("gifting.summary.free") : money(b.shippingCost.amount)}</dd></>)}
        {b.shippingCost.internationalFee > 0 && (<><dt>{t("gifting.summary.internationalFee")}</dt><dd className={amount} data-testid="gift-booking-fee">{money(b.shippingCost.internationalFee)}</dd></>)}
        <dt className={strongLine}>{t(cart.product === "ACTIVITY" ? "booking.activityTotal" : "booking.total")}</dt>
        <dd className={css({ m: 0, textAlign: "end", fontWeight: "bold", fontSize: "xl", borderTopWidth: "1px", borderColor: "border", pt: "2" })} data-testid="gift-booking-total" data-figure="total" data-cents={b.remainingAmountToPay}>{money(b.remainingAmountToPay)}</dd>
      </dl>
    </section>
  );
}

const stepItem = css({ "&[aria-current=step]": { color: "fg", fontWeight: "bold" } });
const primaryLink = css({ display: "block", textAlign: "center", mt: "2", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "bold", textDecoration: "none", _hover: { bg: "primary.hover" } });
const secondaryLink = css({ display: "block", textAlign: "center", color: "primary", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "0.15em", py: "2" });
const card = css({ bg: "bg", borderRadius: "xl", boxShadow: "card", borderWidth: "1px", borderColor: "border", p: "5" });
const dt = css({ fontWeight: "semibold" });
const dd = css({ m: 0, color: "fg.muted", mb: { base: "2", sm: 0 } });
const lines = css({ display: "grid", gridTemplateColumns: "1fr auto", columnGap: 0, rowGap: "2", m: 0, "& > dd": { paddingLeft: "3" } });
const amount = css({ m: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" });
const strongLine = css({ fontWeight: "bold", borderTopWidth: "1px", borderColor: "border", pt: "2" });

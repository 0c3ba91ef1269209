/**
 * The booking summary and payment steps (spec 001 §2 "booking and payment steps", §3 Booking price
 * breakdown: insurance, extras, shipping with international fee, reduction, gift cards used,
 * remaining amount to pay; §9 "total stay equals amount to pay today plus tax"). Both show the
 * cart's summary and breakdown; the payment step says who takes the money: the configured payment
 * provider, or, in the embedded default, nobody (plainly said). A lazily loaded route chunk.
 * An activity cart (type ACTIVITY: a dated voucher, 0 nights) speaks of its day, its participants
 * and the activity, never of nights or a stay. The summary step quotes the cart again once mounted
 * and asks about a moved price (cart-requote.tsx; docs/decisions/044); a stay's summary links to its
 * modification (/booking/$cartId/change, decision 046). A stay a gift recipient
 * booked with their code (`cart.gift`, decision 047) shows the gift's part as a line taken off and
 * says whether anything is left to pay; with no payment provider its payment step confirms it,
 * which uses the code (gift-confirm.tsx, decision 054). A cancellation cover bought with the stay
 * (decisions 053/059) gives the booking its conditions in place of the stay's own.
 */
import { Link } from "@tanstack/react-router";
import { Fragment } from "react";
import { css } from "styled-system/css";
import type { Cart } from "#shared/contract/cart";
import { formatMoney } from "#shared/money";
import { activityPerPerson } from "#shared/activity-price";
import { isPromoShown, stayTotals } from "#shared/pricing";
import { amountSaved } from "#shared/auto-discount";
import { useShop, useT } from "../../../shop/use-shop";
import { Stars } from "../../../ui/stars";
import { fullDay } from "../../search";
import { offerConditions } from "../../search";
import { breakdownLines } from "../lib/breakdown-lines";
import { InstalmentOptions } from "../../instalments";
import type { EligibilityInput } from "../../instalments";
import { productReturnHref } from "../lib/return-href";
import { CartGate } from "./cart-gate";
import { CartRequote } from "./cart-requote";
import { GiftConfirm } from "./gift-confirm";
import { GIFT_VALIDITY_MONTHS } from "#shared/gift";

export function BookingSummaryStep() {
  return <Step step="summary" />;
}

export function PaymentStep() {
  return <Step step="payment" />;
}

function Step(props: { step: "summary" | "payment" }) {
  return <CartGate>{(cart) => <StepBody step={props.step} cart={cart} />}</CartGate>;
}

function StepBody(props: { step: "summary" | "payment"; cart: Cart }) {
  const { cart } = props;
  const t = useT();
  return (
    <div className={css({ maxW: "6xl", mx: "auto", px: { base: "4", md: "6" }, py: "6" })}>
      <nav aria-label={t("booking.steps")}>
        <ol className={css({ display: "flex", gap: "2", listStyle: "none", p: 0, m: 0, mb: "4", fontSize: "sm", color: "fg.muted" })}>
          <li aria-current={props.step === "summary" ? "step" : undefined} className={stepItem}>1. {t("booking.step.summary")}</li>
          <li aria-hidden="true">›</li>
          <li aria-current={props.step === "payment" ? "step" : undefined} className={stepItem}>2. {t("booking.step.payment")}</li>
        </ol>
      </nav>
      <h1 className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", mt: 0, mb: "6" })}>{props.step === "payment" ? t("booking.paymentTitle") : t("booking.title")}</h1>
      <div className={css({ display: "grid", gap: "6", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 24rem" }, alignItems: "start" })}>
        <StaySummary cart={cart} changeable={props.step === "summary"} />
        <div className={css({ display: "grid", gap: "4" })}>
          {props.step === "summary" && <CartRequote cart={cart} />}
          <Breakdown cart={cart} />
          <InstalmentOptions input={eligibilityOf(cart)} defaultOpen />
          <PaymentNotice cart={cart} />
          <GiftConfirm cart={cart} canConfirm={props.step === "payment"} />
          {props.step === "summary" ? (
            <Link to="/payment/$cartId" params={{ cartId: cart.id }} className={primaryLink}>{t("booking.continueToPayment")}</Link>
          ) : (
            <Link to="/booking/$cartId" params={{ cartId: cart.id }} className={secondaryLink}>{t("booking.backToSummary")}</Link>
          )}
        </div>
      </div>
    </div>
  );
}

function StaySummary({ cart, changeable }: { cart: Cart; changeable: boolean }) {
  const t = useT();
  const { market } = useShop();
  const rc = cart.reservationCriteria;
  const activity = cart.type === "ACTIVITY";
  return (
    <section aria-labelledby="booking-stay" className={card} data-cart-type={cart.type}>
      {cart.imageUrl && <img src={cart.imageUrl} alt="" width={640} height={360} className={css({ w: "100%", h: "auto", aspectRatio: "16 / 9", maxH: "15rem", objectFit: "cover", borderRadius: "lg", mb: "4" })} />}
      <h2 id="booking-stay" className={css({ fontSize: "sm", color: "fg.muted", fontWeight: "semibold", m: 0, textTransform: "uppercase", letterSpacing: "wide" })}>{t(activity ? "booking.activity" : "booking.stay")}</h2>
      <p className={css({ fontSize: "xl", fontWeight: "bold", mt: "1", mb: "1" })} data-testid="booking-label">{cart.label}</p>
      <p className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", color: "fg.muted", m: 0 })}>
        <span className={css({ fontWeight: "semibold", color: "fg" })}>{cart.hotel.label}</span>
        <Stars count={cart.hotel.stars} />
        <span>{cart.hotel.location}</span>
      </p>
      <dl className={css({ display: "grid", gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "auto 1fr" }, columnGap: "6", rowGap: "2", mt: "4", mb: 0 })}>
        {activity ? (
          <>
            {/* An activity is bought without a date (decision 061): a day shows only if the cart has one. */}
            {rc.checkin && (<><dt className={dt}>{t("booking.activityDate")}</dt><dd className={dd} data-testid="booking-dates">{fullDay(rc.checkin, market.bcp47)}</dd></>)}
            <dt className={dt}>{t("booking.participants")}</dt>
            <dd className={dd} data-testid="booking-participants">{t("activity.peopleCount", { count: rc.adult + rc.child })}</dd>
          </>
        ) : (
          <>
            <dt className={dt}>{t("product.book.dates")}</dt>
            <dd className={dd} data-testid="booking-dates">
              {rc.checkin && rc.checkout ? t("booking.dates", { checkin: fullDay(rc.checkin, market.bcp47), checkout: fullDay(rc.checkout, market.bcp47) }) : null} · {t("calendar.nights", { count: rc.nights })}
            </dd>
            <dt className={dt}>{t("product.book.travellers")}</dt>
            <dd className={dd}>{t("travellers.summary", { adults: rc.adult, children: rc.child, babies: rc.baby })}</dd>
          </>
        )}
        <dt className={dt}>{t("booking.included")}</dt>
        {/* An activity's line says the day the shopper chose for it (spec 001 §5 "Every activity needs a date"). */}
        <dd className={dd} data-testid="booking-included">{cart.programLineList.map((l) => (l.date ? t("booking.activityOnDay", { activity: l.title, day: fullDay(l.date, market.bcp47) }) : l.title)).join(" · ")}</dd>
        {activity && (<><dt className={dt}>{t("booking.voucher")}</dt><dd className={dd}>{t("activity.validity", { months: GIFT_VALIDITY_MONTHS.activity })}</dd></>)}
        <dt className={dt}>{t("booking.cancellation")}</dt>
        <dd className={dd} data-testid="booking-cancellation"><CancellationTerms cart={cart} /></dd>
      </dl>
      <p className={css({ display: "flex", gap: "4", flexWrap: "wrap", mt: "4", mb: 0 })}>
        <a href={productReturnHref(cart)} className={textLink} data-back-target="">{t(activity ? "booking.backToActivity" : "booking.backToStay")}</a>
        {/* Other dates, party or stay for the same booking: the MODIFICATION results (decision 046). */}
        {changeable && !activity && <Link to="/booking/$cartId/change" params={{ cartId: cart.id }} className={textLink} data-testid="booking-change">{t("booking.change")}</Link>}
      </p>
      <p className={css({ fontSize: "xs", color: "fg.muted", mt: "4", mb: 0 })}>{t("booking.reference", { label: cart.id })}</p>
    </section>
  );
}

/**
 * The cancellation conditions of the booking: the cover bought with the stay when there is one
 * (decision 059: its name, what it covers, until which day, the insurer and premium), else the
 * stay's own message.
 */
function CancellationTerms({ cart }: { cart: Cart }) {
  const t = useT();
  const { market } = useShop();
  const offer = cart.cancellationOffer;
  if (!offer?.insurance) return <>{cart.cancellationPolicy.message}</>;
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  return (
    <>
      <strong className={css({ color: "success" })} data-testid="booking-cover">{t(`search.offers.cancel.offer.${offer.code}`)}</strong>
      <ul className={css({ m: 0, mt: "1", pl: "5", display: "grid", gap: "1" })}>
        {offerConditions(offer, "booking", market.pointOfSale, money).map((m) => (
          <li key={m.key}>{t(m.key, m.values)}</li>
        ))}
      </ul>
    </>
  );
}

function Breakdown({ cart }: { cart: Cart }) {
  const t = useT();
  const { market } = useShop();
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  const b = cart.breakdown;
  const totals = stayTotals(b.remainingAmountToPay, cart.localTax.total, cart.localTax.toBePaidAtHotel);
  const p = cart.priceInfo;
  const activity = cart.type === "ACTIVITY";
  // The promo shown plus the auto discount's reduction line: what the breakdown takes off.
  const saved = amountSaved(p.moneySaved > 0 && isPromoShown(p.promoPercentageRounded, "quote") ? p.moneySaved : 0, cart.autoDiscount?.reductionAmount ?? 0);
  return (
    <section aria-labelledby="booking-breakdown" className={card}>
      <h2 id="booking-breakdown" className={css({ fontSize: "lg", fontWeight: "bold", mt: 0, mb: "3" })}>{t("booking.breakdown")}</h2>
      <dl className={lines}>
        <dt>{t(activity ? "booking.activityPrice" : "booking.stayPrice")}</dt>
        <dd className={amount}>
          {p.refPrice > p.sellPrice && isPromoShown(p.promoPercentageRounded, "quote") && <s className={css({ color: "fg.muted", mr: "2" })} data-figure="refPrice" data-cents={p.refPrice}>{money(p.refPrice)}</s>}
          <span data-figure="sellPrice" data-cents={p.sellPrice}>{money(p.sellPrice)}</span>
        </dd>
        {/* An activity: the price per person the card and the page showed, times the party (decision 061). */}
        {activity && (
          <dd className={css({ gridColumn: "1 / -1", m: 0, textAlign: "end", fontSize: "sm", color: "fg.muted" })} data-testid="booking-per-person">
            {t("activity.peopleCount", { count: cart.reservationCriteria.adult })} × <span data-figure="perPersonPrice" data-cents={activityPerPerson(p.sellPrice, p.refPrice, cart.reservationCriteria.adult).perPersonPrice}>{money(activityPerPerson(p.sellPrice, p.refPrice, cart.reservationCriteria.adult).perPersonPrice)}</span>
          </dd>
        )}
        {breakdownLines(b).map((l, i) => (
          <Fragment key={`${l.key}-${l.label ?? i}`}>
            <dt>{l.key === "booking.giftcard" ? t(cart.gift ? "booking.giftUsed" : l.key, { label: l.label ?? "" }) : l.key === "booking.reduction" && cart.autoDiscount ? t("booking.autoDiscount", { value: cart.autoDiscount.value, code: cart.autoDiscount.code }) : t(l.key)}</dt>
            <dd className={amount} data-figure={l.key === "booking.reduction" ? "reduction" : undefined} data-cents={l.key === "booking.reduction" ? l.amount : undefined}>{l.sign < 0 ? "−" : ""}{money(l.amount)}</dd>
          </Fragment>
        ))}
        <dt className={strongLine}>{t("booking.remaining")}</dt>
        <dd className={css({ m: 0, textAlign: "end", fontWeight: "bold", fontSize: "lg", borderTopWidth: "1px", borderColor: "border", pt: "2" })} data-testid="booking-today">{money(totals.today)}</dd>
        {/* No tourist tax on an activity: no night at the hotel. */}
        {!(activity && totals.atHotel === 0) && (<><dt>{t("booking.localTax")}</dt><dd className={amount} data-testid="booking-tax">{money(totals.atHotel)}</dd></>)}
        <dt className={strongLine}>{t(activity ? "booking.activityTotal" : "booking.total")}</dt>
        <dd className={css({ m: 0, textAlign: "end", fontWeight: "bold", fontSize: "xl", borderTopWidth: "1px", borderColor: "border", pt: "2" })} data-testid="booking-total" data-figure="total" data-cents={totals.total}>{money(totals.total)}</dd>
      </dl>
      {cart.gift && (
        <p className={giftNote} data-testid="booking-gift">
          {cart.gift.supplement === 0 ? t("booking.giftCovered") : t("booking.giftSupplement", { gift: money(cart.gift.usedAmount), supplement: money(cart.gift.supplement) })}
        </p>
      )}
      {saved > 0 && <p className={css({ color: "success", fontWeight: "semibold", fontSize: "sm", mb: 0 })} data-figure="saved" data-cents={saved}>{t("price.saved", { amount: money(saved) })}</p>}
    </section>
  );
}

/** What the summary's instalment options depend on: the amount left to pay today (cents), the stay's check-in and cancellation policy. */
function eligibilityOf(cart: Cart): EligibilityInput | null {
  const amount = cart.breakdown.remainingAmountToPay;
  // Instalments are timed against the stay's check-in: an activity bought without a date has none.
  if (amount <= 0 || !cart.reservationCriteria.checkin) return null;
  return { amount, checkinDate: cart.reservationCriteria.checkin, cancellationPolicyType: cart.cancellationPolicy.type, cancellableUntil: cart.cancellationPolicy.cancellableUntil };
}

function PaymentNotice({ cart }: { cart: Cart }) {
  const t = useT();
  return (
    <p className={css({ m: 0, p: "4", borderRadius: "lg", bg: "bg.subtle", fontSize: "sm", lineHeight: "relaxed" })} data-testid="payment-notice">
      {cart.payment.takesMoney && cart.payment.provider ? t("booking.provider", { label: cart.payment.provider }) : t("booking.noPayment")}
    </p>
  );
}

const textLink = css({ color: "primary", textDecoration: "underline", textUnderlineOffset: "0.15em", fontWeight: "semibold" });
const giftNote = css({ mt: "3", mb: 0, p: "3", borderRadius: "md", bg: "accent.subtle", fontWeight: "semibold", fontSize: "sm" });
const card = css({ bg: "bg", borderRadius: "xl", boxShadow: "card", borderWidth: "1px", borderColor: "border", p: "5" });
const stepItem = css({ "&[aria-current=step]": { color: "fg", fontWeight: "bold" } });
const dt = css({ fontWeight: "semibold" });
const dd = css({ m: 0, color: "fg.muted", mb: { base: "2", sm: 0 } });
const lines = css({ display: "grid", gridTemplateColumns: "1fr auto", columnGap: 0, rowGap: "2", m: 0, "& > dd": { paddingLeft: "3" } });
const amount = css({ m: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" });
const strongLine = css({ fontWeight: "bold", borderTopWidth: "1px", borderColor: "border", pt: "2" });
const primaryLink = css({ display: "block", textAlign: "center", mt: "2", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "bold", textDecoration: "none", _hover: { bg: "primary.hover" } });
const secondaryLink = css({ display: "block", textAlign: "center", color: "primary", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "0.15em", py: "2" });

/**
 * /account/trips (spec 001 §2 "Account", §6 "with the customer-account feature on ... else links
 * to sign-in; with it off it goes to booking lookup"; docs/decisions/034): with the feature on, the
 * signed-in account's trips (booked carts, newest first) or a sign-in link; with it off, booking
 * lookup by booking number and email (shared rules, 400/404 shown on the fields).
 * The contact page's quick actions arrive with the booking or invoice code in the hash `r` (spec 001
 * §2; shared/contact-routes.ts): the lookup starts with it filled in (focus on the e-mail), the
 * account's list shows that trip first and marks it.
 */
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { validateLookup } from "#shared/account-form";
import { formatMoney } from "#shared/money";
import { formatDay } from "#shared/dates";
import { requestCodeFromHash } from "#shared/contact-routes";
import { useShop, useT } from "../../shop/use-shop";
import { ACCOUNT_LINKS } from "../../shop/links";
import { accountCall } from "./account-api";
import { AccountFrame, alertCss, FormField, submitButton } from "./form-field";
import { SignInPrompt } from "./profile-page";
import { useAccountForm } from "./use-form";

export interface Trip { bookingNumber: string; cartId: string; label: string | null; checkin: string | null; checkout: string | null; nights: number | null; adult: number | null; sellPrice: number | null }

/** The code the page's hash carries in `r` once mounted (null on the server and without one). */
function useRequestCode(): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => setCode(requestCodeFromHash(window.location.hash)), []);
  return code;
}

export function TripCard(props: { trip: Trip; requested?: boolean }) {
  const t = useT();
  const { market } = useShop();
  const { trip } = props;
  return (
    <article className={css({ p: "4", borderWidth: "1px", borderColor: "border", borderRadius: "lg", bg: "bg.surface", display: "flex", flexDirection: "column", gap: "1", "&[data-requested=true]": { borderColor: "primary", borderWidth: "2px" } })} data-testid="trip" data-requested={props.requested || undefined}>
      <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{t("account.trips.number", { number: trip.bookingNumber })}</p>
      <h2 className={css({ m: 0, fontSize: "lg" })}>{trip.label ?? t("account.trips.unavailable")}</h2>
      {trip.checkin && trip.checkout ? <p className={css({ m: 0 })}>{formatDay(trip.checkin, market.pointOfSale)} → {formatDay(trip.checkout, market.pointOfSale)}</p> : null}
      {trip.sellPrice !== null ? <p className={css({ m: 0, fontWeight: "bold" })}>{formatMoney(trip.sellPrice, market.pointOfSale)}</p> : null}
      <a href={`/booking/${trip.cartId}`} className={css({ color: "link", fontWeight: "semibold" })}>{t("account.trips.open")}</a>
    </article>
  );
}

function BookingLookup() {
  const t = useT();
  const form = useAccountForm({ bookingNumber: "", email: "" }, validateLookup);
  const [trip, setTrip] = useState<Trip | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const code = useRequestCode();
  const fillCode = form.field("bookingNumber").onChange;
  useEffect(() => {
    if (!code) return;
    fillCode(code);
    document.querySelector<HTMLInputElement>('[data-testid="lookup-form"] [name="email"]')?.focus();
    // Once, when the hash's code is read (fillCode is a new function each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!form.submit()) return;
    setBusy(true);
    const res = await accountCall<{ trip: Trip }>("/lookup", { body: form.values });
    setBusy(false);
    if (res.ok) return setTrip(res.body.trip);
    form.setServerErrors(res.body.fields);
    if (!res.body.fields) setFailure(res.status === 429 ? "account.error.tooMany" : "account.error.failed");
  }
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <form noValidate onSubmit={onSubmit} className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid="lookup-form">
        <FormField {...form.field("bookingNumber")} label={t("account.field.bookingNumber")} inputMode="numeric" autoComplete="off" hint={t("account.lookup.hint")} />
        <FormField {...form.field("email")} label={t("account.field.email")} type="email" autoComplete="email" inputMode="email" />
        {failure ? <p role="alert" className={alertCss}>{t(failure)}</p> : null}
        <button type="submit" className={submitButton} disabled={busy}>{t("account.lookup.submit")}</button>
      </form>
      {trip ? <TripCard trip={trip} /> : null}
    </div>
  );
}

function AccountTrips() {
  const t = useT();
  const [trips, setTrips] = useState<Trip[] | null | undefined>(undefined);
  const code = useRequestCode();
  useEffect(() => {
    void accountCall<{ trips: Trip[] }>("/trips").then((r) => setTrips(r.ok ? r.body.trips : null));
  }, []);
  if (trips === undefined) return <p aria-busy="true" className={css({ color: "fg.muted" })}>{t("account.loading")}</p>;
  if (trips === null) return <SignInPrompt back={ACCOUNT_LINKS.trips} />;
  if (trips.length === 0) return <p className={css({ m: 0 })}>{t("account.trips.empty")}</p>;
  return (
    <ul className={css({ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: "3" })}>
      {[...trips].sort((a, b) => Number(b.bookingNumber === code) - Number(a.bookingNumber === code)).map((trip) => (
        <li key={trip.bookingNumber}><TripCard trip={trip} requested={trip.bookingNumber === code} /></li>
      ))}
    </ul>
  );
}

export function TripsPage() {
  const t = useT();
  const shop = useShop();
  return shop.flags.customerAccount ? (
    <AccountFrame title={t("account.trips.title")}><AccountTrips /></AccountFrame>
  ) : (
    <AccountFrame title={t("account.lookup.title")} intro={t("account.lookup.intro")}><BookingLookup /></AccountFrame>
  );
}

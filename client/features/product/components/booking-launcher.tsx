/**
 * The stay page's booking controls before any interaction (spec 001 §4 "Product page steps"):
 * a dates button, a travellers button and Book, server-rendered and tiny. The real widget
 * (stay-booking.tsx: calendar, travellers, quote, Book checks, dialogs) is a separate chunk,
 * fetched on hover/focus of these controls and shown on click, or at once after mount when the
 * hash already carries dates (a deep link or a return from checkout), so it costs the page no
 * initial JavaScript (decision 014). A gift recipient signed in with a code (the readable
 * `beneficiary_gift` cookie, decision 047) gets the recipient's widget at once after mount
 * (client/features/beneficiary/beneficiary-booking.tsx): the same widget booking against the gift.
 */
import { useRouterState } from "@tanstack/react-router";
import { startTransition, Suspense, useEffect, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { DEFAULT_CRITERIA, parseCriteria } from "#shared/criteria";
import { useMounted, useShop, useT } from "../../../shop/use-shop";
import { rangeLabel } from "../../search";
import { hasGiftCookie } from "../beneficiary/gift-cookie";
import { bookButton, bookingBox, field, fieldLabel, fields, type BookingIntent, type BookingLauncherProps } from "./booking-box";

const loadWidget = () => import("./stay-booking");
const StayBooking = lazy(loadWidget);
const BeneficiaryBooking = lazy(() => import("../beneficiary/beneficiary-booking"));

export function BookingLauncher(props: BookingLauncherProps) {
  const mounted = useMounted();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const dated = mounted && Boolean(parseCriteria(hash).checkout);
  const beneficiary = mounted && hasGiftCookie(document.cookie);
  const [intent, setIntent] = useState<BookingIntent>(null);
  const [active, setActive] = useState(false);
  // The widget replaces the buttons in a transition: the server's buttons (the same DOM nodes) stay
  // until its code is here. A click made before the booking column hydrated is replayed on them
  // after hydration (ui/interaction-replay.ts keeps elements by reference): swapped for a Suspense
  // fallback's new buttons at once, as before, a recipient's first click was lost (issue 25 item 17).
  useEffect(() => {
    if (dated || beneficiary) startTransition(() => setActive(true));
  }, [dated, beneficiary]);
  const start = (i: BookingIntent) => {
    setIntent(i);
    startTransition(() => setActive(true));
  };
  const bar = <BookingBar hash={mounted ? hash : ""} onIntent={start} />;
  return (
    <Suspense fallback={bar}>
      {!active ? bar : beneficiary ? (
        <BeneficiaryBooking {...props} intent={intent} onIntentDone={() => setIntent(null)} />
      ) : (
        <StayBooking {...props} intent={intent} onIntentDone={() => setIntent(null)} />
      )}
    </Suspense>
  );
}

/** The controls as plain buttons (before the widget is loaded). */
function BookingBar(props: { hash: string; onIntent: (i: BookingIntent) => void }) {
  const t = useT();
  const { market } = useShop();
  const c = props.hash ? parseCriteria(props.hash) : DEFAULT_CRITERIA;
  const preload = () => void loadWidget();
  return (
    <section aria-label={t("product.book.title")} className={bookingBox} onPointerEnter={preload} onFocus={preload}>
      <div className={fields}>
        <button type="button" className={field} aria-haspopup="dialog" onClick={() => props.onIntent("dates")}>
          <span className={fieldLabel}>{t("product.book.dates")}</span>
          {rangeLabel(c, market.bcp47) ?? t("product.book.chooseDatesButton")}
        </button>
        <button type="button" className={field} aria-haspopup="dialog" onClick={() => props.onIntent("travellers")}>
          <span className={fieldLabel}>{t("product.book.travellers")}</span>
          {t("travellers.summary", { adults: c.a, children: c.c, babies: c.b })}
        </button>
      </div>
      <button type="button" className={bookButton} onClick={() => props.onIntent("book")}>
        {t("product.book.book")}
      </button>
    </section>
  );
}

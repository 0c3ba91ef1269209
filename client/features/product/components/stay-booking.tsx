/**
 * The stay page's booking widget, loaded on demand by booking-launcher.tsx (spec 001 §4 "Product
 * page steps", "Date selection on product page", "Price-update modal"; §3 Quote, Local tax; §5
 * messages; §8 QUOTE_FETCH_ERROR; §9 local tax and totals).
 *
 * - Dates: the search calendar (search-calendar.tsx) over the hotel's availabilities.json for this
 *   package; after a check-in, only packageCheckoutNights.json offsets can be the check-out. The
 *   chosen range and the party (the search travellers picker) are written to the URL hash.
 * - Quote: quote.json for the hash's dates and party: today's price (promo from 10 %), price per
 *   night rounded up, local tax paid at the hotel with its explainer, the stay total (today + tax),
 *   the cancellation label and the rooms-left message. A cover chosen in the results
 *   (`?cancellationOffer=`, decisions 053/059) is priced by the same quote: its premium is a line
 *   added to what is paid today and to the total, its conditions replace the stay's label, and the
 *   cart gets it (quote-cover.ts); a cover no longer on sale for the dates is said and not sent.
 *   The auto discount the shopper is shown (EXTRA10, shared/auto-discount.ts) is quoted and carted
 *   with its code: a reduction line taken off today's amount (issue 25 item 4). Rooms left: the
 *   shop's plural message at 3 or fewer (issue 25 item 9).
 * - Failures (spec 001 §8, lib/booking-state.ts): availabilities or quote failed, or not bookable:
 *   "No more availabilities…", no price, no Book.
 * - Activity dates (spec 001 §5 "Every activity needs a date"): one choice per activity among the
 *   stay's days (activity-dates.tsx); sent with the real-time quote as activitySelectionList.
 * - Book: book-checks.ts in order (activity dates, dates, real-time quote). A moved price opens the
 *   price-update modal; a failed real-time quote shows the QUOTE_FETCH_ERROR message. Then the
 *   add_to_cart event (window.dataLayer) and POST carts.json, and the shop lands on /booking/{cart}.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import { css } from "styled-system/css";
import { ApiError } from "#shared/api-fetch";
import { autoDiscountShown } from "#shared/auto-discount";
import { availabilityWindows, marketClock, mergeAvailabilities } from "#shared/calendar";
import type { QuoteRealtimeResponse } from "#shared/contract/weekend-quote-realtime";
import { nightsOf, parseCriteria } from "#shared/criteria";
import { writeStayHash } from "#shared/stay-hash";
import { formatMoney } from "#shared/money";
import { isPromoShown, pricePerNight, showRoomsLeft, stayTotals, type PriceChange } from "#shared/pricing";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { SearchCalendar, type CalendarSource } from "../../search";
import { TravellersPicker } from "../../search";
import { rangeLabel } from "../../search";
import { checkoutNightsOptions, quoteOptions, STAY_CALLS, stayAvailabilityOptions, type BookingCalls, type ShownQuote, type StayChoice } from "../api/booking";
import { activityDayChoices, activitySelectionList, checkQuote, keepActivityDates, precheckBook } from "../lib/book-checks";
import { ActivityDates } from "./activity-dates";
import { bookingView } from "../lib/booking-state";
import { cartCover, quoteCover, todayWithCover } from "../lib/quote-cover";
import { bookButton, bookingBox, field, fieldLabel, fields, type BookingIntent, type BookingLauncherProps } from "./booking-box";
import { LocalTaxDialog } from "./local-tax-dialog";
import { PriceChangeDialog } from "../../../ui/price-change-dialog";
import { track } from "../../../shop/tracking";
import { trackAddToCart } from "../../../shop/stay-tracking";
import { InstalmentOptions } from "../../instalments";


const NO_ACTIVITIES: readonly { activityId: number; title: string }[] = [];

export default function StayBooking(props: BookingLauncherProps & { intent: BookingIntent; onIntentDone: () => void; calls?: BookingCalls }) {
  const calls = props.calls ?? STAY_CALLS;
  const t = useT();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const shop = useShop();
  const { market } = shop;
  const location = useRouterState({ select: (s) => s.location });
  const criteria = useMemo(() => parseCriteria(location.hash), [location.hash]);
  const nights = nightsOf(criteria);
  const party = { a: criteria.a, c: criteria.c, b: criteria.b };
  // A partner's customer (decision 048): `?minisite=` kept by the route scopes quotes and cart.
  const minisite = (location.search as { minisite?: string }).minisite;
  // The cover chosen in the results' cancellation dialog (decision 053) goes with the cart.
  const cancellationOffer = (location.search as { cancellationOffer?: number }).cancellationOffer;
  // The auto discount the shopper is shown (issue 25 item 4): the quote and the cart apply it. A
  // gift recipient's booking (props.calls) has its own price and no discount.
  const discount = !props.calls && autoDiscountShown(props.autoDiscount, "booking", shop.experiments.autoDiscount) ? props.autoDiscount : null;
  const choice: StayChoice | null = criteria.checkin && nights ? { packageId: props.packageId, checkin: criteria.checkin, nights, ...party, ...(minisite ? { minisite } : {}), ...(cancellationOffer ? { cancellationOffer } : {}), ...(discount ? { autoDiscountCode: discount.code } : {}) } : null;
  const choiceKey = choice ? JSON.stringify(choice) : "";

  const [calendarOpen, setCalendarOpen] = useState(props.intent === "dates");
  const [message, setMessage] = useState<string | null>(null);
  // Every activity needs a date (spec 001 §5): chosen among the stay's days; new stay dates keep the
  // choices still inside them. `flagged`: the activities Book found without one.
  const activities = props.activities ?? NO_ACTIVITIES;
  const dayChoices = useMemo(() => activityDayChoices(criteria.checkin, criteria.checkout), [criteria.checkin, criteria.checkout]);
  const [chosenDates, setChosenDates] = useState<Record<string, string>>({});
  const activityDates = useMemo(() => keepActivityDates(chosenDates, dayChoices), [chosenDates, dayChoices]);
  const [flagged, setFlagged] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [taxOpen, setTaxOpen] = useState(false);
  const [change, setChange] = useState<PriceChange | null>(null);
  // The real-time answer of the last Book, shown instead of quote.json's (cached) figure once known.
  const [live, setLive] = useState<{ key: string; quote: QuoteRealtimeResponse & Pick<ShownQuote, "gift"> } | null>(null);
  const datesButton = useRef<HTMLButtonElement>(null);
  // The calendar's availabilities call failed (spec 001 §8): said in place of the price (booking-state.ts).
  const [availabilityFailed, setAvailabilityFailed] = useState(false);

  const quoteQuery = useQuery({ ...quoteOptions(api, market.pointOfSale, choice ?? { packageId: props.packageId, checkin: "", nights: 0, ...party }, calls), enabled: choice !== null });
  const quote = live && live.key === choiceKey ? live.quote : choice ? quoteQuery.data : undefined;

  const source = useMemo<CalendarSource>(
    () => ({
      key: `${calls.name}:${props.packageId}:${party.a}-${party.c}-${party.b}`,
      // A gift recipient's calendar (decision 054): the redeem prices, what is left to pay on top of the gift.
      availability: (month, length) =>
        watch(calls.calendar
          ? queryClient.fetchQuery({ queryKey: ["redeem-calendar", market.pointOfSale, calls.name, props.packageId, party, month, length], queryFn: () => calls.calendar!.days(api, props.packageId, party, month, length), staleTime: 5 * 60_000 })
          : Promise.all(
              availabilityWindows(marketClock(new Date(), market.timeZone).day.slice(0, 7), month, length).map((start) =>
                queryClient.fetchQuery(stayAvailabilityOptions(api, market.pointOfSale, props.hotelId, props.packageId, party, start)),
              ),
            ).then(mergeAvailabilities)),
      gift: Boolean(calls.calendar),
      checkoutNights: (checkin) => queryClient.fetchQuery(checkoutNightsOptions(api, market.pointOfSale, props.packageId, party, checkin)),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, market.pointOfSale, props.hotelId, props.packageId, party.a, party.c, party.b, calls],
  );

  /** Notes whether the availabilities answered (the calendar goes on without them, spec 000 §5). */
  function watch<T>(call: Promise<T>): Promise<T> {
    return call.then(
      (answer) => (setAvailabilityFailed(false), answer),
      (err: unknown) => {
        setAvailabilityFailed(true);
        throw err;
      },
    );
  }

  /** Dates and party into the stay hash; its other keys (gift choices, hotelId, offerId …) kept (shared/stay-hash.ts). */
  function writeHash(next: { checkin?: string; checkout?: string; a?: number; c?: number; b?: number }) {
    // No children or babies: the key is left out, as the search writes it.
    const written = writeStayHash(location.hash, { ...next, ...("c" in next ? { c: next.c || undefined } : {}), ...("b" in next ? { b: next.b || undefined } : {}) });
    router.history.replace(`${location.pathname}${location.searchStr}${written ? `#${written}` : ""}`);
  }

  useEffect(() => {
    if (props.intent === "book") void book();
    if (props.intent) props.onIntentDone();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function book() {
    setMessage(null);
    const pre = precheckBook({
      activities: activities.map((a) => ({ activityId: String(a.activityId), needsDate: true, date: activityDates[a.activityId] ?? null })),
      checkin: criteria.checkin ?? null,
      checkout: criteria.checkout ?? null,
    });
    setFlagged(!pre.ok && pre.reason === "activityDates" ? pre.missing : []);
    if (!pre.ok) {
      setMessage(t(pre.reason === "dates" ? "product.book.chooseDates" : "product.book.chooseActivityDates"));
      // The activities' days are the stay's: without stay dates, the calendar opens with the message.
      if (pre.reason === "dates" || !criteria.checkout) setCalendarOpen(true);
      return;
    }
    if (!choice) return;
    setBusy(true);
    let realtime: (QuoteRealtimeResponse & Pick<ShownQuote, "gift">) | Error;
    // The activities' dates go with the real-time quote (spec 001 §7 activitySelectionList) and the cart.
    const selection = activitySelectionList(activityDates);
    try {
      realtime = await calls.realtime(api, selection ? { ...choice, activitySelectionList: selection } : choice);
      setLive({ key: choiceKey, quote: realtime });
    } catch (err) {
      realtime = err instanceof Error ? err : new Error(String(err));
    }
    const shown = quote?.priceInfo?.sellPrice ?? props.shownSellPrice;
    const check = checkQuote(shown, realtime);
    if (check.ok) return handOff(cartChoice(choice), check.sellPrice);
    setBusy(false);
    if (check.reason === "priceChanged") return setChange(check.change);
    if (check.reason === "QUOTE_FETCH_ERROR") {
      track(shop, { event: "error", code: "QUOTE_FETCH_ERROR", message: check.message });
      return setMessage(t("product.book.quoteFetchError"));
    }
    setMessage(t(check.reason === "notBookable" ? "product.book.notBookable" : "product.book.quoteError"));
  }

  async function handOff(stay: StayChoice, sellPrice: number) {
    setBusy(true);
    trackAddToCart(shop, { id: stay.packageId, label: props.label, hotel: props.hotel, sellPrice }, "booking");
    try {
      const cart = await calls.createCart(api, stay, sellPrice);
      queryClient.setQueryData(["cart", market.pointOfSale, cart.id], cart);
      await router.navigate({ to: "/booking/$cartId", params: { cartId: cart.id } });
    } catch (err) {
      setBusy(false);
      setChange(null);
      setMessage(t(err instanceof ApiError && err.status === 409 ? "product.book.priceMovedAgain" : "product.book.checkoutError"));
      if (err instanceof ApiError && err.status === 409) setLive(null);
    }
  }

  /** The cart's stay: the chosen cover only when the quote priced it (decision 059); the activities' chosen days (spec 001 §5). */
  function cartChoice(stay: StayChoice): StayChoice {
    const { cancellationOffer: _asked, ...rest } = stay;
    const id = cartCover(cover);
    const selection = activitySelectionList(activityDates);
    return { ...rest, ...(id ? { cancellationOffer: id } : {}), ...(selection ? { activitySelectionList: selection } : {}) };
  }

  /** Drops the chosen cover: the stay's own conditions, no premium. */
  function removeCover() {
    const search = new URLSearchParams(location.searchStr);
    search.delete("cancellationOffer");
    const query = search.toString();
    void router.navigate({ href: `${location.pathname}${query ? `?${query}` : ""}${location.hash ? `#${location.hash}` : ""}`, replace: true, resetScroll: false });
  }

  const money = (c: number) => formatMoney(c, market.pointOfSale);
  const info = quote?.priceInfo;
  const view = bookingView({ availabilityFailed, quoteFailed: choice !== null && !quote && quoteQuery.isError, bookable: choice && quote ? quote.bookable : undefined });
  // A gift recipient's quote (decision 047): the gift pays its part, the supplement is what is left today.
  const gift = quote?.gift ?? null;
  const cover = quoteCover(cancellationOffer, quote);
  const reduction = quote?.autoDiscount?.reductionAmount ?? 0;
  const totals = info ? stayTotals(todayWithCover(gift ? gift.supplement : info.sellPrice - reduction, cover), quote.localTaxTotalAmount, true) : null;
  const tax = live?.quote.localTax ?? { type: "PER_PERSON_PER_NIGHT" as const, amount: info && quote ? Math.round(quote.localTaxTotalAmount / Math.max(1, party.a) / Math.max(1, info.nights)) : 0, percentage: 0 };

  return (
    <section aria-label={t("product.book.title")} className={bookingBox} data-testid="stay-booking">
      <div className={fields}>
        <div className={css({ position: "relative" })}>
          <button ref={datesButton} type="button" className={field} aria-haspopup="dialog" aria-expanded={calendarOpen} onClick={() => setCalendarOpen((o) => !o)}>
            <span className={fieldLabel}>{t("product.book.dates")}</span>
            {rangeLabel(criteria, market.bcp47) ?? t("product.book.chooseDatesButton")}
          </button>
          {calendarOpen && (
            <SearchCalendar
              value={{ checkin: criteria.checkin, checkout: criteria.checkout }}
              search={{ location: null, ...party }}
              variation="control"
              anchor={datesButton}
              source={source}
              align="end"
              onCommit={(v) => {
                setMessage(null);
                writeHash({ checkin: v.checkin, checkout: v.checkout });
              }}
              onFlexible={() => writeHash({ checkin: undefined, checkout: undefined })}
              onClose={() => {
                setCalendarOpen(false);
                datesButton.current?.focus();
              }}
            />
          )}
        </div>
        {/* Label inside the button, as the booking bar drew it before this widget loaded (and as the dates field does). */}
        <TravellersPicker id="stay-travellers" label={t("product.book.travellers")} labelClassName={fieldLabel} className={field} value={party} defaultOpen={props.intent === "travellers"} onChange={(p) => writeHash({ a: p.a, c: p.c, b: p.b })} />
      </div>

      {activities.length > 0 && (
        <ActivityDates
          activities={activities}
          days={dayChoices}
          value={activityDates}
          flagged={flagged}
          onChange={(id, day) => {
            setChosenDates((d) => ({ ...keepActivityDates(d, dayChoices), [id]: day }));
            setFlagged((f) => f.filter((x) => x !== String(id)));
          }}
        />
      )}

      {choice && !quote && quoteQuery.isFetching && <p className={muted}>{t("product.quote.loading")}</p>}
      {view.message && <p role="alert" className={errorText} data-testid="no-more-availabilities">{t(view.message)}</p>}
      {view.showPrice && info && totals && (
        <div data-testid="stay-quote">
          {isPromoShown(info.promoPercentageRounded, "quote") && <span className={promoBadge}>-{info.promoPercentageRounded}%</span>}
          <dl className={lines}>
            {gift && (
              <>
                <dt>{t("beneficiary.quote.stayPrice")}</dt>
                <dd className={amount} data-testid="quote-stay-price">{money(info.sellPrice)}</dd>
                <dt>{t("beneficiary.quote.gift")}</dt>
                <dd className={giftAmount} data-testid="quote-gift">−{money(gift.usedAmount)}</dd>
              </>
            )}
            {quote.autoDiscount && reduction > 0 && (
              <>
                <dt>{t("booking.stayPrice")}</dt>
                <dd className={amount} data-testid="quote-stay-price" data-figure="sellPrice" data-cents={info.sellPrice}>{money(info.sellPrice)}</dd>
                <dt>{t("booking.autoDiscount", { value: quote.autoDiscount.value, code: quote.autoDiscount.code })}</dt>
                <dd className={giftAmount} data-testid="quote-reduction" data-figure="reduction" data-cents={reduction}>−{money(reduction)}</dd>
              </>
            )}
            {cover.state === "chosen" && (
              <>
                {!quote.autoDiscount && <dt>{t("booking.stayPrice")}</dt>}
                {!quote.autoDiscount && <dd className={amount} data-testid="quote-stay-price">{money(info.sellPrice)}</dd>}
                <dt className={css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" })}>
                  {t(`search.offers.cancel.offer.${cover.offer.code}`)}
                  <button type="button" className={linkButton} onClick={removeCover} data-testid="quote-cover-remove">{t("product.quote.removeCover")}</button>
                </dt>
                <dd className={amount} data-testid="quote-cover">{money(cover.premium)}</dd>
              </>
            )}
            <dt>{t(gift ? "beneficiary.quote.toPay" : "product.quote.today")}</dt>
            <dd className={amount} data-testid="quote-today" data-figure="today" data-cents={totals.today}>{money(totals.today)}</dd>
            <dt className={css({ display: "flex", alignItems: "center", gap: "1" })}>
              {t("product.quote.localTax")}
              <button type="button" className={infoButton} aria-label={t("product.quote.localTaxInfo")} onClick={() => setTaxOpen(true)}>i</button>
            </dt>
            <dd className={amount} data-testid="quote-tax">{money(totals.atHotel)}</dd>
            <dt className={css({ fontWeight: "bold", borderTopWidth: "1px", borderColor: "border", pt: "2" })}>{t("product.quote.total")}</dt>
            <dd className={css({ m: 0, textAlign: "end", fontWeight: "bold", fontSize: "lg", borderTopWidth: "1px", borderColor: "border", pt: "2" })} data-testid="quote-total" data-figure="total" data-cents={totals.total}>{money(totals.total)}</dd>
          </dl>
          <p className={muted}>
            {t("price.forNights", { nights: info.nights, people: party.a + party.c + party.b })} · {t("product.quote.perNight", { price: money(pricePerNight(info.sellPrice - reduction, info.nights)) })}
          </p>
          {gift && (
            <p className={giftNote} data-testid="quote-gift-note">
              {gift.supplement === 0 ? t("beneficiary.quote.covered") : t("beneficiary.quote.supplement", { gift: money(gift.usedAmount), supplement: money(gift.supplement) })}
            </p>
          )}
          {cover.state === "chosen" ? (
            <p className={cancellable} data-testid="quote-cancellation">{cover.offer.cancellationPolicy.message}</p>
          ) : (
            <p className={quote.cancellationPolicy.cancellable ? cancellable : muted} data-testid="quote-cancellation">{quote.cancellationPolicy.message}</p>
          )}
          {cover.state === "unavailable" && <p className={muted} data-testid="quote-cover-unavailable">{t("product.quote.coverUnavailable")}</p>}
          {/* The rooms-left badge (spec 000 §4): the shop's own plural message from the count, at 3 or fewer (issue 25 item 9). */}
          {showRoomsLeft(quote.availableRooms, true) && <p className={css({ fontSize: "sm", fontWeight: "semibold", color: "promo", m: 0, mt: "1" })} data-testid="quote-rooms-left">{t("stress.roomsLeft", { count: quote.availableRooms! })}</p>}
          {/* After the quote: what is paid today, spread or deferred (spec 001 §3 Instalment option). */}
          {quote.bookable && choice && totals.today > 0 && (
            <InstalmentOptions input={{ amount: totals.today, checkinDate: choice.checkin, cancellationPolicyType: quote.cancellationPolicy.type, cancellableUntil: quote.cancellationPolicy.cancellableUntil }} />
          )}
          <LocalTaxDialog open={taxOpen} onClose={() => setTaxOpen(false)} tax={tax} total={totals.atHotel} />
        </div>
      )}

      <p role="alert" className={errorText} data-testid="book-message">{message}</p>
      {view.showBook && (
        <button type="button" className={bookButton} disabled={busy} aria-busy={busy} onClick={() => void book()}>
          {busy ? t("product.book.checking") : t(props.calls ? "beneficiary.book" : "product.book.book")}
        </button>
      )}
      <PriceChangeDialog
        change={change}
        busy={busy}
        onBack={() => setChange(null)}
        onContinue={() => {
          if (choice && change) void handOff(cartChoice(choice), change.newPrice);
        }}
      />
    </section>
  );
}

const muted = css({ color: "fg.muted", fontSize: "sm", m: 0 });
const errorText = css({ color: "danger", fontWeight: "semibold", fontSize: "sm", m: 0, "&:empty": { display: "none" } });
const lines = css({ display: "grid", gridTemplateColumns: "1fr auto", columnGap: 0, rowGap: "2", m: 0, my: "2", fontSize: "sm", "& > dd": { paddingLeft: "3" } });
const amount = css({ m: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" });
const promoBadge = css({ display: "inline-block", bg: "promo", color: "promo.fg", fontWeight: "bold", px: "2", py: "0.5", borderRadius: "sm", fontSize: "sm" });
const infoButton = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "6", h: "6", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong",
  fontSize: "xs", fontWeight: "bold", fontStyle: "italic", cursor: "pointer", bg: "bg", color: "primary", flexShrink: 0,
});
const giftAmount = css({ m: 0, textAlign: "end", fontVariantNumeric: "tabular-nums", color: "success", fontWeight: "semibold" });
const giftNote = css({ m: 0, mb: "2", p: "3", borderRadius: "md", bg: "accent.subtle", fontSize: "sm", fontWeight: "semibold" });
const cancellable = css({ fontSize: "sm", m: 0, color: "success" });
const linkButton = css({ display: "inline-flex", alignItems: "center", minH: "6", bg: "transparent", borderWidth: 0, p: 0, color: "primary", fontSize: "xs", fontWeight: "normal", textDecoration: "underline", textUnderlineOffset: "0.15em", cursor: "pointer" });

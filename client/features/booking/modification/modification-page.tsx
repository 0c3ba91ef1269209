/**
 * The booking modification screen /booking/$cartId/change (spec 000 §2 "Search-result view modes:
 * … MODIFICATION"; §9 "free modification until the deadline date (a cheaper stay refunds the
 * difference, a dearer one charges it)"; decision 046). Reached from the booking summary ('Change
 * my dates or stay') or by URL; the hash holds the dates and party (checkin, checkout, a, c, b).
 *
 * The booked stay and its policy on top; the search calendar and the travellers picker of the
 * search box; then the stays within 30 km of the booked hotel's city for those dates and party,
 * as offer cards in MODIFICATION mode, each with its price difference against the booking
 * (price-difference.ts). A card leads to its stay page with the chosen dates and party, where
 * booking it makes a new cart. A lazily loaded route chunk: no other page carries any of it.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useRouter, useRouterState } from "@tanstack/react-router";
import { Suspense, useMemo, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { Cart } from "#shared/contract/cart";
import type { SearchCriteria } from "#shared/criteria";
import { useApi, useMounted, useShop, useT } from "../../../shop/use-shop";
import { CartGate } from "../components/cart-gate";
import { offersQueryOptions, offersTotal } from "../../search";
import { cardViewMode } from "../../search";
import { OfferCard } from "../../search";
import { TravellersPicker } from "../../search";
import { rangeLabel } from "../../search";
import { BookedStay } from "./booked-stay";
import { DifferenceLine } from "./difference-line";
import { MODIFICATION_LIMIT, MODIFICATION_MAX, MODIFICATION_RADIUS_KM, isBookedChoice, modificationChoice, modificationCriteria, modificationHash } from "./modification-criteria";
import { priceDifference } from "./price-difference";
import { loadSearchCalendar } from "../../search";
import { cardPriorityAt } from "../../../ui/card-image-priority";

// The search calendar's own chunk (not the search box's dates field: sharing it would split the
// search page's search-box chunk in two, decision 046), fetched on hover/focus and shown on click.
const loadCalendar = () => loadSearchCalendar();
const SearchCalendar = lazy(loadCalendar);

export function ModificationPage() {
  return <CartGate>{(cart) => <Modification cart={cart} />}</CartGate>;
}

function Modification(props: { cart: Cart }) {
  const { cart } = props;
  const t = useT();
  const api = useApi();
  const router = useRouter();
  const { market, today } = useShop();
  const mounted = useMounted();
  const location = useRouterState({ select: (s) => s.location });
  // Until hydration the server's view (no hash: the booking's dates and party), then the hash's.
  const hash = mounted ? location.hash : "";
  const choice = useMemo(() => modificationChoice(cart, hash), [cart, hash]);
  const criteria = useMemo(() => modificationCriteria(cart, hash), [cart, hash]);
  // 'Show more stays' asks for the next twelve with the first ones (one page of a larger size).
  const [limit, setLimit] = useState(MODIFICATION_LIMIT);
  const results = useQuery({ ...offersQueryOptions(api, market.pointOfSale, criteria, "booking", 0, limit), placeholderData: keepPreviousData });
  const booked = isBookedChoice(cart, choice);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const datesButton = useRef<HTMLButtonElement>(null);
  const cardHash = modificationHash(choice);

  function write(next: Partial<Pick<SearchCriteria, "checkin" | "checkout" | "a" | "c" | "b">>) {
    const merged = { ...choice, ...next };
    // Cleared dates ('flexible') fall back to the booking's.
    if (!merged.checkin || !merged.checkout) {
      merged.checkin = cart.reservationCriteria.checkin ?? undefined;
      merged.checkout = cart.reservationCriteria.checkout ?? undefined;
    }
    router.history.replace(`${location.pathname}${location.searchStr}#${modificationHash(merged)}`);
  }

  const hotels = results.data?.exactMatch ?? [];
  const total = results.data ? offersTotal(results.data) : 0;
  const busy = results.isFetching;
  return (
    <div className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, py: "6" })} data-testid="modification-page">
      <Link to="/booking/$cartId" params={{ cartId: cart.id }} className={backLink}>‹ {t("modification.back")}</Link>
      <h1 className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", mt: "2", mb: "4" })}>{t("modification.title")}</h1>
      <BookedStay cart={cart} />
      <div role="group" aria-label={t("modification.choose")} className={bar}>
        <div className={css({ flex: "1 1 0", minW: 0 })}>
          <span id="modification-dates-label" className={fieldLabel}>{t("product.book.dates")}</span>
          <div className={css({ position: "relative" })}>
            <button
              ref={datesButton} id="modification-dates" type="button" className={field} aria-haspopup="dialog" aria-expanded={calendarOpen}
              aria-labelledby="modification-dates-label modification-dates"
              onPointerEnter={() => void loadCalendar()} onFocus={() => void loadCalendar()} onClick={() => setCalendarOpen((o) => !o)}
            >
              {rangeLabel(choice, market.bcp47)}
            </button>
            {calendarOpen && (
              <Suspense fallback={null}>
                <SearchCalendar
                  value={{ checkin: choice.checkin, checkout: choice.checkout }}
                  search={{ location: criteria.location, a: choice.a, c: choice.c, b: choice.b }}
                  variation="control"
                  anchor={datesButton}
                  onCommit={(v) => write({ checkin: v.checkin, checkout: v.checkout })}
                  onFlexible={() => write({ checkin: undefined, checkout: undefined })}
                  onClose={() => {
                    setCalendarOpen(false);
                    datesButton.current?.focus();
                  }}
                />
              </Suspense>
            )}
          </div>
        </div>
        <div className={css({ flex: "1 1 0", minW: 0 })}>
          <span id="modification-travellers-label" className={fieldLabel}>{t("product.book.travellers")}</span>
          <TravellersPicker id="modification-travellers" labelId="modification-travellers-label" value={{ a: choice.a, c: choice.c, b: choice.b }} onChange={(p) => write(p)} />
        </div>
      </div>
      <section aria-labelledby="modification-results" aria-busy={busy} className={css({ mt: "6", transition: "opacity 0.2s", "&[aria-busy=true]": { opacity: 0.6 } })}>
        <h2 id="modification-results" className={css({ fontSize: "xl", fontWeight: "bold", m: 0 })} data-testid="modification-count">
          {results.data ? t("modification.count", { count: total, city: cart.hotel.location }) : t("modification.loading")}
        </h2>
        <p className={css({ m: 0, mt: "1", mb: "4", color: "fg.muted", fontSize: "sm" })}>{t("searchBox.around", { km: MODIFICATION_RADIUS_KM })}</p>
        {results.isError && !results.data ? (
          <p role="alert" className={notice}>{t("errors.generic")}</p>
        ) : results.data && hotels.length === 0 ? (
          <p className={notice}>{t("modification.empty")}</p>
        ) : (
          <ol className={grid} aria-label={t("modification.results")}>
            {hotels.map((hotel, i) => {
              const card = hotel.mainPackage;
              return (
                <li key={hotel.id} className={css({ display: "flex", flexDirection: "column", "& > article": { flex: 1, borderBottomLeftRadius: 0, borderBottomRightRadius: 0 } })}>
                  <OfferCard card={card} hasDates flow="booking" hash={cardHash} priority={cardPriorityAt(i)} mode={cardViewMode("modification", "booking")} />
                  <DifferenceLine
                    booked={booked && card.id === cart.packageId}
                    difference={priceDifference({ bookedPrice: cart.priceInfo.sellPrice, newPrice: card.sellPrice, priceType: card.priceType, policy: cart.cancellationPolicy, today })}
                  />
                </li>
              );
            })}
          </ol>
        )}
        {hotels.length > 0 && hotels.length < total && limit < MODIFICATION_MAX && (
          <button type="button" className={moreButton} disabled={busy} onClick={() => setLimit((l) => l + MODIFICATION_LIMIT)}>{t("modification.more")}</button>
        )}
      </section>
    </div>
  );
}

const backLink = css({ color: "link", fontWeight: "semibold", textDecoration: "none", fontSize: "sm", _hover: { textDecoration: "underline" } });
const bar = css({ display: "flex", flexDirection: { base: "column", sm: "row" }, gap: "3", mt: "4", p: "4", bg: "bg.subtle", borderRadius: "xl" });
// The look of the search box's fields (dates-field.tsx, travellers-picker.tsx).
const field = css({
  width: "100%", height: "12", px: "3", textAlign: "start", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", cursor: "pointer",
  whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis",
});
const fieldLabel = css({ display: "block", fontSize: "xs", fontWeight: "semibold", color: "fg.muted", mb: "1" });
const grid = css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" } });
const moreButton = css({
  display: "block", mx: "auto", mt: "6", height: "12", px: "6", borderRadius: "md", borderWidth: "2px", borderColor: "primary", color: "primary", bg: "bg",
  fontWeight: "semibold", cursor: "pointer", _hover: { bg: "bg.subtle" }, _disabled: { opacity: 0.6, cursor: "progress" },
});
const notice = css({ p: "4", borderRadius: "lg", bg: "bg.subtle", m: 0 });

/**
 * Dates and travellers of the hotel page's offers (spec 001 §2 "sticky nav bar with date and
 * traveller selector", "mobile search bar"; hash checkin, checkout, a, c, b). The dates button
 * opens the search calendar (search-calendar.tsx, a chunk of its own fetched on hover/focus and
 * shown on click) over the hotel's availabilities.json; the travellers picker is the search's.
 * Both write the URL hash; the page reprices its offers from it.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { Suspense, useMemo, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { apiJson } from "#shared/api-fetch";
import type { AvailabilitiesResponse } from "#shared/contract/hotel-availabilities";
import { AVAILABILITY_WINDOW_MONTHS, availabilityWindows, marketClock, mergeAvailabilities } from "#shared/calendar";
import { DEFAULT_CRITERIA, parseCriteria, serializeCriteria, type SearchCriteria } from "#shared/criteria";
import { useApi, useMounted, useShop, useT } from "../../../shop/use-shop";
import type { CalendarSource } from "../../search";
import { TravellersPicker } from "../../search";
import { rangeLabel } from "../../search";
import { loadSearchCalendar } from "../../search";

const loadCalendar = () => loadSearchCalendar();
const SearchCalendar = lazy(loadCalendar);

/** Stay lengths the hotel's calendar offers after a check-in (spec 001 §9 nights range, default 1 to 3). */
export const HOTEL_NIGHTS = [1, 2, 3] as const;

/** The hotel's availabilities.json path for 12 months from `month` (spec 000 §7: locale, month, length 12; party). */
export function hotelAvailabilitiesPath(pointOfSale: string, hotelId: number, month: string, party: { a: number; c: number; b: number }): string {
  return `/api/hotels/${hotelId}/availabilities.json?locale=${pointOfSale}&month=${month}&length=${AVAILABILITY_WINDOW_MONTHS}&adult=${party.a}&child=${party.c}&baby=${party.b}`;
}

/** `hash`: unused here (the bar reads the router's location); its change opens the hydration gate (hotel-nav.tsx). */
export function HotelSearchBar(_props: { hash?: string }) {
  const t = useT();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { market } = useShop();
  const mounted = useMounted();
  const location = useRouterState({ select: (s) => s.location });
  const hotelId = Number(/^\/hotel\/(\d+)/.exec(location.pathname)?.[1] ?? 0);
  const criteria = useMemo(() => (mounted ? parseCriteria(location.hash) : DEFAULT_CRITERIA), [mounted, location.hash]);
  const party = { a: criteria.a, c: criteria.c, b: criteria.b };
  const [open, setOpen] = useState(false);
  const datesButton = useRef<HTMLButtonElement>(null);

  const source = useMemo<CalendarSource>(
    () => ({
      key: `hotel:${hotelId}:${party.a}-${party.c}-${party.b}`,
      // Twelve months a call (spec 000 §7 "locale, month, length (12)"): the calendar's year is one call.
      availability: (month, length) =>
        Promise.all(
          availabilityWindows(marketClock(new Date(), market.timeZone).day.slice(0, 7), month, length).map((start) => {
            const path = hotelAvailabilitiesPath(market.pointOfSale, hotelId, start, party);
            return queryClient.fetchQuery({ queryKey: ["hotel-availabilities", market.pointOfSale, path], queryFn: () => apiJson<AvailabilitiesResponse>(api, path), staleTime: 5 * 60_000 });
          }),
        ).then(mergeAvailabilities),
      checkoutNights: () => Promise.resolve([...HOTEL_NIGHTS]),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, market.pointOfSale, hotelId, party.a, party.c, party.b],
  );

  function writeHash(next: Partial<SearchCriteria>) {
    const merged: SearchCriteria = { ...criteria, ...next };
    if ("checkin" in next && !next.checkin) delete merged.checkin;
    if ("checkout" in next && !next.checkout) delete merged.checkout;
    router.history.replace(`${location.pathname}${location.searchStr}#${serializeCriteria(merged)}`);
  }

  const preload = () => void loadCalendar();
  return (
    <div className={bar} role="group" aria-label={t("hotel.search.label")}>
      <div className={css({ position: "relative", flex: "1 1 0", minW: 0 })}>
        <button
          ref={datesButton}
          type="button"
          className={field}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="hotel-dates"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={fieldLabel}>{t("product.book.dates")}</span>
          <span className={value}>{rangeLabel(criteria, market.bcp47) ?? t("product.book.chooseDatesButton")}</span>
        </button>
        {open && (
          <Suspense fallback={null}>
            <SearchCalendar
              value={{ checkin: criteria.checkin, checkout: criteria.checkout }}
              search={{ location: null, ...party }}
              variation="control"
              anchor={datesButton}
              source={source}
              align="end"
              onCommit={(v) => writeHash({ checkin: v.checkin, checkout: v.checkout })}
              onFlexible={() => writeHash({ checkin: undefined, checkout: undefined })}
              onClose={() => {
                setOpen(false);
                datesButton.current?.focus();
              }}
            />
          </Suspense>
        )}
      </div>
      <div className={css({ flex: "1 1 0", minW: 0 })}>
        <span className={css({ srOnly: true })} id="hotel-travellers-label">{t("product.book.travellers")}</span>
        <TravellersPicker id="hotel-travellers" labelId="hotel-travellers-label" value={party} onChange={(p) => writeHash(p)} />
      </div>
    </div>
  );
}

const bar = css({ display: "flex", gap: "2", alignItems: "stretch", flex: { md: "0 0 30rem" } });
const field = css({
  display: "flex", flexDirection: "column", alignItems: "flex-start", width: "100%", minH: "12", px: "3", py: "1.5", textAlign: "start", borderWidth: "1px",
  borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", cursor: "pointer", fontWeight: "semibold", _hover: { borderColor: "primary" },
});
const fieldLabel = css({ fontSize: "xs", fontWeight: "normal", color: "fg.muted" });
const value = css({ fontSize: "sm", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", maxW: "100%" });

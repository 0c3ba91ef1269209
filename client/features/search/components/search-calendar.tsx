/**
 * The search calendar, loaded on demand by the dates field (dates-field.tsx; spec 000 §2
 * "Calendar: dropdown on desktop, full-screen drawer on mobile", §4 Calendar / Date selection /
 * Date variations, §5 unselectable days, §6 shortcuts A/B, §9 months, cutoff, 20 nights).
 *
 * - Desktop (>= 768 px): a dropdown with two months and previous/next (previous disabled in the
 *   current month); the range auto-closes the calendar when it completes (autoClose), after the
 *   spec's close delay (shared/timing.ts CLOSE_DELAY_MS, 1 s) so the chosen range is seen; a
 *   click in the meantime (a new check-in) cancels the close.
 * - Mobile: a full-screen dialog that scrolls vertically and appends three more months when
 *   within 200 px of the bottom, up to one year ahead; Validate closes it.
 * - The grid is react-day-picker in range mode (WAI-ARIA date grid: arrows, Home/End, PageUp/Down,
 *   Enter/Space), weeks from Monday, the market's date-fns locale. Each day shows its lowest
 *   price (search/availabilities.json) and its accessible name carries the full date, the price
 *   and the min-stay rule.
 * - Selection follows shared/calendar.ts `nextSelection`; unselectable days `isDayUnselectable`.
 *   A complete range is committed at once; closing with only a check-in keeps the dates last
 *   committed. Clear commits no dates. Escape closes.
 * - `source` (product pages, spec 000 §4 "On a product page, choosing a check-in fetches the
 *   possible checkout nights and only those offsets are selectable"; spec 001 §4 date selection):
 *   the days come from the hotel's availabilities.json instead of the search's, and once a
 *   check-in is picked only its packageCheckoutNights.json offsets can be the check-out (a failed
 *   fetch clears the restriction, spec 001 §8). `align="end"` opens the dropdown leftwards.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { es, fr, it, nl } from "date-fns/locale";
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { DayPicker, type DayButtonProps } from "react-day-picker";
import { css } from "styled-system/css";
import {
  checkoutNightsFrom,
  firstBookableDay,
  isDayUnselectable,
  lastCalendarDay,
  marketClock,
  nextSelection,
  nightsBetween,
  shortcuts,
  type DateSelection,
  type DayAvailability,
} from "#shared/calendar";
import { showsFlexibleReset, type DateVariation } from "#shared/date-variations";
import { ceilToEuro, formatMoney } from "#shared/money";
import { CLOSE_DELAY_MS } from "#shared/timing";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { searchAvailabilitiesQueryOptions, type CalendarSearch } from "../api/search-availabilities";
import { fullDay, rangeLabel, shortDay } from "../lib/date-label";

const LOCALES = { es, fr, it, nl } as const;
const NO_NIGHTS: readonly number[] = [];
/** Months a mobile calendar shows first, then adds at a time (spec 000 §4, §9). */
const MOBILE_FIRST_MONTHS = 4;
const MOBILE_STEP_MONTHS = 3;
const MONTHS_IN_YEAR_AHEAD = 12;
/** Distance from the bottom (px) at which the mobile calendar appends months (spec 000 §4). */
const LOAD_MORE_WITHIN_PX = 200;

const pad = (n: number) => String(n).padStart(2, "0");
/** 'YYYY-MM-DD' of a DayPicker date (local midnight, no zone involved). */
const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dateOf = (iso: string) => new Date(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));
function addMonth(month: string, n: number): string {
  const d = new Date(+month.slice(0, 4), +month.slice(5, 7) - 1 + n, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
}

interface DayInfo {
  days: Readonly<Record<string, DayAvailability>>;
  loaded: ReadonlySet<string>;
  pickingCheckout: boolean;
  /** The amounts are a gift recipient's supplements (CalendarSource.gift). */
  gift: boolean;
}
/** Where a product page's calendar takes its days and stay lengths from (see the module comment). */
export interface CalendarSource {
  /** Identifies the source in query keys, e.g. "stay:1234:2-0-0". */
  key: string;
  /** `length` months of bookable check-in days from `month` ('YYYY-MM'). */
  availability: (month: string, length: number) => Promise<{ days: Record<string, DayAvailability>; requestedMonths: string[] }>;
  /** Stay lengths (nights) bookable from `checkin`. */
  checkoutNights: (checkin: string) => Promise<number[]>;
  /** The amounts are what a gift recipient pays on top of the gift (0: included; decision 054). */
  gift?: boolean;
}

const DayInfoContext = createContext<DayInfo>({ days: {}, loaded: new Set(), pickingCheckout: false, gift: false });

export default function SearchCalendar(props: {
  value: DateSelection;
  search: CalendarSearch;
  variation: DateVariation;
  anchor: RefObject<HTMLElement | null>;
  onCommit: (value: DateSelection) => void;
  onFlexible: () => void;
  onClose: () => void;
  source?: CalendarSource;
  align?: "start" | "end";
}) {
  const t = useT();
  const api = useApi();
  const shop = useShop();
  const { market } = shop;
  const panelRef = useRef<HTMLDivElement>(null);
  const [mobile] = useState(() => window.matchMedia("(max-width: 767.98px)").matches);
  const [now] = useState(() => new Date());
  const today = marketClock(now, market.timeZone).day;
  const firstDay = firstBookableDay(now, market.timeZone);
  const lastDay = lastCalendarDay(today);
  const currentMonth = today.slice(0, 7);
  const lastMonth = lastDay.slice(0, 7);
  const [draft, setDraft] = useState<DateSelection>(props.value);
  const [month, setMonth] = useState(() => {
    const m = props.value.checkin?.slice(0, 7);
    return m && m > currentMonth && m <= lastMonth ? (m === lastMonth ? addMonth(m, -1) : m) : currentMonth;
  });
  const [monthCount, setMonthCount] = useState(MOBILE_FIRST_MONTHS);
  const autoClose = !mobile;

  // Availability pages: desktop the two months shown; mobile 4 then 3 at a time (spec 000 §9).
  const pages = useMemo(() => {
    if (!mobile) return [{ month, length: 2 }];
    const out = [{ month: currentMonth, length: Math.min(MOBILE_FIRST_MONTHS, monthCount) }];
    for (let from = MOBILE_FIRST_MONTHS; from < monthCount; from += MOBILE_STEP_MONTHS) {
      out.push({ month: addMonth(currentMonth, from), length: Math.min(MOBILE_STEP_MONTHS, monthCount - from) });
    }
    return out;
  }, [mobile, month, monthCount, currentMonth]);
  // One query over the pages, each page cached on its own (a page already fetched is not asked
  // again when the mobile calendar grows). Not useQueries: its observer would join the framework
  // chunk every page loads (vite.config.ts).
  const queryClient = useQueryClient();
  const availability = useQuery({
    queryKey: ["search-calendar", market.pointOfSale, props.source ? props.source.key : props.search, pages],
    queryFn: () =>
      Promise.all(
        pages.map((p) =>
          props.source
            ? props.source.availability(p.month, p.length)
            : queryClient.fetchQuery(searchAvailabilitiesQueryOptions(api, market.pointOfSale, props.search, p.month, p.length)),
        ),
      ),
    placeholderData: (previous) => previous,
    staleTime: 5 * 60_000,
  });
  const info = useMemo<DayInfo>(() => {
    const days: Record<string, DayAvailability> = {};
    const loaded = new Set<string>();
    for (const page of availability.data ?? []) {
      Object.assign(days, page.days);
      for (const m of page.requestedMonths) loaded.add(m);
    }
    return { days, loaded, pickingCheckout: Boolean(draft.checkin && !draft.checkout), gift: Boolean(props.source?.gift) };
  }, [availability.data, draft.checkin, draft.checkout, props.source?.gift]);

  function close() {
    props.onClose();
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") props.onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A dropdown at the end of a sticky column (the stay and hotel pages' booking controls) cannot be
  // reached by scrolling the page: keep it inside the window, moved up over its button if needed,
  // and scrolling on its own when the window is shorter than it.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (mobile || props.align !== "end" || !panel) return;
    const fit = () => {
      panel.style.transform = "";
      panel.style.maxHeight = "";
      panel.style.overflowY = "";
      const rect = panel.getBoundingClientRect();
      const over = rect.bottom - (window.innerHeight - VIEWPORT_GAP_PX);
      if (over <= 0) return;
      const shift = Math.min(over, Math.max(0, rect.top - VIEWPORT_GAP_PX));
      if (shift > 0) panel.style.transform = `translateY(${-shift}px)`;
      if (over > shift) {
        panel.style.maxHeight = `${window.innerHeight - 2 * VIEWPORT_GAP_PX}px`;
        panel.style.overflowY = "auto";
      }
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [mobile, props.align]);

  useEffect(() => {
    if (mobile) {
      const previous = document.body.style.overflow;
      document.body.style.overflow = "hidden";
      return () => {
        document.body.style.overflow = previous;
      };
    }
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !props.anchor.current?.contains(target)) props.onClose();
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mobile]);

  // The pending auto-close of a completed range (spec 000 §4 "auto-closes if autoClose is set (1 s
  // delay if a close delay is set)"); cleared by the next pick and on unmount.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  function choose(next: DateSelection) {
    clearTimeout(closeTimer.current);
    setDraft(next);
    if (next.checkin && next.checkout) {
      props.onCommit(next);
      if (autoClose) closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
    }
  }

  const productNights = useQuery({
    queryKey: ["calendar-checkout-nights", props.source?.key, draft.checkin],
    queryFn: () => props.source!.checkoutNights(draft.checkin!),
    enabled: Boolean(props.source && info.pickingCheckout),
    staleTime: 5 * 60_000,
  });
  // A product page: only the server's nights (none while they load; a failed fetch clears the
  // restriction, spec 000 §7). Days on or before the check-in stay check-in days (shared/calendar).
  const checkoutNights = !info.pickingCheckout
    ? undefined
    : props.source
      ? productNights.isError ? undefined : (productNights.data ?? NO_NIGHTS)
      : checkoutNightsFrom({ amount: 0, minLos: 1 });
  const disabled = (date: Date) => {
    const day = isoOf(date);
    if (day > lastDay) return true;
    return isDayUnselectable(day, {
      today,
      now,
      timeZone: market.timeZone,
      availability: info.loaded.has(day.slice(0, 7)) ? info.days : undefined,
      checkin: draft.checkin,
      checkout: draft.checkout,
      checkoutNights,
    });
  };

  // Shortcuts ignore a product's possible nights: search calendars only.
  const offered = !props.source && shop.experiments.calendarShortcuts === "shortcuts" ? shortcuts(firstDay, market.pointOfSale, shop.campaigns) : [];
  const complete = Boolean(draft.checkin && draft.checkout);
  const status = complete
    ? t("calendar.selected", {
        checkin: shortDay(draft.checkin!, market.bcp47),
        checkout: shortDay(draft.checkout!, market.bcp47),
        nights: t("calendar.nights", { count: nightsBetween(draft.checkin!, draft.checkout!) }),
      })
    : draft.checkin
      ? `${rangeLabel(draft, market.bcp47)} · ${t("calendar.chooseCheckout")}`
      : t("calendar.chooseCheckin");

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal={mobile || undefined}
      aria-label={t("calendar.title")}
      className={mobile ? sheet : props.align === "end" ? dropdownEnd : dropdown}
      data-testid="search-calendar"
    >
      <div className={header}>
        <p className={css({ m: 0, fontWeight: "bold", fontSize: { base: "lg", md: "md" } })}>{t("calendar.title")}</p>
        <button type="button" className={iconButton} aria-label={t("calendar.close")} onClick={close}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z" /></svg>
        </button>
      </div>
      {offered.length > 0 && (
        <div role="group" aria-label={t("calendar.shortcuts")} className={chips}>
          {offered.map((s) => (
            <button
              key={`${s.kind}-${s.checkin}`}
              type="button"
              className={chip}
              aria-pressed={draft.checkin === s.checkin && draft.checkout === s.checkout}
              onClick={() => {
                setMonth(s.checkin.slice(0, 7) === lastMonth ? addMonth(lastMonth, -1) : s.checkin.slice(0, 7));
                choose({ checkin: s.checkin, checkout: s.checkout });
              }}
            >
              <span className={css({ fontWeight: "semibold" })}>{t(`calendar.${s.kind}`)}</span>
              <span className={css({ color: "fg.muted", fontSize: "xs" })}>{rangeLabel(s, market.bcp47)}</span>
            </button>
          ))}
        </div>
      )}
      <div
        className={mobile ? scroller : undefined}
        data-calendar-scroll={mobile || undefined}
        onScroll={
          mobile
            ? (e) => {
                const el = e.currentTarget;
                if (el.scrollHeight - el.scrollTop - el.clientHeight < LOAD_MORE_WITHIN_PX) {
                  setMonthCount((c) => Math.min(MONTHS_IN_YEAR_AHEAD, c + MOBILE_STEP_MONTHS));
                }
              }
            : undefined
        }
      >
        <DayInfoContext.Provider value={info}>
          <DayPicker
            mode="range"
            selected={draft.checkin ? { from: dateOf(draft.checkin), to: draft.checkout ? dateOf(draft.checkout) : undefined } : undefined}
            onSelect={(_range, day) => choose(nextSelection(draft, isoOf(day)))}
            disabled={disabled}
            locale={LOCALES[market.language]}
            weekStartsOn={1}
            today={dateOf(today)}
            autoFocus
            numberOfMonths={mobile ? monthCount : 2}
            month={dateOf(`${mobile ? currentMonth : month}-01`)}
            onMonthChange={(m) => setMonth(isoOf(m).slice(0, 7))}
            startMonth={dateOf(`${currentMonth}-01`)}
            endMonth={dateOf(`${lastMonth}-01`)}
            hideNavigation={mobile}
            labels={{ labelPrevious: () => t("calendar.previous"), labelNext: () => t("calendar.next"), labelNav: () => t("calendar.navigation") }}
            components={{ DayButton: PricedDayButton }}
            classNames={{
              root: root,
              months: mobile ? monthsColumn : monthsRow,
              month: monthCss,
              month_caption: caption,
              caption_label: captionLabel,
              nav: nav,
              button_previous: navButton,
              button_next: navButton,
              chevron: chevron,
              month_grid: grid,
              weekday: weekday,
              day: dayCell,
              day_button: dayButton,
              selected: selectedCell,
              range_start: rangeStart,
              range_middle: rangeMiddle,
              range_end: rangeEnd,
              today: todayCell,
              disabled: disabledCell,
              outside: outsideCell,
              hidden: hiddenCell,
            }}
          />
        </DayInfoContext.Provider>
        {mobile && monthCount < MONTHS_IN_YEAR_AHEAD && <p className={css({ textAlign: "center", color: "fg.muted", fontSize: "sm", py: "4" })}>{t("calendar.loadingMore")}</p>}
      </div>
      <div className={footer}>
        <p aria-live="polite" className={css({ m: 0, fontSize: "sm", color: "fg", flex: "1 1 12rem", minW: 0 })}>
          {status}
          <span className={css({ display: "block", color: "fg.muted", fontSize: "xs" })}>{t(props.source?.gift ? "calendar.giftPricesNote" : "calendar.pricesNote")}</span>
        </p>
        <div className={css({ display: "flex", gap: "2", flexWrap: "wrap", justifyContent: "flex-end", ms: "auto" })}>
          {showsFlexibleReset(props.variation) && (
            <button type="button" className={secondary} onClick={() => { props.onFlexible(); close(); }}>
              {t("calendar.flexible")}
            </button>
          )}
          <button type="button" className={secondary} disabled={!draft.checkin} onClick={() => { setDraft({}); props.onCommit({}); }}>
            {t("calendar.clear")}
          </button>
          <button type="button" className={primaryButton} disabled={!complete} onClick={close}>
            {t("calendar.validate")}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * A day of the grid with its lowest price under the number, and an accessible name with the full
 * date, check-in/check-out role, the price and the min-stay rule (or "unavailable").
 */
function PricedDayButton({ day, modifiers, children: _number, "aria-label": _dayPickerLabel, ...button }: DayButtonProps) {
  const t = useT();
  const { market } = useShop();
  const info = useContext(DayInfoContext);
  // As react-day-picker's own DayButton: the grid's roving focus lands on the focused day.
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const iso = isoOf(day.date);
  const a = info.loaded.has(iso.slice(0, 7)) ? info.days[iso] : undefined;
  const money = a && !modifiers.disabled ? formatMoney(ceilToEuro(a.amount), market.pointOfSale) : null;
  // A gift recipient's day (decision 054): included in the gift, or the supplement on top of it.
  const price = money && info.gift ? (a!.amount === 0 ? t("calendar.giftIncludedShort") : `+${money}`) : money;
  const parts = [fullDay(iso, market.bcp47)];
  if (modifiers.range_start) parts.push(t("calendar.checkinDay"));
  if (modifiers.range_end) parts.push(t("calendar.checkoutDay"));
  if (modifiers.disabled) parts.push(t("calendar.unavailable"));
  else if (a && !info.pickingCheckout) {
    parts.push(info.gift ? (a.amount === 0 ? t("calendar.giftIncluded") : t("calendar.giftSupplement", { price: money! })) : t("calendar.fromPrice", { price: money! }));
    if (a.minLos > 1) parts.push(t("calendar.minStay", { count: a.minLos }));
  }
  return (
    // The name is the hidden text, not aria-label: the visible number and price then need not be
    // part of it word for word (axe label-content-name-mismatch, WCAG 2.5.3).
    <button ref={ref} {...button}>
      <span className={css({ srOnly: true })}>{parts.join(", ")}</span>
      <span aria-hidden="true" className={css({ fontSize: "sm", fontWeight: "semibold", lineHeight: "1" })}>{day.date.getDate()}</span>
      <span aria-hidden="true" className={priceCss}>{price && !info.pickingCheckout ? price : "\u00a0"}</span>
    </button>
  );
}

/** Room kept between a desktop dropdown and the window's edges, px. */
const VIEWPORT_GAP_PX = 8;

const dropdown = css({
  position: "absolute", zIndex: "popover", top: "calc(100% + 6px)", left: { base: 0, lg: "-4rem" }, width: "max-content", maxW: "calc(100vw - 2rem)",
  bg: "bg.surface", color: "fg", borderRadius: "xl", boxShadow: "popover", borderWidth: "1px", borderColor: "border", p: "4",
});
const dropdownEnd = css({
  position: "absolute", zIndex: "popover", top: "calc(100% + 6px)", right: 0, width: "max-content", maxW: "calc(100vw - 2rem)",
  bg: "bg.surface", color: "fg", borderRadius: "xl", boxShadow: "popover", borderWidth: "1px", borderColor: "border", p: "4",
});
const sheet = css({
  position: "fixed", inset: 0, zIndex: "modal", bg: "bg.surface", color: "fg", display: "flex", flexDirection: "column", animation: "slideUp",
});
const header = css({
  flexShrink: 0, display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", pb: "2",
  "[aria-modal] > &": { px: "4", pt: "3", borderBottomWidth: "1px", borderColor: "border" },
});
const iconButton = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", cursor: "pointer", color: "fg",
  _hover: { bg: "bg.subtle" },
});
// Width 0 and min-width 100%: the shortcuts wrap within the months' width instead of widening the
// dropdown (which is as wide as its content) past the viewport with campaign dates.
const chips = css({
  flexShrink: 0, display: "flex", gap: "2", flexWrap: "wrap", py: "2", width: "0", minWidth: "full",
  "[aria-modal] > &": { px: "4", flexWrap: "nowrap", overflowX: "auto", borderBottomWidth: "1px", borderColor: "border" },
});
const chip = css({
  flexShrink: 0, display: "inline-flex", flexDirection: "column", alignItems: "flex-start", gap: "0.5", px: "3", py: "1.5", borderRadius: "lg", borderWidth: "1px",
  borderColor: "border.strong", bg: "bg.surface", cursor: "pointer", fontSize: "sm", textAlign: "start",
  _hover: { borderColor: "primary" }, "&[aria-pressed=true]": { bg: "primary.subtle", borderColor: "primary" },
});
const scroller = css({ flex: "1", overflowY: "auto", px: "3", overscrollBehavior: "contain" });
const footer = css({
  flexShrink: 0, display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap", pt: "3", mt: "2", borderTopWidth: "1px", borderColor: "border",
  "[aria-modal] > &": { px: "4", pb: "4", mt: 0, boxShadow: "up" },
});
const secondary = css({
  h: "10", px: "4", borderRadius: "md", fontWeight: "semibold", fontSize: "sm", cursor: "pointer", color: "primary", bg: "transparent",
  textDecoration: "underline", textUnderlineOffset: "3px", _disabled: { color: "fg.muted", cursor: "not-allowed", textDecoration: "none" },
});
const primaryButton = css({
  h: "10", px: "5", borderRadius: "md", fontWeight: "bold", fontSize: "sm", cursor: "pointer", bg: "primary", color: "primary.fg",
  _hover: { bg: "primary.hover" }, _disabled: { bg: "bg.muted", color: "fg.muted", cursor: "not-allowed" },
});
const root = css({ position: "relative", fontSize: "sm" });
const monthsRow = css({ display: "flex", gap: "8", flexWrap: "wrap" });
const monthsColumn = css({ display: "flex", flexDirection: "column", gap: "6", pt: "2" });
const monthCss = css({ display: "flex", flexDirection: "column", gap: "2" });
const caption = css({ display: "flex", alignItems: "center", justifyContent: "center", h: "10" });
const captionLabel = css({ fontWeight: "bold", fontSize: "md", textTransform: "capitalize" });
const nav = css({ position: "absolute", top: 0, left: 0, right: 0, display: "flex", justifyContent: "space-between", pointerEvents: "none", zIndex: "raised" });
const navButton = css({
  pointerEvents: "auto", display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", cursor: "pointer",
  color: "primary", _hover: { bg: "primary.subtle" }, _disabled: { color: "border.strong", cursor: "not-allowed", bg: "transparent" },
});
const chevron = css({ w: "5", h: "5", fill: "currentColor" });
const grid = css({ borderCollapse: "separate", borderSpacing: "0 2px" });
const weekday = css({ fontSize: "xs", fontWeight: "semibold", color: "fg.muted", textTransform: "uppercase", h: "8", w: "11" });
const dayCell = css({ p: 0, textAlign: "center", "--range-bg": "token(colors.primary.subtle)" });
const dayButton = css({
  display: "inline-flex", flexDirection: "column", alignItems: "center", justifyContent: "center", gap: "1", w: { base: "12", md: "11" }, h: "12",
  borderRadius: "md", cursor: "pointer", color: "fg", bg: "transparent", borderWidth: "1px", borderColor: "transparent",
  _hover: { borderColor: "primary" }, _disabled: { cursor: "default", _hover: { borderColor: "transparent" } },
});
const priceCss = css({ fontSize: "0.6875rem", lineHeight: "1", color: "success", fontWeight: "medium", fontVariantNumeric: "tabular-nums" });
const selectedCell = css({
  "& > button": { bg: "primary", color: "primary.fg", borderColor: "primary" },
  "& > button span:last-child": { color: "primary.fg" },
});
const rangeStart = css({ bg: "var(--range-bg)", borderStartStartRadius: "md", borderEndStartRadius: "md" });
const rangeEnd = css({ bg: "var(--range-bg)", borderStartEndRadius: "md", borderEndEndRadius: "md" });
const rangeMiddle = css({
  bg: "var(--range-bg)",
  "& > button": { bg: "transparent !important", color: "fg !important", borderColor: "transparent !important", borderRadius: 0 },
  "& > button span:last-child": { color: "success !important" },
});
const todayCell = css({ "& > button > span:first-child": { textDecoration: "underline", textUnderlineOffset: "3px" } });
const disabledCell = css({ "& > button": { color: "fg.muted", opacity: 0.45, textDecoration: "line-through", textDecorationColor: "transparent" } });
const outsideCell = css({ visibility: "hidden" });
const hiddenCell = css({ visibility: "hidden" });

/**
 * The search box's dates field (spec 000 §2 "Calendar: dropdown on desktop, full-screen drawer on
 * mobile", §4 calendar and date variations). Closed, it is a small server-rendered button showing
 * "ven. 4 déc. – dim. 6 déc." in the market's language, or a placeholder. The calendar itself
 * (react-day-picker, prices per day) is a separate chunk, fetched on first hover/focus of the
 * field and shown on click, so it costs no page its initial JavaScript (decision 014).
 *
 * The open state carries its origin (spec 000 §4 "a shared open state with an origin (input, button
 * or map)"): 'input' when the field itself opened it, 'button' when the search box's Search button
 * did; closing gives focus back to that origin, so after dates asked for by Search, Enter searches.
 * The map's calendar has the origin 'map' (search/map/map-overlay.tsx).
 *
 * `ref` exposes `open()` and `opensInsteadOfSearch(flow)` for the search box's Search button
 * (spec 000 §4: without dates, 'datesForced' — or 'datesSuggested' while the visitor has not
 * cleared the dates, with Clear or the flexible-dates button — opens the picker instead of searching).
 */
import { Suspense, useImperativeHandle, useRef, useState, type Ref } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { DateSelection } from "#shared/calendar";
import { opensCalendarOnSearch } from "#shared/date-variations";
import type { Flow } from "#shared/criteria";
import { useMounted, useShop, useT } from "../../../shop/use-shop";
import type { CalendarSearch } from "../api/search-availabilities";
import { rangeLabel } from "../lib/date-label";

const loadCalendar = () => import("./search-calendar");
const SearchCalendar = lazy(loadCalendar);

/** What the search box may ask of the field. */
/** Where an open calendar was opened from. */
export type CalendarOrigin = "input" | "button";

export interface DatesFieldHandle {
  open(): void;
  opensInsteadOfSearch(flow: Flow): boolean;
}

export function DatesField(props: {
  id: string;
  labelId: string;
  value: DateSelection;
  onChange: (value: DateSelection) => void;
  search: CalendarSearch;
  ref?: Ref<DatesFieldHandle>;
}) {
  const t = useT();
  const shop = useShop();
  const mounted = useMounted();
  const [open, setOpen] = useState<CalendarOrigin | null>(null);
  const [userCleared, setUserCleared] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Experiments without `ssr` are read after mount only (shared/flags.ts, decision 007).
  const variation = mounted ? shop.experiments.dateVariation : "control";

  useImperativeHandle(props.ref, () => ({
    open: () => setOpen("button"),
    opensInsteadOfSearch: (flow) =>
      opensCalendarOnSearch({ variation, flow, hasDates: Boolean(props.value.checkin && props.value.checkout), userCleared }),
  }));

  const text = rangeLabel(props.value, shop.market.bcp47);
  const valueId = `${props.id}-value`;
  return (
    <div className={css({ position: "relative" })}>
      <button
        ref={buttonRef}
        id={props.id}
        type="button"
        className={trigger}
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        aria-labelledby={`${props.labelId} ${valueId}`}
        data-empty={text ? undefined : true}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => setOpen((o) => (o ? null : "input"))}
      >
        <span id={valueId}>
          {text ?? t("calendar.placeholder")}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchCalendar
            value={props.value}
            search={props.search}
            variation={variation}
            anchor={buttonRef}
            onCommit={(d) => {
              // Clear is the visitor clearing the dates too: 'datesSuggested' then lets Search run without them.
              if (!d.checkin) setUserCleared(true);
              props.onChange(d);
            }}
            onFlexible={() => {
              setUserCleared(true);
              props.onChange({});
            }}
            onClose={() => {
              const submit = open === "button" ? buttonRef.current?.form?.querySelector<HTMLButtonElement>("button[type=submit]") : null;
              setOpen(null);
              (submit ?? buttonRef.current)?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

// Same declarations, in the same order, as the travellers button: one look, and gzip shares them.
const trigger = css({
  width: "100%", height: "12", px: "3", textAlign: "start", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", cursor: "pointer",
  whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", "&[data-empty]": { color: "fg.muted" },
});

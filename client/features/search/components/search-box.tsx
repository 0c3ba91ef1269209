/**
 * The search box (spec 000 §2 "Search box"): destination, dates, theme (a button opening the theme
 * modal, theme-field.tsx), travellers and Search.
 * Gifting hides the dates and fixes travellers to 2 adults; the hotel flow has no theme. Searching
 * goes to the flow's search path with `from=search bar`, the page dropped and the criteria in the
 * hash (spec 000 §2). The form keeps what was typed; a reversed date pair is refused with a message.
 *
 * Issue 13: the criteria searched are normalised for the flow (shared/criteria normaliseCriteria)
 * and what changed travels in the history entry for the results page's notice (item 4); a lone
 * check-in is kept and the check-out field asks for its date (item 4); a destination typed but
 * not picked stops the search with the field's message (item 6); switching the flow applies
 * changeFlow, so a sort the new flow does not allow is dropped and leaving the activity flow
 * restores the saved stay (item 7); the activity flow has no dates and takes 1 or 2 participants
 * (item 8).
 */
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useGatedQuery } from "../../../shop/gated-queries";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { css } from "styled-system/css";
import {
  ACTIVITY_PARTICIPANTS, changeFlow, DEFAULT_CRITERIA, normaliseCriteria, serializeCriteria, withDestination, withTravellers,
  type Flow, type SearchCriteria,
} from "#shared/criteria";
import { searchPathFor } from "#shared/search-path";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { themesQueryOptions } from "../api/themes";
import { themeOptions } from "../lib/theme-options";
import { aroundLabelKm } from "../lib/around-label";
import { DatesField, type DatesFieldHandle } from "./dates-field";
import { DestinationCombobox, type DestinationValue } from "./destination-combobox";
import { ThemeField } from "./theme-field";
import { TravellersPicker } from "./travellers-picker";
import { readSavedStay, saveStay } from "../../../shop/saved-stay";
import { CRITERIA_CHANGES_STATE } from "../lib/use-normalised-criteria";
import { scrollToResults } from "../lib/flow-switch";
import { flowSwitchTarget } from "#shared/flow-switch";

/** History state key: the search box that mounts focuses its dates field (set by the calendar's Clear). */
const FOCUS_DATES_STATE = "focusDates";

export function SearchBox(props: { criteria?: SearchCriteria; flow?: Flow; layout?: "hero" | "bar" }) {
  const t = useT();
  const api = useApi();
  const shop = useShop();
  const navigate = useNavigate();
  const router = useRouter();
  const ids = useId();
  const startFlow = props.flow ?? "booking";
  const [base, setBase] = useState<SearchCriteria>(props.criteria ?? DEFAULT_CRITERIA);
  const [flow, setFlow] = useState<Flow>(startFlow);
  const [destination, setDestination] = useState<DestinationValue | null>(
    base.location && base.label ? { id: base.location.id, category: base.location.type, label: base.label } : null,
  );
  const [destinationText, setDestinationText] = useState(base.label ?? "");
  const [destinationInvalid, setDestinationInvalid] = useState(false);
  // A search asked for while the destination field waits for suggestions to pick the first one
  // (Enter then Search in quick succession, or both replayed at hydration): it runs once picked.
  const [destinationPending, setDestinationPending] = useState(false);
  const searchWhenPicked = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [checkin, setCheckin] = useState(base.checkin ?? "");
  const [checkout, setCheckout] = useState(base.checkout ?? "");
  // A lone check-in (from a link or the form) is kept, and the check-out field asks for its date.
  const [askCheckout, setAskCheckout] = useState(!!base.checkin && !base.checkout);
  const [theme, setTheme] = useState(base.theme !== undefined ? String(base.theme) : "");
  const [travellers, setTravellers] = useState({ a: base.a, c: base.c, b: base.b });
  const [error, setError] = useState<string | null>(null);
  const destinationRef = useRef<HTMLDivElement>(null);
  const themes = useGatedQuery(themesQueryOptions(api, shop.market.pointOfSale));
  const datesField = useRef<DatesFieldHandle>(null);

  const gifting = flow === "gifting";
  const activity = flow === "activity";
  const datesShown = !gifting && !activity;

  /** The criteria the fields say, over `base` (filters, sort), for flow `f`; not yet normalised. */
  function fromFields(f: Flow): SearchCriteria {
    // The place the field holds; its own keys (lat/lng, radius) stay only while it is the same
    // place, e.g. 'Autour de moi' still named in the field (shared/criteria withDestination).
    const place = destination
      ? { location: { type: destination.category, id: destination.id }, label: destination.label }
      : !base.location && base.label && destinationText === base.label ? { location: null, label: base.label } : null;
    let next = withDestination(base, place);
    next = withTravellers(next, travellers, f);
    next.checkin = checkin || undefined;
    next.checkout = checkin && checkout ? checkout : undefined;
    next.theme = theme && f !== "hotel" ? Number(theme) : undefined;
    for (const k of Object.keys(next) as (keyof SearchCriteria)[]) if (next[k] === undefined) delete next[k];
    return next;
  }

  /**
   * Flow toggle (spec 000 §4 "Changing flow resets criteria"): the fields take the new flow's
   * criteria; on the results page it also searches in the new flow and, on a phone, scrolls to
   * the results (spec 000 §2; lib/flow-switch.ts).
   */
  function switchFlow(f: Flow) {
    if (f === flow) return;
    const next = changeFlow(fromFields(flow), flow, f, { today: shop.today, hour: shop.hour, saved: flow === "activity" ? readSavedStay() : null });
    setBase(next);
    setFlow(f);
    setDestination(next.location && next.label ? { id: next.location.id, category: next.location.type, label: next.label } : null);
    setCheckin(next.checkin ?? "");
    setCheckout(next.checkout ?? "");
    setTheme(next.theme !== undefined ? String(next.theme) : "");
    setTravellers({ a: next.a, c: next.c, b: next.b });
    setError(null);
    // On the results page the switch searches at once in the new flow (lib/flow-switch.ts).
    if (props.layout === "bar") {
      const { criteria, changes } = normaliseCriteria(next, { flow: f, today: shop.today, hour: shop.hour });
      void navigate({
        ...flowSwitchTarget(criteria, f),
        state: ((prev: Record<string, unknown>) => ({ ...prev, [CRITERIA_CHANGES_STATE]: changes })) as never,
      }).then(scrollToResults);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!destination && destinationText.trim() && destinationPending) {
      searchWhenPicked.current = true;
      return;
    }
    if (!destination && destinationText.trim()) {
      setDestinationInvalid(true);
      destinationRef.current?.querySelector("input")?.focus();
      return;
    }
    if (datesShown && datesField.current?.opensInsteadOfSearch(flow)) {
      datesField.current.open();
      return;
    }
    if (datesShown && checkin && checkout && checkout <= checkin) {
      setError(t("searchBox.errorDates"));
      return;
    }
    if (datesShown && checkout && !checkin) {
      setError(t("searchBox.errorCheckin"));
      return;
    }
    const { criteria: next, changes } = normaliseCriteria(fromFields(flow), { flow, today: shop.today, hour: shop.hour });
    if (changes.includes("checkoutMissing")) {
      setAskCheckout(true);
      datesField.current?.open();
      return;
    }
    setError(null);
    if (!activity) saveStay(next);
    void navigate({
      to: searchPathFor(flow),
      search: { from: "search bar", ...(flow !== "booking" ? { flow } : {}) },
      hash: serializeCriteria(next),
      state: ((prev: Record<string, unknown>) => ({ ...prev, [CRITERIA_CHANGES_STATE]: changes })) as never,
    });
  }

  /**
   * The calendar's Clear on a results page (spec 000 §4 "clear removes checkin, checkout and nights
   * from the hash"): the page's criteria lose their dates at once, as the map calendar's Clear does;
   * the rest of the page's criteria stay, and what the other fields hold but has not been searched
   * stays a draft. The box is rebuilt for the new hash: focus goes back to its dates field.
   */
  function clearSearchedDates() {
    if (props.layout !== "bar" || (!base.checkin && !base.checkout)) return;
    const { checkin: _in, checkout: _out, ...rest } = base;
    const here = router.state.location;
    void navigate({
      to: here.pathname, search: here.search as never, hash: serializeCriteria(rest), resetScroll: false,
      state: ((prev: Record<string, unknown>) => ({ ...prev, [FOCUS_DATES_STATE]: true })) as never,
    });
  }

  // The box rebuilt after a Clear (above) gives focus back to its dates field.
  useEffect(() => {
    if ((router.state.location.state as unknown as Record<string, unknown>)[FOCUS_DATES_STATE]) document.getElementById(`${ids}-dates`)?.focus();
  }, [router, ids]);

  useEffect(() => {
    if (destinationPending || !searchWhenPicked.current) return;
    searchWhenPicked.current = false;
    formRef.current?.requestSubmit();
  }, [destinationPending, destination]);

  // Reduced thematics (ssr experiment: the server renders the same list).
  // 'And 30km around' under the city the search covers with its surroundings (lib/around-label.ts).
  const aroundKm = destination && base.location?.type === destination.category && base.location.id === destination.id ? aroundLabelKm(base) : null;
  // The theme modal's title, also the field's label (spec 000 §2).
  const themeTitle = flow === "booking" ? t("searchBox.themeBooking") : t("searchBox.themeGifting");
  const offeredThemes = themeOptions(themes.data ?? [], flow, shop.experiments.reducedThematics, theme ? Number(theme) : undefined);
  return (
    <form ref={formRef} role="search" aria-label={t("searchBox.label")} onSubmit={submit} className={box} data-layout={props.layout ?? "hero"} data-dates={datesShown || undefined} noValidate>
      {/* The toggle between booking and gifting (spec 000 §4 "Flow toggle between booking and gifting"): only in those
          two flows; in the hotel and activity flows neither chip would be chosen (issue 25 item 22): the header's tabs switch. */}
      {(flow === "booking" || gifting) && (
        <div role="radiogroup" aria-label={t("searchBox.flow")} className={css({ display: "flex", gap: "2", gridColumn: "1 / -1 !important" })} data-testid="flow-toggle">
          {(["booking", "gifting"] as const).map((f) => (
            <label key={f} className={flowTab} data-checked={flow === f || undefined}>
              <input type="radio" name="flow" value={f} checked={flow === f} onChange={() => switchFlow(f)} className={css({ srOnly: true })} />
              {t(`flow.${f}.tab`)}
            </label>
          ))}
        </div>
      )}
      <div className={field} data-grow ref={destinationRef}>
        <div className={labelRow}>
          <label htmlFor={`${ids}-dest`} className={labelCss}>{t("searchBox.destination")}</label>
          {aroundKm !== null && <span id={`${ids}-around`} className={aroundCss}>{t("searchBox.around", { km: aroundKm })}</span>}
        </div>
        <DestinationCombobox
          inputId={`${ids}-dest`}
          value={destination}
          onChange={(value) => { setDestination(value); if (value) setDestinationInvalid(false); }}
          onTextChange={(text) => { setDestinationText(text); setDestinationInvalid(false); }}
          invalid={destinationInvalid}
          onPendingChange={setDestinationPending}
          flow={flow}
        />
      </div>
      {datesShown && (
        <div className={`${field} ${datesCss}`}>
          <span id={`${ids}-dates-label`} className={labelCss}>{t("calendar.dates")}</span>
          <DatesField
            ref={datesField}
            id={`${ids}-dates`}
            labelId={`${ids}-dates-label`}
            value={{ checkin: checkin || undefined, checkout: checkout || undefined }}
            onChange={(d) => { setCheckin(d.checkin ?? ""); setCheckout(d.checkout ?? ""); if (!d.checkin) clearSearchedDates(); }}
            search={{ location: destination ? { type: destination.category, id: destination.id } : null, theme: theme ? Number(theme) : undefined, ...travellers }}
          />
        </div>
      )}
      {flow !== "hotel" && (
        <div className={field}>
          <span id={`${ids}-theme-label`} className={labelCss}>{themeTitle}</span>
          <ThemeField id={`${ids}-theme`} labelId={`${ids}-theme-label`} title={themeTitle} value={theme} options={offeredThemes} onChange={setTheme} />
        </div>
      )}
      <div className={field}>
        <label htmlFor={`${ids}-pax`} id={`${ids}-pax-label`} className={labelCss}>{activity ? t("searchCriteria.participants") : t("searchBox.travellers")}</label>
        <TravellersPicker
          id={`${ids}-pax`}
          labelId={`${ids}-pax-label`}
          value={gifting ? { a: 2, c: 0, b: 0 } : activity ? { a: Math.min(travellers.a, ACTIVITY_PARTICIPANTS.max), c: 0, b: 0 } : travellers}
          onChange={setTravellers}
          disabled={gifting}
          participants={activity}
        />
      </div>
      <button type="submit" className={submitCss}>{t("searchBox.submit")}</button>
      {/* A row of its own: under the field it would push the grid's bottom-aligned fields out of line. */}
      {datesShown && askCheckout && checkin && !checkout && <p id={`${ids}-out-hint`} className={fieldError}>{t("searchCriteria.checkoutMissing")}</p>}
      {error && (
        <p role="alert" className={css({ gridColumn: "1 / -1 !important", color: "danger", fontWeight: "semibold", m: 0 })}>{error}</p>
      )}
    </form>
  );
}

const labelRow = css({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: "2" });
const aroundCss = css({ fontSize: "xs", color: "fg.muted", whiteSpace: "nowrap" });
const box = css({
  display: "grid",
  gap: "3",
  gridTemplateColumns: "1fr 1fr",
  alignItems: "end",
  "& > *": { gridColumn: { base: "span 2", md: "auto" } },
  "& > [data-half]": { gridColumn: { base: "span 1", md: "auto" } },
  bg: "bg",
  color: "fg",
  p: { base: "4", md: "5" },
  borderRadius: "xl",
  boxShadow: "card",
  md: { gridTemplateColumns: "repeat(2, 1fr)" },
  lg: { gridTemplateColumns: "2fr 1.3fr 1.2fr auto" },
  "&[data-dates]": { lg: { gridTemplateColumns: "2fr 1fr 1fr 1.3fr 1.2fr auto" } },
});
const field = css({ display: "flex", flexDirection: "column", gap: "1", minW: 0 });
const fieldError = css({ gridColumn: "1 / -1 !important", m: 0, color: "danger", fontSize: "sm", fontWeight: "semibold" });
const labelCss = css({ fontSize: "sm", fontWeight: "semibold", color: "fg.muted" });
const flowTab = css({
  px: "3", py: "1.5", borderRadius: "full", fontSize: "sm", fontWeight: "semibold", cursor: "pointer", color: "fg.muted", borderWidth: "1px", borderColor: "border",
  "&[data-checked]": { bg: "primary", color: "primary.fg", borderColor: "primary" },
  _focusWithin: { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
});
// One dates field in place of the two date columns (spec 000 §2 calendar).
const datesCss = css({ gridColumn: "span 2 !important" });
const submitCss = css({
  height: "12", px: "6", borderRadius: "md", bg: "accent", color: "accent.fg", fontWeight: "bold", fontSize: "md", cursor: "pointer",
  boxShadow: "sm", _hover: { filter: "brightness(0.95)" },
});

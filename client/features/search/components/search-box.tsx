/**
 * The search box (spec 000 §2 "Search box"): destination, dates, theme, travellers and Search.
 * Gifting hides the dates and fixes travellers to 2 adults; the hotel flow has no theme. Searching
 * goes to the flow's search path with `from=search bar`, the page dropped and the criteria in the
 * hash (spec 000 §2). The form keeps what was typed; a reversed date pair is refused with a message.
 */
import { useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { css } from "styled-system/css";
import { DEFAULT_CRITERIA, serializeCriteria, withTravellers, type Flow, type SearchCriteria } from "#shared/criteria";
import { searchPathFor } from "#shared/search-path";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { themesQueryOptions } from "../api/themes";
import { DatesField, type DatesFieldHandle } from "./dates-field";
import { DestinationCombobox, fieldInput, type DestinationValue } from "./destination-combobox";
import { TravellersPicker } from "./travellers-picker";

export function SearchBox(props: { criteria?: SearchCriteria; flow?: Flow; layout?: "hero" | "bar" }) {
  const t = useT();
  const api = useApi();
  const shop = useShop();
  const navigate = useNavigate();
  const ids = useId();
  const initial = props.criteria ?? DEFAULT_CRITERIA;
  const [flow, setFlow] = useState<Flow>(props.flow ?? "booking");
  const [destination, setDestination] = useState<DestinationValue | null>(
    initial.location && initial.label ? { id: initial.location.id, category: initial.location.type, label: initial.label } : null,
  );
  const [checkin, setCheckin] = useState(initial.checkin ?? "");
  const [checkout, setCheckout] = useState(initial.checkout ?? "");
  const [theme, setTheme] = useState(initial.theme !== undefined ? String(initial.theme) : "");
  const [travellers, setTravellers] = useState({ a: initial.a, c: initial.c, b: initial.b });
  const [error, setError] = useState<string | null>(null);
  const themes = useQuery(themesQueryOptions(api, shop.market.pointOfSale));
  const datesField = useRef<DatesFieldHandle>(null);

  const gifting = flow === "gifting";

  function submit(e: FormEvent) {
    e.preventDefault();
    if (datesField.current?.opensInsteadOfSearch(flow)) {
      datesField.current.open();
      return;
    }
    if (!gifting && checkin && checkout && checkout <= checkin) {
      setError(t("searchBox.errorDates"));
      return;
    }
    if (!gifting && checkout && !checkin) {
      setError(t("searchBox.errorCheckin"));
      return;
    }
    setError(null);
    let next: SearchCriteria = { ...initial, location: null, label: undefined, lat: undefined, lng: undefined };
    if (destination) next = { ...next, location: { type: destination.category, id: destination.id }, label: destination.label };
    next = withTravellers(next, travellers, flow);
    next.checkin = !gifting && checkin ? checkin : undefined;
    next.checkout = !gifting && checkin && checkout ? checkout : undefined;
    next.theme = theme && flow !== "hotel" ? Number(theme) : undefined;
    void navigate({
      to: searchPathFor(flow),
      search: { from: "search bar", ...(flow !== "booking" ? { flow } : {}) },
      hash: serializeCriteria(next),
    });
  }

  const themeOptions = (themes.data ?? []).filter((x) => (flow === "activity" ? x.flow === "activity" : x.flow !== "activity"));
  return (
    <form role="search" aria-label={t("searchBox.label")} onSubmit={submit} className={box} data-layout={props.layout ?? "hero"} noValidate>
      <div role="radiogroup" aria-label={t("searchBox.flow")} className={css({ display: "flex", gap: "2", gridColumn: "1 / -1 !important" })}>
        {(["booking", "gifting"] as const).map((f) => (
          <label key={f} className={flowTab} data-checked={flow === f || undefined}>
            <input type="radio" name="flow" value={f} checked={flow === f} onChange={() => setFlow(f)} className={css({ srOnly: true })} />
            {t(`flow.${f}.tab`)}
          </label>
        ))}
      </div>
      <div className={field} data-grow>
        <label htmlFor={`${ids}-dest`} className={labelCss}>{t("searchBox.destination")}</label>
        <DestinationCombobox inputId={`${ids}-dest`} value={destination} onChange={setDestination} />
      </div>
      {!gifting && (
        <div className={`${field} ${datesCss}`}>
          <span id={`${ids}-dates-label`} className={labelCss}>{t("calendar.dates")}</span>
          <DatesField
            ref={datesField}
            id={`${ids}-dates`}
            labelId={`${ids}-dates-label`}
            value={{ checkin: checkin || undefined, checkout: checkout || undefined }}
            onChange={(d) => { setCheckin(d.checkin ?? ""); setCheckout(d.checkout ?? ""); }}
            search={{ location: destination ? { type: destination.category, id: destination.id } : null, theme: theme ? Number(theme) : undefined, ...travellers }}
          />
        </div>
      )}
      {flow !== "hotel" && (
        <div className={field}>
          <label htmlFor={`${ids}-theme`} className={labelCss}>{flow === "booking" ? t("searchBox.themeBooking") : t("searchBox.themeGifting")}</label>
          <select id={`${ids}-theme`} className={fieldInput} value={theme} onChange={(e) => setTheme(e.target.value)}>
            <option value="">{t("searchBox.anyTheme")}</option>
            {themeOptions.map((x) => (
              <option key={x.id} value={x.id}>{x.label}</option>
            ))}
          </select>
        </div>
      )}
      <div className={field}>
        <label htmlFor={`${ids}-pax`} id={`${ids}-pax-label`} className={labelCss}>{t("searchBox.travellers")}</label>
        <TravellersPicker id={`${ids}-pax`} labelId={`${ids}-pax-label`} value={gifting ? { a: 2, c: 0, b: 0 } : travellers} onChange={setTravellers} disabled={gifting} />
      </div>
      <button type="submit" className={submitCss}>{t("searchBox.submit")}</button>
      {error && (
        <p role="alert" className={css({ gridColumn: "1 / -1 !important", color: "danger", fontWeight: "semibold", m: 0 })}>{error}</p>
      )}
    </form>
  );
}

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
  lg: { gridTemplateColumns: "2fr 1fr 1fr 1.3fr 1.2fr auto" },
});
const field = css({ display: "flex", flexDirection: "column", gap: "1", minW: 0 });
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

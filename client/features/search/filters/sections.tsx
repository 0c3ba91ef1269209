/**
 * The filter sections a panel shows (spec 000 §2 filter bar, modal and drawer; §5 rules): activity
 * groups, budget and distance range sliders with their text inputs, the 'Include offers around'
 * switch, score tiers 9/8/7 or all, stars 5/4/3, facilities (pets included), hotel types,
 * environments and styles. Options and counts come from facets.json; an option with count 0 is
 * disabled unless selected. Ark UI parts (Slider, Switch, Checkbox): keyboard and screen-reader
 * behaviour are theirs. Part of the lazily loaded filter chunk.
 */
import { Checkbox } from "@ark-ui/react/checkbox";
import { Slider } from "@ark-ui/react/slider";
import { Switch } from "@ark-ui/react/switch";
import { useEffect, useId, useState, type ReactNode } from "react";
import { css } from "styled-system/css";
import type { FacetsResponse } from "#shared/contract/facets";
import { DISTANCE_LIMITS, type Flow } from "#shared/criteria";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import {
  budgetFromSlider,
  optionDisabled,
  orderHandles,
  parseSliderInput,
  priceScale,
  selectScore,
  sliderFromBudget,
  toggle,
  type FilterSection,
  type DistanceScale,
  type FilterState,
} from "./lib/filter-state";

export interface SectionsProps {
  sections: readonly FilterSection[];
  draft: FilterState;
  setDraft: (next: FilterState) => void;
  facets: FacetsResponse | undefined;
  facetsFailed: boolean;
  flow: Flow;
  /** Whether a centre is known for the distance filter (hash lat/lng or the destination's). */
  centreKnown: boolean;
  /** The distance slider's range: 0-300 km or the searched city's bounds (spec 000 §5). */
  distanceScale?: DistanceScale;
  /** The drawer's names (Budget per night, Starring, Amenities). */
  drawerNames?: boolean;
  /** One section in a titled dropdown: its own heading is for screen readers only. */
  single?: boolean;
}

export function FilterSections(props: SectionsProps) {
  const t = useT();
  const { draft, setDraft, facets } = props;
  const title = (s: FilterSection) =>
    t(props.drawerNames && (s === "budget" || s === "stars" || s === "facilities") ? `filters.drawer.${s}` : `filters.section.${s}`);
  const waiting = !facets && (props.facetsFailed ? <p className={note}>{t("filters.facetsError")}</p> : <p className={note}>{t("filters.loading")}</p>);

  const body = (s: FilterSection): ReactNode => {
    switch (s) {
      case "activities":
        return waiting || (facets!.activities.length === 0 ? <p className={note}>{t("filters.none")}</p> : facets!.activities.map((g) => (
          <div key={g.name} role="group" aria-label={g.label} className={css({ mb: "3" })}>
            <p className={groupLabel} aria-hidden="true">{g.label}</p>
            <Options items={g.list.map((a) => ({ value: a.id, label: a.name, count: a.count }))} selected={draft.activities} onToggle={(v) => setDraft({ ...draft, activities: toggle(draft.activities, v) })} />
          </div>
        )));
      case "budget":
        return <Budget draft={draft} setDraft={setDraft} flow={props.flow} label={title("budget")} />;
      case "distance":
        return <Distance draft={draft} setDraft={setDraft} centreKnown={props.centreKnown} scale={props.distanceScale ?? DISTANCE_LIMITS} label={title("distance")} />;
      case "score":
        return (
          <div className={chips}>
            <button type="button" className={chip} aria-pressed={draft.hotelScore === 0} onClick={() => setDraft({ ...draft, hotelScore: 0 })}>
              {t("filters.scoreAll")}
            </button>
            {(facets?.hotelScores ?? [9, 8, 7].map((value) => ({ value, label: `${value}+`, count: -1 }))).map((s) => (
              <button
                key={s.value}
                type="button"
                className={chip}
                aria-pressed={draft.hotelScore === s.value}
                disabled={optionDisabled(s.count, draft.hotelScore === s.value)}
                onClick={() => setDraft({ ...draft, hotelScore: selectScore(draft.hotelScore, s.value) })}
              >
                {s.label}
                {s.count >= 0 && <span className={countCss}>({s.count})</span>}
              </button>
            ))}
          </div>
        );
      case "stars":
        return waiting || <Options items={facets!.stars.map((x) => ({ value: x.value, label: x.label, count: x.count }))} selected={draft.stars} onToggle={(v) => setDraft({ ...draft, stars: toggle(draft.stars, v) })} />;
      case "facilities":
        return waiting || <Options items={facets!.facilities.map((x) => ({ value: x.value, label: x.label, count: x.count }))} selected={draft.facilities} onToggle={(v) => setDraft({ ...draft, facilities: toggle(draft.facilities, v) })} />;
      case "hotelTypes":
        return waiting || <Options items={facets!.hotelTypes.map((x) => ({ value: x.value, label: x.label, count: x.count }))} selected={draft.hotelTypes} onToggle={(v) => setDraft({ ...draft, hotelTypes: toggle(draft.hotelTypes, v) })} />;
      case "hotelEnvironments":
        return waiting || <Options items={facets!.hotelEnvironments.map((x) => ({ value: x.key, label: x.label, count: x.count }))} selected={draft.hotelEnvironments} onToggle={(v) => setDraft({ ...draft, hotelEnvironments: toggle(draft.hotelEnvironments, v) })} />;
      case "hotelStyles":
        return waiting || <Options items={facets!.hotelStyles.map((x) => ({ value: x.name, label: x.label, count: x.count }))} selected={draft.hotelStyles} onToggle={(v) => setDraft({ ...draft, hotelStyles: toggle(draft.hotelStyles, v) })} />;
    }
  };

  return (
    <>
      {props.sections.map((s) => (
        <section key={s} className={sectionCss} aria-labelledby={`filter-${s}`}>
          <h3 id={`filter-${s}`} className={props.single ? css({ srOnly: true }) : sectionTitle}>{title(s)}</h3>
          {body(s)}
        </section>
      ))}
    </>
  );
}

/** A list of checkboxes with counts; zero-count options disabled unless selected. */
function Options<V extends string | number>(props: { items: { value: V; label: string; count: number }[]; selected: readonly V[]; onToggle: (v: V) => void }) {
  const t = useT();
  if (props.items.length === 0) return <p className={note}>{t("filters.none")}</p>;
  return (
    <div className={optionList}>
      {props.items.map((o) => {
        const checked = props.selected.includes(o.value);
        return (
          <Checkbox.Root key={o.value} className={option} checked={checked} disabled={optionDisabled(o.count, checked)} onCheckedChange={() => props.onToggle(o.value)}>
            <Checkbox.Control className={box}>
              <Checkbox.Indicator>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14"><path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" /></svg>
              </Checkbox.Indicator>
            </Checkbox.Control>
            {/* Activity names are lower case for running text ("Breakfast · wine tasting"); a list item starts with a capital. */}
            <Checkbox.Label className={css({ flex: 1, minW: 0, "&::first-letter": { textTransform: "uppercase" } })}>
              {o.label} <span className={countCss}>({o.count})</span>
            </Checkbox.Label>
            <Checkbox.HiddenInput />
          </Checkbox.Root>
        );
      })}
    </div>
  );
}

/** The budget slider (spec 000 §5): 9-250 units (1-250 in the activity flow), '+250 €' at the top, cents in the draft. */
function Budget(props: { draft: FilterState; setDraft: (f: FilterState) => void; flow: Flow; label: string }) {
  const t = useT();
  const { market } = useShop();
  const scale = priceScale(props.flow);
  const money = (units: number) => formatMoney(units * 100, market.pointOfSale);
  return (
    <RangeField
      label={props.label}
      min={scale.min}
      max={scale.max}
      value={sliderFromBudget(props.draft.budget, props.flow)}
      onChange={([lo, hi]) => props.setDraft({ ...props.draft, budget: budgetFromSlider(lo, hi, props.flow) })}
      inputLabels={[t("filters.priceMin"), t("filters.priceMax")]}
      text={(n) => (n >= scale.max ? t("filters.priceOver", { amount: money(scale.max) }) : money(n))}
    />
  );
}

/**
 * The distance slider (spec 000 §5): 0-300 km, or the searched city's bounds; active only with
 * 'Include offers around' on and a known centre.
 */
function Distance(props: { draft: FilterState; setDraft: (f: FilterState) => void; centreKnown: boolean; scale: DistanceScale; label: string }) {
  const t = useT();
  const { draft } = props;
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      <Switch.Root
        className={switchRoot}
        checked={draft.around && props.centreKnown}
        disabled={!props.centreKnown}
        onCheckedChange={(d) => props.setDraft({ ...draft, around: d.checked })}
      >
        <Switch.Control className={switchControl}>
          <Switch.Thumb className={switchThumb} />
        </Switch.Control>
        <Switch.Label>{t("filters.around")}</Switch.Label>
        <Switch.HiddenInput />
      </Switch.Root>
      {!props.centreKnown && <p className={note}>{t("filters.aroundNeedsDestination")}</p>}
      <RangeField
        label={props.label}
        min={props.scale.min}
        max={props.scale.max}
        value={[draft.distance.min, draft.distance.max]}
        disabled={!(draft.around && props.centreKnown)}
        onChange={([min, max]) => props.setDraft({ ...draft, distance: { min, max } })}
        inputLabels={[t("filters.distanceMin"), t("filters.distanceMax")]}
        text={(n) => t("filters.km", { count: n })}
      />
    </div>
  );
}

/**
 * A two-handle slider with a text input per handle (spec 000 §5): inputs take digits only, the
 * first digit group, capped at `max`; handles typed out of order swap on blur. `onChange` always
 * receives ordered handles.
 */
function RangeField(props: {
  label: string;
  min: number;
  max: number;
  value: [number, number];
  onChange: (v: [number, number]) => void;
  inputLabels: [string, string];
  text: (n: number) => string;
  disabled?: boolean;
}) {
  const id = useId();
  const [typed, setTyped] = useState<[string, string]>([String(props.value[0]), String(props.value[1])]);
  const [lo, hi] = props.value;
  useEffect(() => setTyped([String(lo), String(hi)]), [lo, hi]);
  const type = (i: 0 | 1, raw: string) => {
    const n = parseSliderInput(raw, props.max);
    const next: [string, string] = [...typed];
    next[i] = n === null ? "" : String(n);
    setTyped(next);
  };
  const blur = () => {
    const a = parseSliderInput(typed[0], props.max) ?? props.min;
    const b = parseSliderInput(typed[1], props.max) ?? props.max;
    const [x, y] = orderHandles(Math.max(props.min, a), Math.max(props.min, b));
    setTyped([String(x), String(y)]);
    if (x !== lo || y !== hi) props.onChange([x, y]);
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "3", "&[data-disabled]": { opacity: 0.5 } })} data-disabled={props.disabled || undefined}>
      <Slider.Root
        className={css({ display: "flex", flexDirection: "column", gap: "2" })}
        min={props.min}
        max={props.max}
        step={1}
        value={[lo, hi]}
        disabled={props.disabled}
        aria-label={props.inputLabels}
        getAriaValueText={(d) => props.text(d.value)}
        thumbAlignment="contain"
        onValueChange={(d) => props.onChange(orderHandles(d.value[0]!, d.value[1]!))}
      >
        <Slider.ValueText className={css({ fontWeight: "semibold", fontSize: "sm" })}>
          {props.text(lo)} – {props.text(hi)}
        </Slider.ValueText>
        <Slider.Control className={sliderControl}>
          <Slider.Track className={sliderTrack}>
            <Slider.Range className={sliderRange} />
          </Slider.Track>
          {[0, 1].map((i) => (
            <Slider.Thumb key={i} index={i} className={sliderThumb}>
              <Slider.HiddenInput />
            </Slider.Thumb>
          ))}
        </Slider.Control>
      </Slider.Root>
      <div className={css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "3" })}>
        {([0, 1] as const).map((i) => (
          <label key={i} htmlFor={`${id}-${i}`} className={css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "xs", color: "fg.muted" })}>
            {props.inputLabels[i]}
            <input
              id={`${id}-${i}`}
              className={numberInput}
              inputMode="numeric"
              autoComplete="off"
              disabled={props.disabled}
              value={typed[i]}
              onChange={(e) => type(i, e.target.value)}
              onBlur={blur}
              onKeyDown={(e) => { if (e.key === "Enter") blur(); }}
            />
          </label>
        ))}
      </div>
    </div>
  );
}

const note = css({ color: "fg.muted", fontSize: "sm", m: 0 });
const sectionCss = css({ py: "4", borderBottomWidth: "1px", borderColor: "border", "&:last-child": { borderBottomWidth: 0 } });
const sectionTitle = css({ fontSize: "md", fontWeight: "bold", m: 0, mb: "3" });
const groupLabel = css({ fontSize: "xs", fontWeight: "semibold", color: "fg.muted", textTransform: "uppercase", letterSpacing: "wide", m: 0, mb: "1" });
const optionList = css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, columnGap: "4", rowGap: "1" });
const option = css({
  display: "flex", alignItems: "center", gap: "2", py: "1.5", cursor: "pointer", fontSize: "sm",
  "&[data-disabled]": { color: "fg.muted", cursor: "not-allowed", opacity: 0.6 },
});
const box = css({
  flexShrink: 0, display: "inline-flex", alignItems: "center", justifyContent: "center", w: "5", h: "5", borderRadius: "sm", borderWidth: "2px", borderColor: "border.strong", bg: "bg",
  "&[data-state=checked]": { bg: "primary", borderColor: "primary", color: "primary.fg" },
  "&[data-focus-visible]": { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
});
const countCss = css({ color: "fg.muted", fontSize: "xs", ms: "1" });
const chips = css({ display: "flex", flexWrap: "wrap", gap: "2" });
const chip = css({
  display: "inline-flex", alignItems: "center", h: "10", px: "3", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong", bg: "bg", cursor: "pointer", fontSize: "sm",
  _hover: { borderColor: "primary" }, "&[aria-pressed=true]": { bg: "primary.subtle", borderColor: "primary", fontWeight: "semibold" },
  _disabled: { opacity: 0.5, cursor: "not-allowed", _hover: { borderColor: "border.strong" } },
});
const switchRoot = css({ display: "inline-flex", alignItems: "center", gap: "3", cursor: "pointer", fontSize: "sm", fontWeight: "semibold", "&[data-disabled]": { cursor: "not-allowed", color: "fg.muted" } });
const switchControl = css({
  flexShrink: 0, display: "inline-flex", alignItems: "center", w: "11", h: "6", p: "0.5", borderRadius: "full", bg: "border.strong", transition: "background 0.15s",
  "&[data-state=checked]": { bg: "primary" }, "&[data-focus-visible]": { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
});
const switchThumb = css({ w: "5", h: "5", borderRadius: "full", bg: "bg", boxShadow: "sm", transition: "transform 0.15s", "&[data-state=checked]": { transform: "translateX(1.25rem)" } });
const sliderControl = css({ position: "relative", display: "flex", alignItems: "center", h: "8", mx: "1" });
const sliderTrack = css({ flex: 1, h: "1.5", borderRadius: "full", bg: "border" });
const sliderRange = css({ h: "100%", borderRadius: "full", bg: "primary" });
const sliderThumb = css({
  w: "6", h: "6", borderRadius: "full", bg: "bg", borderWidth: "2px", borderColor: "primary", boxShadow: "sm", cursor: "grab",
  _focusVisible: { outline: "3px solid", outlineColor: "primary.subtle" }, "&[data-focus]": { outline: "3px solid", outlineColor: "primary.subtle" },
});
const numberInput = css({ w: "100%", minW: "0", h: "10", px: "3", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", fontSize: "md", _disabled: { bg: "bg.subtle" } });

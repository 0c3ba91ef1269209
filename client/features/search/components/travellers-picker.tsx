/**
 * Travellers selector (spec 000 §2, §4, §5): adults 1-20 (12+), children 0-10 (3-11), babies
 * 0-10 (0-2). A popover opened by a button; it closes on Confirm, Escape or an outside click and
 * then emits the values; focus returns to the button. Out-of-range steps are disabled.
 *
 * Accessibility: a non-modal dialog. Focus moves into it on open; Escape closes it and puts focus
 * back on the button; tabbing out of it closes it too, so it never hides the field that gets focus
 * (WCAG 2.4.11). Out-of-range steps stay focusable (aria-disabled), so focus is not lost when the
 * last step is taken. `labelId` is the visible field label: the button is named "label, value".
 *
 * `participants`: the activity flow's picker (spec 000 §5 "Participants (activity flow): min 1,
 * max 2 ('From 1 to 2 participants')"): one stepper of adults from 1 to 2, no children or babies.
 */
import { useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { ACTIVITY_PARTICIPANTS, TRAVELLER_LIMITS } from "#shared/criteria";
import { useT } from "../../../shop/use-shop";

export interface Travellers {
  a: number;
  c: number;
  b: number;
}

export function TravellersPicker(props: { value: Travellers; onChange: (value: Travellers) => void; disabled?: boolean; id?: string; labelId?: string; participants?: boolean; defaultOpen?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const [draft, setDraft] = useState(props.value);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  function close(commit: boolean, restoreFocus = true) {
    setOpen(false);
    if (commit) props.onChange(draft);
    if (restoreFocus) buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    setDraft(props.value);
    panelRef.current?.querySelector<HTMLButtonElement>("button:not([disabled]):not([aria-disabled=true])")?.focus();
    const onDown = (e: MouseEvent) => {
      if (!panelRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node)) {
        setOpen(false);
        setDraft((d) => {
          props.onChange(d);
          return d;
        });
      }
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const summary = props.participants
    ? t("searchCriteria.participantsSummary", { count: props.value.a })
    : t("travellers.summary", { adults: props.value.a, children: props.value.c, babies: props.value.b });
  return (
    <div className={css({ position: "relative" })}>
      <button
        ref={buttonRef}
        id={props.id}
        type="button"
        className={trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        aria-labelledby={props.labelId && props.id ? `${props.labelId} ${props.id}` : undefined}
        disabled={props.disabled}
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        {summary}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={props.participants ? t("searchCriteria.participants") : t("travellers.title")}
          className={panel}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              close(true);
            }
          }}
          onBlur={(e) => {
            // Focus went elsewhere with the keyboard (Tab out) or to another control: close and emit.
            const next = e.relatedTarget as Node | null;
            if (next && !panelRef.current?.contains(next) && !buttonRef.current?.contains(next)) close(true, false);
          }}
        >
          {props.participants ? (
            <Stepper
              label={t("searchCriteria.participants")}
              hint={t("searchCriteria.participantsHint")}
              value={draft.a}
              min={ACTIVITY_PARTICIPANTS.min}
              max={ACTIVITY_PARTICIPANTS.max}
              onChange={(n) => setDraft({ a: n, c: 0, b: 0 })}
            />
          ) : (["a", "c", "b"] as const).map((k) => (
            <Stepper
              key={k}
              label={t(`travellers.${k}`)}
              hint={t(`travellers.${k}Age`)}
              value={draft[k]}
              min={TRAVELLER_LIMITS[k].min}
              max={TRAVELLER_LIMITS[k].max}
              onChange={(n) => setDraft((d) => ({ ...d, [k]: n }))}
            />
          ))}
          <button type="button" className={confirm} onClick={() => close(true)}>
            {t("travellers.confirm")}
          </button>
        </div>
      )}
    </div>
  );
}

function Stepper(props: { label: string; hint: string; value: number; min: number; max: number; onChange: (n: number) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "4", py: "2" })}>
      <div id={id}>
        <div className={css({ fontWeight: "semibold" })}>{props.label}</div>
        <div className={css({ fontSize: "sm", color: "fg.muted" })}>{props.hint}</div>
      </div>
      <div role="group" aria-labelledby={id} className={css({ display: "flex", alignItems: "center", gap: "3" })}>
        <button type="button" className={step} aria-label={t("travellers.decrease", { label: props.label })} aria-disabled={props.value <= props.min} onClick={() => props.value > props.min && props.onChange(props.value - 1)}>
          −
        </button>
        <output aria-live="polite" className={css({ minW: "6", textAlign: "center", fontWeight: "semibold" })}>
          {props.value}
        </output>
        <button type="button" className={step} aria-label={t("travellers.increase", { label: props.label })} aria-disabled={props.value >= props.max} onClick={() => props.value < props.max && props.onChange(props.value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}

const trigger = css({
  width: "100%", height: "12", px: "3", textAlign: "start", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", cursor: "pointer",
  whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis",
});
const panel = css({
  position: "absolute", zIndex: "popover", top: "calc(100% + 4px)", right: 0, minW: "18rem", bg: "bg", borderRadius: "lg", boxShadow: "popover", borderWidth: "1px", borderColor: "border", p: "4",
});
const step = css({
  width: "9", height: "9", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong", bg: "bg", fontSize: "lg", cursor: "pointer", color: "fg",
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
  "&[aria-disabled=true]": { opacity: 0.4, cursor: "not-allowed" },
});
const confirm = css({
  mt: "3", width: "100%", height: "10", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "semibold", cursor: "pointer",
});

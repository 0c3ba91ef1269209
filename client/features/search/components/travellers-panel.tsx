/**
 * The travellers selector's panel (spec 000 §5): one stepper per traveller kind (adults 1-20,
 * children 0-10, babies 0-10, with their age labels) or the activity flow's participants (1-2), and
 * Confirm. A chunk of its own, loaded when the picker opens (travellers-picker.tsx owns the state,
 * the outside click and the emitted value). Focus moves to the first step on mount.
 */
import { useEffect, useId, type Dispatch, type RefObject, type SetStateAction } from "react";
import { css } from "styled-system/css";
import { ACTIVITY_PARTICIPANTS, TRAVELLER_LIMITS } from "#shared/criteria";
import { useT } from "../../../shop/use-shop";

/** A party: adults, children, babies. */
export interface Travellers {
  a: number;
  c: number;
  b: number;
}

export function TravellersPanel(props: {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  participants?: boolean;
  draft: Travellers;
  setDraft: Dispatch<SetStateAction<Travellers>>;
  close: (commit: boolean, restoreFocus?: boolean) => void;
}) {
  const t = useT();
  const { panelRef } = props;
  useEffect(() => {
    panelRef.current?.querySelector<HTMLButtonElement>("button:not([disabled]):not([aria-disabled=true])")?.focus();
  }, [panelRef]);
  return (
    <div
      ref={props.panelRef}
      id={props.id}
      role="dialog"
      aria-label={props.participants ? t("searchCriteria.participants") : t("travellers.title")}
      className={panel}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          props.close(true);
        }
      }}
      onBlur={(e) => {
        // Focus went elsewhere with the keyboard (Tab out) or to another control: close and emit.
        const next = e.relatedTarget as Node | null;
        if (next && !props.panelRef.current?.contains(next) && !props.buttonRef.current?.contains(next)) props.close(true, false);
      }}
    >
      {props.participants ? (
        <Stepper
          label={t("searchCriteria.participants")}
          hint={t("searchCriteria.participantsHint")}
          value={props.draft.a}
          min={ACTIVITY_PARTICIPANTS.min}
          max={ACTIVITY_PARTICIPANTS.max}
          onChange={(n) => props.setDraft({ a: n, c: 0, b: 0 })}
        />
      ) : (["a", "c", "b"] as const).map((k) => (
        <Stepper
          key={k}
          label={t(`travellers.${k}`)}
          hint={t(`travellers.${k}Age`)}
          value={props.draft[k]}
          min={TRAVELLER_LIMITS[k].min}
          max={TRAVELLER_LIMITS[k].max}
          onChange={(n) => props.setDraft((d) => ({ ...d, [k]: n }))}
        />
      ))}
      <button type="button" className={confirm} onClick={() => props.close(true)}>
        {t("travellers.confirm")}
      </button>
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

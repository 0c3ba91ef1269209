/**
 * Travellers selector (spec 000 §2, §4, §5): adults 1-20 (12+), children 0-10 (3-11), babies
 * 0-10 (0-2). A popover opened by a button; it closes on Confirm, Escape or an outside click and
 * then emits the values; focus returns to the button. Out-of-range steps are disabled.
 *
 * Accessibility: a non-modal dialog. Focus moves into it on open; Escape closes it and puts focus
 * back on the button; tabbing out of it closes it too, so it never hides the field that gets focus
 * (WCAG 2.4.11). Out-of-range steps stay focusable (aria-disabled), so focus is not lost when the
 * last step is taken. `labelId` is the visible field label: the button is named "label, value".
 * `label` (with `labelClassName`, `className`): the label inside the button instead, above the
 * value, as the stay page's booking bar draws it before its widget loads (its dates field too).
 *
 * `participants`: the activity flow's picker (spec 000 §5 "Participants (activity flow): min 1,
 * max 2 ('From 1 to 2 participants')"): one stepper of adults from 1 to 2, no children or babies.
 */
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";
import type { Travellers } from "./travellers-panel";
export type { Travellers };

// The panel (steppers, confirm) loads when the picker first opens, or on hover/focus of its button.
const loadPanel = () => import("./travellers-panel");
const TravellersPanel = lazy(() => loadPanel().then((m) => ({ default: m.TravellersPanel })));

export function TravellersPicker(props: { value: Travellers; onChange: (value: Travellers) => void; disabled?: boolean; id?: string; labelId?: string; label?: string; labelClassName?: string; className?: string; participants?: boolean; defaultOpen?: boolean }) {
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
        className={props.className ?? trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        aria-labelledby={props.labelId && props.id ? `${props.labelId} ${props.id}` : undefined}
        disabled={props.disabled}
        onClick={() => (open ? close(true) : setOpen(true))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {props.label && <span className={props.labelClassName}>{props.label}</span>}
        {summary}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TravellersPanel
            id={panelId}
            panelRef={panelRef}
            buttonRef={buttonRef}
            participants={props.participants}
            draft={draft}
            setDraft={setDraft}
            close={close}
          />
        </Suspense>
      )}
    </div>
  );
}

const trigger = css({
  width: "100%", height: "12", px: "3", textAlign: "start", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", cursor: "pointer",
  whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis",
  // Gifting fixes the party (spec 000 §5): the field reads as fixed, not as a button that does nothing.
  _disabled: { bg: "bg.subtle", color: "fg.muted", borderColor: "border", cursor: "not-allowed" },
});

/**
 * A modal dialog on the browser's own <dialog> (showModal: focus moved in and trapped, the page
 * inert behind it, Escape closes unless `dismissable` is false, focus returned on close). Used by
 * the stay page's tourist-tax explainer and price-update modal (spec 001 §2 modals), loaded with
 * the booking widget only.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { css } from "styled-system/css";

export function Modal(props: { open: boolean; onClose: () => void; labelledBy: string; dismissable?: boolean; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (props.open && !d.open) d.showModal();
    if (!props.open && d.open) d.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={props.labelledBy}
      data-testid={props.testId}
      className={dialog}
      onCancel={(e) => {
        e.preventDefault();
        if (props.dismissable !== false) props.onClose();
      }}
    >
      {props.open ? props.children : null}
    </dialog>
  );
}

const dialog = css({
  m: "auto", p: "6", w: "min(32rem, calc(100vw - 2rem))", maxH: "calc(100dvh - 2rem)", overflowY: "auto", bg: "bg.surface", color: "fg", borderRadius: "xl", boxShadow: "popover", borderWidth: 0,
  "&::backdrop": { bg: "rgba(0, 0, 0, 0.5)" },
});

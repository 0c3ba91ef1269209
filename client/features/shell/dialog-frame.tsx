/**
 * The one Ark UI dialog frame of the shop's drawers and sheets (decision 023: Ark UI, loaded on
 * demand; never a hand-written focus trap). Root, portal, backdrop, positioner and content, with a
 * header holding the title (the dialog's accessible name), an optional description under it, and
 * the close button (✕, named `closeLabel`). Escape, outside click and the close button call
 * `onClose`; focus is trapped while open and returns to `returnFocus()` (else to the element that
 * had it). `placement`: 'side' is a drawer from the right edge (a bottom sheet on phones),
 * 'center' a centred dialog (a bottom sheet on phones) `size` wide on larger screens: 'sm' 32rem
 * (default), 'md' 36rem, 'lg' 48rem. Import it only from chunks loaded on demand: it brings Ark's
 * dialog machine.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { ReactNode } from "react";
import { css } from "styled-system/css";

export interface DialogFrameProps {
  open?: boolean;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
  placement: "side" | "center";
  size?: "sm" | "md" | "lg";
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  testId?: string;
  children: ReactNode;
}

export function DialogFrame(props: DialogFrameProps) {
  const side = props.placement === "side";
  return (
    <Dialog.Root open={props.open ?? true} onOpenChange={(d) => { if (!d.open) props.onClose(); }} finalFocusEl={props.returnFocus} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={side ? sidePositioner : centerPositioner}>
          <Dialog.Content className={side ? sideContent : `${centerContent} ${centerWidth[props.size ?? "sm"]}`} data-testid={props.testId}>
            <div className={props.description === undefined ? header : headerTop}>
              <div className={css({ flex: 1 })}>
                <Dialog.Title className={css({ m: 0, fontSize: "xl", fontWeight: "bold" })}>{props.title}</Dialog.Title>
                {props.description !== undefined && <Dialog.Description className={css({ m: 0, color: "fg.muted" })}>{props.description}</Dialog.Description>}
              </div>
              <Dialog.CloseTrigger className={close} aria-label={props.closeLabel}>✕</Dialog.CloseTrigger>
            </div>
            {props.children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const backdrop = css({ position: "fixed", inset: 0, bg: "bg.overlay", zIndex: "overlay" });
const sidePositioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", justifyContent: "flex-end", alignItems: { base: "flex-end", md: "stretch" } });
const centerPositioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", alignItems: { base: "flex-end", md: "center" }, justifyContent: "center" });
const sideContent = css({
  bg: "bg.surface", w: { base: "100%", md: "26rem" }, maxH: { base: "85vh", md: "100%" }, overflowY: "auto", p: "6", display: "grid", gap: "4", alignContent: "start",
  borderTopLeftRadius: { base: "2xl", md: 0 }, borderTopRightRadius: { base: "2xl", md: 0 }, boxShadow: "modal", outline: "none",
});
const centerContent = css({
  display: "grid", gap: "4", alignContent: "start", bg: "bg.surface", boxShadow: "modal", outline: "none", overflowY: "auto", p: { base: "5", md: "6" },
  w: "100vw", maxH: { base: "90dvh", md: "calc(100dvh - 4rem)" }, borderRadius: { base: "1rem 1rem 0 0", md: "2xl" },
  // Only while open: an animation still set at closing keeps Ark's presence waiting (reviews-modal.tsx).
  "&[data-state=open]": { animation: "slideUp 0.2s ease-out" },
});
const centerWidth = {
  sm: css({ md: { w: "min(32rem, calc(100vw - 2rem))" } }),
  md: css({ md: { w: "min(36rem, calc(100vw - 2rem))" } }),
  lg: css({ md: { w: "min(48rem, calc(100vw - 2rem))" } }),
};
const header = css({ display: "flex", alignItems: "center", gap: "3" });
const headerTop = css({ display: "flex", alignItems: "flex-start", gap: "3" });
const close = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", flexShrink: 0, w: "10", h: "10", borderRadius: "full",
  borderWidth: "1px", borderColor: "border", bg: "bg", color: "fg", cursor: "pointer", fontSize: "lg",
});

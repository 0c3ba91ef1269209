/**
 * The one Ark UI dialog frame of the shop's drawers and sheets (decision 023: Ark UI, loaded on
 * demand; never a hand-written focus trap). Root, portal, backdrop, positioner and content, with a
 * header holding the title (the dialog's accessible name), an optional description under it, and
 * the close button (✕, named `closeLabel`). Escape, outside click and the close button call
 * `onClose`; focus is trapped while open and returns to `returnFocus()` (else to the element that
 * had it); it goes first to `initialFocus()` when given. `placement`: 'side' is a drawer from the right edge (a bottom sheet on phones),
 * 'center' a centred dialog (a bottom sheet on phones) `size` wide on larger screens: 'sm' 32rem
 * (default), 'md' 36rem, 'lg' 48rem. `layout`: 'sheet' (default) pads the content and scrolls it
 * as a whole; 'panel' is full screen on phones, its header a bar with a bottom border, and the
 * children lay out and scroll their own body (and footer): the side panel 28rem wide and the whole
 * height from `md` (the wishlist drawer), the centred one up to 40rem wide and its content's height
 * (the contact form). Import it only from chunks loaded on demand: it brings Ark's dialog machine.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { Icon } from "./icons";

export interface DialogFrameProps {
  open?: boolean;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
  /** Where focus goes when it opens (default: the first focusable element, the close button). */
  initialFocus?: () => HTMLElement | null;
  placement: "side" | "center";
  size?: "sm" | "md" | "lg";
  layout?: "sheet" | "panel";
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  testId?: string;
  /** 'sheet' layout: kept in view at the bottom of the scrolling sheet, over the content scrolling under it. */
  footer?: ReactNode;
  children: ReactNode;
}

export function DialogFrame(props: DialogFrameProps) {
  const side = props.placement === "side";
  const panel = props.layout === "panel";
  const contentClass = panel ? (side ? sidePanel : centerPanel) : side ? sideContent : `${centerContent} ${centerWidth[props.size ?? "sm"]}`;
  return (
    <Dialog.Root open={props.open ?? true} onOpenChange={(d) => { if (!d.open) props.onClose(); }} finalFocusEl={props.returnFocus} initialFocusEl={props.initialFocus} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={panel ? (side ? sidePositioner : centerPanelPositioner) : side ? sidePositioner : centerPositioner}>
          <Dialog.Content className={contentClass} data-testid={props.testId}>
            <div className={panel ? bar : props.description === undefined ? header : headerTop}>
              <div className={css({ flex: 1, minW: 0 })}>
                <Dialog.Title className={css({ m: 0, fontSize: "xl", fontWeight: "bold" })}>{props.title}</Dialog.Title>
                {props.description !== undefined && <Dialog.Description className={css({ m: 0, color: "fg.muted" })}>{props.description}</Dialog.Description>}
              </div>
              <Dialog.CloseTrigger className={panel ? barClose : close} aria-label={props.closeLabel}>{panel ? <Icon name="close" /> : "✕"}</Dialog.CloseTrigger>
            </div>
            {props.children}
            {props.footer !== undefined && <div className={side ? sideFooter : centerFooter}>{props.footer}</div>}
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
// The sheet's footer sticks to its bottom edge, across the sheet's padding (side p 6; centre p 5 / md 6).
const sideFooter = css({ position: "sticky", bottom: "-6", mx: "-6", mb: "-6", px: "6", pt: "3", pb: "6", bg: "bg.surface", display: "grid" });
const centerFooter = css({ position: "sticky", bottom: { base: "-5", md: "-6" }, mx: { base: "-5", md: "-6" }, mb: { base: "-5", md: "-6" }, px: { base: "5", md: "6" }, pt: "3", pb: { base: "5", md: "6" }, bg: "bg.surface", display: "grid" });
const header = css({ display: "flex", alignItems: "center", gap: "3" });
const headerTop = css({ display: "flex", alignItems: "flex-start", gap: "3" });
const close = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", flexShrink: 0, w: "10", h: "10", borderRadius: "full",
  borderWidth: "1px", borderColor: "border", bg: "bg", color: "fg", cursor: "pointer", fontSize: "lg",
});
// 'panel' layout: full screen on phones, a header bar, the children's own scrolling body.
const sidePanel = css({ display: "flex", flexDirection: "column", w: { base: "100vw", md: "28rem" }, h: "100dvh", bg: "bg.surface", boxShadow: "modal", outline: "none" });
const centerPanelPositioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", alignItems: { base: "stretch", md: "center" }, justifyContent: "center", p: { base: 0, md: "6" } });
const centerPanel = css({
  display: "flex", flexDirection: "column", w: { base: "100vw", md: "min(100%, 40rem)" }, maxH: { base: "100dvh", md: "calc(100dvh - 3rem)" }, h: { base: "100dvh", md: "auto" },
  bg: "bg.surface", borderRadius: { base: 0, md: "xl" }, boxShadow: "modal", outline: "none",
});
const bar = css({ display: "flex", alignItems: "center", gap: "2", pl: { base: "4", md: "6" }, pr: "2", minH: "14", borderBottomWidth: "1px", borderColor: "border", flexShrink: 0 });
const barClose = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", color: "fg",
  bg: "transparent", borderWidth: 0, cursor: "pointer", flexShrink: 0, _hover: { bg: "bg.subtle" },
});

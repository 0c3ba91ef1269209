/**
 * The search box as a full-screen modal on phones (spec 000 §2 "It is shown inline, in a modal on
 * mobile"; issue 14 item 5). The panel is the server-rendered inline box; below md, CSS fixes it
 * over the page (search-summary.tsx). When it opens on a phone, this hook loads the modal's
 * behaviour (mobile-search-modal-behaviour.ts: dialog semantics, focus trap, scroll lock, Escape),
 * so the page carries almost nothing for it before the first opening. `close` closes it and
 * returns focus to the summary button. From md up nothing is added: the box is inline there.
 */
import { useCallback, useEffect, type RefObject } from "react";

/** Below this width the box is a modal: Panda's md breakpoint (768px) minus a fraction. */
export const PHONE_QUERY = "(max-width: 767.98px)";

export function useMobileSearchModal(open: boolean, setClosed: () => void, panel: RefObject<HTMLDivElement | null>, button: RefObject<HTMLButtonElement | null>) {
  const close = useCallback(() => {
    setClosed();
    requestAnimationFrame(() => button.current?.focus({ preventScroll: true }));
  }, [setClosed, button]);
  useEffect(() => {
    const el = panel.current;
    if (!open || !el || !window.matchMedia(PHONE_QUERY).matches) return;
    let undo: (() => void) | undefined;
    let cancelled = false;
    void import("./mobile-search-modal-behaviour").then((m) => {
      if (!cancelled) undo = m.activateSearchModal(el, close);
    });
    return () => {
      cancelled = true;
      undo?.();
    };
  }, [open, panel, close]);
  return { close };
}

/**
 * The search box as a full-screen modal on phones (spec 000 §2 "It is shown inline, in a modal on
 * mobile"; issue 14 item 5). The panel is the server-rendered inline box; below md, CSS fixes it
 * over the page (search-summary.tsx). This hook adds the modal's behaviour while it is open on a
 * phone: dialog semantics, focus kept inside (@zag-js/focus-trap, Ark UI's own trap, loaded at the
 * first opening), the page behind not scrolling, Escape and the close button closing it and
 * returning focus to the summary button. From md up it does nothing: the box is inline there.
 */
import { useCallback, useEffect, useState, type RefObject } from "react";

/** Below this width the box is a modal: Panda's md breakpoint (768px) minus one pixel. */
export const PHONE_QUERY = "(max-width: 767.98px)";

/** Whether an Escape pressed on `target` belongs to an inner widget (an open list, popover or dialog). */
export function escapeBelongsToWidget(target: EventTarget | null, panel: HTMLElement): boolean {
  if (!(target instanceof Element)) return false;
  if (target.getAttribute("aria-expanded") === "true") return true;
  const inner = target.closest('[role="dialog"], [role="listbox"], [role="grid"]');
  return !!inner && inner !== panel && panel.contains(inner);
}

export function useMobileSearchModal(
  open: boolean,
  setClosed: () => void,
  panel: RefObject<HTMLDivElement | null>,
  button: RefObject<HTMLButtonElement | null>,
) {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(mq.matches);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);
  const active = open && phone;
  const close = useCallback(() => {
    setClosed();
    requestAnimationFrame(() => button.current?.focus({ preventScroll: true }));
  }, [setClosed, button]);

  useEffect(() => {
    const el = panel.current;
    if (!active || !el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented || escapeBelongsToWidget(e.target, el)) return;
      e.preventDefault();
      close();
    };
    el.addEventListener("keydown", onKey);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    let release: () => void = () => undefined;
    let cancelled = false;
    void import("@zag-js/focus-trap").then(({ trapFocus }) => {
      if (cancelled) return;
      release = trapFocus(el, {
        initialFocus: () => el.querySelector<HTMLElement>("[data-modal-close]") ?? el,
        fallbackFocus: el,
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
      });
    });
    return () => {
      cancelled = true;
      release();
      el.removeEventListener("keydown", onKey);
      root.style.overflow = overflow;
    };
  }, [active, panel, close]);

  const attributes = active ? { role: "dialog" as const, "aria-modal": true as const, "aria-labelledby": "search-modal-title" } : {};
  return { attributes, close };
}

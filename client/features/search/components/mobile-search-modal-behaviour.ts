/**
 * What the phone search modal does while it is open (mobile-search-modal.ts loads this at the
 * first opening on a phone): dialog semantics on the panel, focus kept inside (@zag-js/focus-trap,
 * Ark UI's own trap), the page behind not scrolling, Escape closing it unless an inner widget (an
 * open list, popover, calendar) claims the key. Returns the function that undoes all of it.
 */
import { trapFocus } from "@zag-js/focus-trap";

/** Whether an Escape pressed on `target` belongs to an inner widget (an open list, popover or dialog). */
export function escapeBelongsToWidget(target: EventTarget | null, panel: HTMLElement): boolean {
  if (!(target instanceof Element)) return false;
  if (target.getAttribute("aria-expanded") === "true") return true;
  const inner = target.closest('[role="dialog"], [role="listbox"], [role="grid"]');
  return !!inner && inner !== panel && panel.contains(inner);
}

export function activateSearchModal(panel: HTMLElement, close: () => void): () => void {
  const attributes = { role: "dialog", "aria-modal": "true", "aria-labelledby": "search-modal-title" };
  for (const [k, v] of Object.entries(attributes)) panel.setAttribute(k, v);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || e.defaultPrevented || escapeBelongsToWidget(e.target, panel)) return;
    e.preventDefault();
    close();
  };
  panel.addEventListener("keydown", onKey);
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = "hidden";
  const release = trapFocus(panel, {
    initialFocus: () => panel.querySelector<HTMLElement>("[data-modal-close]") ?? panel,
    fallbackFocus: panel,
    escapeDeactivates: false,
    clickOutsideDeactivates: false,
    allowOutsideClick: true,
    returnFocusOnDeactivate: false,
  });
  return () => {
    release();
    panel.removeEventListener("keydown", onKey);
    root.style.overflow = overflow;
    for (const k of Object.keys(attributes)) panel.removeAttribute(k);
  };
}

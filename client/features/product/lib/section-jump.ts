/**
 * Jumps to a section of the stay page without touching the URL (spec 001 §9 "Scroll offsets 70
 * (mobile), 100, and 88 for section jump"): the URL hash holds the stay's dates and party, so a
 * `#room` fragment would reset them. Tiny and DOM-only: the page's review link, the tabs and the
 * sticky booking bar share it.
 */
import { createElement, type MouseEvent } from "react";
import { sectionOffset } from "./stay-nav";

/** Desktop from Panda's `lg` (64em): the sticky booking bar and the 88 px offset. */
export const DESKTOP = "(min-width: 64em)";

/** How long after a jump the section is kept in place while content above it still loads, ms. */
const KEEP_ALIGNED_MS = 1500;

/**
 * Scrolls `el` to `offset` px under the viewport top and gives focus to `focus` (default `el`).
 * The first interaction also hydrates the sections above (the review highlights arrive after it):
 * while the page grows in the next moments, the section is put back under the offset, until the
 * visitor scrolls by themselves (an input event, or any scroll that is not the jump's own once it
 * has arrived).
 */
export function jumpTo(el: HTMLElement, offset: number, focus: HTMLElement = el): void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const target = () => el.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: target(), behavior: reduce ? "auto" : "smooth" });
  if (focus === el && !el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  focus.focus({ preventScroll: true });
  keepAligned(target);
}

function keepAligned(target: () => number): void {
  if (typeof ResizeObserver === "undefined") return;
  const inputs = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const stop = () => {
    observer.disconnect();
    for (const type of inputs) window.removeEventListener(type, stop, true);
    window.removeEventListener("scroll", onScroll);
    clearTimeout(timer);
  };
  let initial = true; // a ResizeObserver reports the observed size once at the start: not a change
  let arrived = Math.abs(target() - window.scrollY) <= 1; // the jump's own (smooth) scroll has reached the section
  let own = false; // the next scroll event is this function's own correction
  // Once the jump has arrived, a scroll that is not this function's own (a scrollbar drag, the
  // browser bringing a focused field into view, a test's scrollIntoView) ends the keeping: the
  // page must not jump back under the visitor's next click.
  const onScroll = () => {
    const atTarget = Math.abs(target() - window.scrollY) <= 1;
    if (own) {
      own = false;
      return;
    }
    if (!arrived) {
      arrived = atTarget;
      return;
    }
    if (!atTarget) stop();
  };
  const observer = new ResizeObserver(() => {
    if (initial) return void (initial = false);
    const top = target();
    if (Math.abs(top - window.scrollY) <= 1) return;
    own = true;
    window.scrollTo({ top, behavior: "auto" });
  });
  observer.observe(document.body);
  for (const type of inputs) window.addEventListener(type, stop, { capture: true, passive: true });
  window.addEventListener("scroll", onScroll, { passive: true });
  const timer = setTimeout(stop, KEEP_ALIGNED_MS);
}

/**
 * A click on a link to section `id`: scrolls there with the width's offset (70 phones, 88 desktop)
 * instead of following `#id`. A modified click (new tab, window) is left to the browser.
 */
export function onJumpClick(e: MouseEvent<HTMLAnchorElement>, id: string): void {
  const el = document.getElementById(id);
  if (!el || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  jumpTo(el, sectionOffset(window.matchMedia(DESKTOP).matches));
}

/** A link to section `to` of the page that jumps there (onJumpClick); `label` is its text. */
export function JumpLink(props: { to: string; className: string; label: string }) {
  return createElement("a", { href: `#${props.to}`, className: props.className, onClick: (e: MouseEvent<HTMLAnchorElement>) => onJumpClick(e, props.to) }, props.label);
}

/**
 * Runs `cb` when the browser is idle (requestIdleCallback, within 3 s at most; a 200 ms timer where
 * it is missing), for work that must stay out of the page's start: tracking, the analytics beacon
 * (docs/decisions/042). Browser only. In the framework chunk (vite.config EVERY_PAGE): pages call it
 * before the tracking code is loaded.
 */
export function whenIdle(cb: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(cb, { timeout: 3000 });
  else setTimeout(cb, 200);
}

/** What says a visitor is engaging with the page (the same events as the interaction gates). */
const ENGAGING = ["scroll", "wheel", "pointerdown", "touchstart", "keydown"] as const;
let engaged: Promise<void> | null = null;

/** Resolves at the visitor's first scroll, wheel, pointer, touch or key on the page, or when the tab is hidden. */
function engagement(): Promise<void> {
  engaged ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const e of ENGAGING) window.removeEventListener(e, done, true);
      document.removeEventListener("visibilitychange", done);
      resolve();
    };
    for (const e of ENGAGING) window.addEventListener(e, done, { capture: true, passive: true });
    document.addEventListener("visibilitychange", done);
  });
  return engaged;
}

/**
 * Runs `cb` when the browser is idle after the visitor's first interaction with the page (or the
 * tab being hidden), or `afterMs` after this call if there is none: for code that is not needed
 * while the page starts and the visitor reads (the analytics beacon, the stay page's view_item:
 * decision 045). Browser only.
 */
export function whenEngaged(cb: () => void, afterMs = 5000): void {
  void Promise.race([engagement(), new Promise<void>((resolve) => setTimeout(resolve, afterMs))]).then(() => whenIdle(cb));
}

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

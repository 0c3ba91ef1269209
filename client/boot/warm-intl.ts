/**
 * Warms the browser's Intl data off the main thread before hydration (docs/decisions/016).
 * Hydration formats every price, date and plural again; without the warm-up, the first
 * `new Intl.NumberFormat` loads ICU data inside a render task (30-75 ms on this machine, 4× that
 * on a throttled phone) and is the largest single blocking task of a page.
 */

/**
 * Starts the warm-up worker for `tag` (BCP 47, e.g. "nl-BE") and resolves when it answers, fails,
 * or after `maxWaitMs` (ms), whichever comes first: hydration never waits longer than that, and
 * never fails because of it (a browser without module workers simply skips the warm-up). A worker
 * still starting at the deadline is left to finish (it closes itself): its work is still useful.
 */
export function warmIntl(tag: string, maxWaitMs = 400): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const worker = new Worker(new URL("./warm-intl.worker.ts", import.meta.url), { type: "module" });
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(tag);
    } catch {
      done();
    }
  });
}

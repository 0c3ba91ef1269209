/**
 * Resolves once the page's largest picture has painted, so the start-up's JavaScript (React, the
 * router, the page code, the messages) is fetched after it rather than beside it (issue 28 goal 5,
 * decision 092). On a phone's link the 120 KB of scripts shared the bandwidth with the priority
 * picture (the `fetchpriority="high"` image of a results, hotel or home page) and Lighthouse's
 * simulation counted them before the LCP whenever they happened to start before the paint.
 *
 * "Painted": the browser has reported a largest-contentful-paint entry and the priority picture
 * (when the page has one) has loaded and decoded, then one more frame has been produced. Without
 * the LCP API (Safari) the picture's decode and a frame are enough. A hidden page paints nothing:
 * it resolves at once. Never waits more than `timeoutMs` (ms); never rejects.
 */
export function afterLargestPaint(timeoutMs = 3000): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    let finished = false;
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const decoded = picture ? picture.decode().catch(() => undefined) : Promise.resolve();
    const painted = new Promise<void>((seen) => {
      if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return seen();
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().length > 0) seen();
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
    });
    // The frame after both: a decoded picture is on screen once the next frame has been produced.
    void Promise.all([decoded, painted]).then(() => requestAnimationFrame(() => setTimeout(finish, 0)));
  });
}

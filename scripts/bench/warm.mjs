/**
 * Warms the server side of each page before it is measured: one full load in Chromium (document,
 * scripts, styles, fonts, every image down to the bottom of the page), so the worker's isolate is
 * compiled and the raster images and page cache are filled, as on a live edge. Without it the
 * first Lighthouse runs shared the host's two CPUs with workerd drawing WebP images, and read
 * TBT several times the later runs' (e.g. 926 and 236 ms against 17–104 ms on the same build).
 * pages: [{ url, cookie? }]. Resolves when every load has settled; a page that fails to load is skipped.
 */
import { launchChromium, scrollThrough } from "../dev/chromium.mjs";

export async function warmInBrowser(pages) {
  const browser = await launchChromium();
  try {
    for (const { url, cookie } of pages) {
      for (const viewport of [{ width: 412, height: 823 }, { width: 1350, height: 940 }]) {
        const page = await browser.newPage({ viewport, extraHTTPHeaders: cookie ? { cookie } : undefined });
        try {
          await page.goto(url, { waitUntil: "networkidle", timeout: 30_000 });
          // Lazy images and below-the-fold sections load as a reader scrolls.
          await scrollThrough(page);
          await page.waitForLoadState("networkidle", { timeout: 10_000 });
        } catch {
          /* measured (and reported) by the sections that follow */
        } finally {
          await page.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
}

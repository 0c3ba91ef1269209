/**
 * JavaScript each page loads before any interaction, gzip-compressed, measured in Chromium:
 * every script response of the page load is gzipped (level 9) and summed. Returns
 * [{ name, files, kb, mapLibrary }]: KB = 1024 bytes; `mapLibrary` is true when a script of the
 * load is (or contains) maplibre-gl, which must load only when the map opens (issue 3).
 */
import { gzipSync } from "node:zlib";
import { launchChromium } from "../dev/chromium.mjs";

export async function jsWeight(urls) {
  const browser = await launchChromium();
  const out = [];
  try {
    for (const { name, url, cookie } of urls) {
      const page = await browser.newPage({ extraHTTPHeaders: cookie ? { cookie } : undefined });
      const sizes = new Map();
      const reading = [];
      let mapLibrary = false;
      page.on("response", (res) => {
        if (res.request().resourceType() !== "script") return;
        reading.push(
          res.body().then(
            (body) => {
              sizes.set(res.url(), gzipSync(body, { level: 9 }).length);
              if (/maplibre/i.test(res.url()) || body.includes("maplibregl") || body.includes("maplibre-gl")) mapLibrary = true;
            },
            () => undefined, // redirected or aborted
          ),
        );
      });
      await page.goto(url, { waitUntil: "networkidle" });
      // "networkidle" can come while the entry waits on its start-up stages (messages, Intl warm-up):
      // wait for hydration (the root marks the document), then for a quiet second without a new script.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" || !document.querySelector("script[type=module]"), null, { timeout: 30_000 });
      for (let seen = -1; seen !== reading.length; ) {
        seen = reading.length;
        await page.waitForTimeout(1000);
      }
      // Every body is read before the page closes: a read still pending at close dropped its file.
      await Promise.all(reading);
      const total = [...sizes.values()].reduce((a, b) => a + b, 0);
      out.push({ name, files: sizes.size, kb: Math.round(total / 102.4) / 10, mapLibrary });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

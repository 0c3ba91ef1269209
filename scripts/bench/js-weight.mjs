/**
 * JavaScript each page fetches with no interaction, gzip-compressed, measured in Chromium (issue 28):
 * a fresh browser context per page (no HTTP cache, no storage), every script response gzipped
 * (level 9) and summed, in two figures:
 *   initialKb  the scripts fetched by the time the page has hydrated (the root marks the document)
 *   kb         the scripts fetched by network idle: after hydration, until no new script arrives
 *              for QUIET_MS (longer than the 5 s `whenEngaged` fallback of when-idle.ts, so the
 *              code that loads by itself after a pause counts), at most MAX_WAIT_MS. What a phone
 *              downloads and runs without any tap, scroll or key; the budgets (budgets.mjs) are on it.
 * Returns [{ name, files, kb, initialFiles, initialKb, late: [file names after hydration], mapLibrary }]:
 * KB = 1024 bytes; `mapLibrary` is true when a script of the load is (or contains) maplibre-gl,
 * which must load only when the map opens (issue 3).
 */
import { gzipSync } from "node:zlib";
import { launchChromium } from "../dev/chromium.mjs";

/** No new script for this long after hydration counts as network idle, ms. */
export const QUIET_MS = 6000;
const MAX_WAIT_MS = 30_000;

export async function jsWeight(urls) {
  const browser = await launchChromium();
  const out = [];
  try {
    for (const { name, url, cookie } of urls) {
      const page = await browser.newPage({ extraHTTPHeaders: cookie ? { cookie } : undefined });
      const sizes = new Map();
      const reading = [];
      let hydrated = false;
      const initial = new Set();
      let mapLibrary = false;
      page.on("response", (res) => {
        if (res.request().resourceType() !== "script") return;
        const file = res.url();
        if (!hydrated) initial.add(file);
        reading.push(
          res.body().then(
            (body) => {
              sizes.set(file, gzipSync(body, { level: 9 }).length);
              if (/maplibre/i.test(file) || body.includes("maplibregl") || body.includes("maplibre-gl")) mapLibrary = true;
            },
            () => undefined, // redirected or aborted
          ),
        );
      });
      await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" || !document.querySelector("script[type=module]"), null, { timeout: 30_000 });
      hydrated = true;
      const started = Date.now();
      for (let seen = -1; seen !== reading.length && Date.now() - started < MAX_WAIT_MS; ) {
        seen = reading.length;
        await page.waitForTimeout(QUIET_MS);
      }
      // Every body is read before the page closes: a read still pending at close dropped its file.
      await Promise.all(reading);
      const sum = (files) => files.reduce((a, f) => a + (sizes.get(f) ?? 0), 0);
      const kb = (bytes) => Math.round(bytes / 102.4) / 10;
      const all = [...sizes.keys()];
      const first = all.filter((f) => initial.has(f));
      out.push({ name, files: all.length, kb: kb(sum(all)), initialFiles: first.length, initialKb: kb(sum(first)), late: all.filter((f) => !initial.has(f)).map((f) => f.replace(/^.*\//, "")), mapLibrary });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

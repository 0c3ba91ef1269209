/**
 * The Debian Chromium the dev and bench scripts drive (screenshots, bench warm-up, JS weight,
 * Lighthouse): its path (CHROMIUM_PATH or CHROME_PATH, else /usr/bin/chromium), the flags every
 * script launches it with (headless, no sandbox, no background traffic), `launchChromium()`
 * (Playwright) and `scrollThrough(page)`, which scrolls a page to the bottom half a screen at a time
 * so lazy images load and content-visibility: auto sections render.
 */
import { chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** A Playwright browser on CHROMIUM_PATH with CHROMIUM_FLAGS. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Scrolls `page` (Playwright) to its bottom, half a viewport every `pauseMs` ms. Resolves at the bottom. */
export function scrollThrough(page, pauseMs = 50) {
  return page.evaluate(async (pause) => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, pause));
    }
  }, pauseMs);
}

/**
 * Screenshots of pages at desktop (1280×900) and mobile (390×844) widths, for looking at what we
 * built. Usage: node scripts/dev/screenshots.mjs <port> <outdir> <name=url-path@host> ...
 * e.g. node scripts/dev/screenshots.mjs 8787 /tmp/shots home=/@fr.localhost search=/search@be.localhost
 */
import { mkdirSync } from "node:fs";
import { launchChromium, scrollThrough } from "./chromium.mjs";

const [port, outdir, ...targets] = process.argv.slice(2);
mkdirSync(outdir, { recursive: true });
const browser = await launchChromium();
for (const target of targets) {
  const name = target.slice(0, target.indexOf("="));
  const rest = target.slice(target.indexOf("=") + 1);
  const path = rest.slice(0, rest.lastIndexOf("@"));
  const host = rest.slice(rest.lastIndexOf("@") + 1);
  for (const [label, viewport] of [["desktop", { width: 1280, height: 900 }], ["mobile", { width: 390, height: 844 }]]) {
    const page = await browser.newPage({ viewport, userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" });
    await page.goto(`http://${host}:${port}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(1200);
    if (process.env.FULL === "1") {
      // Scroll through once, as a reader would, so lazy images load; sections with
      // content-visibility: auto are drawn only near the viewport, so the capture shows them all.
      await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
      await scrollThrough(page, 60);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(600);
    }
    await page.screenshot({ path: `${outdir}/${name}-${label}.png`, fullPage: process.env.FULL === "1" });
    await page.close();
  }
}
await browser.close();

import { launchChromium } from "./scripts/dev/chromium.mjs";
const port = 8824;
const shots = [
  ["fr", 1280, "/partenaire/club-rail-plus", "fr-minisite"],
  ["fr", 1280, "/search?minisite=club-rail-plus", "fr-search"],
  ["fr", 1280, "STAY:club-rail-plus", "fr-stay"],
  ["nl", 390, "/partner/ledenvoordeel-fietsbond", "nl-minisite"],
  ["nl", 390, "/search?minisite=ledenvoordeel-fietsbond", "nl-search"],
  ["nl", 390, "STAY:ledenvoordeel-fietsbond", "nl-stay"],
];
const browser = await launchChromium();
for (const [host, width, path, name] of shots) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
  let url = path;
  if (path.startsWith("STAY:")) {
    const slug = path.slice(5);
    await page.goto(`http://${host}.localhost:${port}/search?minisite=${slug}`);
    const href = await page.locator('a[href*="/stay/"]').first().getAttribute("href");
    url = href;
  }
  await page.goto(`http://${host}.localhost:${port}${url}`);
  await page.waitForSelector("html[data-hydrated=true]");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/minisite-shots/${name}-top.png` });
  const legal = page.locator("[data-testid=partner-legal], [data-testid=minisite-footer]").first();
  if (await legal.count()) { await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)); await page.waitForTimeout(800); await legal.scrollIntoViewIfNeeded(); await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/minisite-shots/${name}-legal.png` }); }
  console.log(name, page.url());
  await page.close();
}
await browser.close();

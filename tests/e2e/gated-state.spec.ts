/**
 * Data read only inside hydration gates stays out of the page's state (client/shop/gated-queries.ts,
 * decision 089; issue 28 goal 4): the results and stay pages serve their promo bar, announcement
 * banner, inline blocks and suggestion links as HTML, without their CMS answers in the dehydrated
 * state. At the first interaction each gate fetches its answer and hydrates the server's nodes in
 * place: the same elements stay (nothing blanked or drawn again) and React reports no mismatch
 * (the console guard fails a test on any hydration error).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { get, PORT } from "./http";

/** The query keys a page left out of its state, as they would appear in the stream's script. */
const GATED_KEYS = ['\\"cms\\",\\"promoBars\\"', '\\"themes\\"', '\\"cms\\",\\"announcementBanner\\"', '\\"cms\\",\\"giftBlock\\"', '\\"cms\\",\\"boxBlockSerp\\"', '\\"content\\",\\"targetedBanner\\"', '\\"suggestionLinks\\"'];

/** The page's dehydrated state as served: the inline scripts of its HTML (they remove themselves once run). */
async function stateOf(page: Page, path: string, host = "fr.localhost"): Promise<string> {
  const html = await (await get(page.request, path, host, { cookie: "lastLanguage=nl_BE" })).text();
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
  expect(scripts, "the stream's router state").toContain("$_TSR.router");
  return scripts;
}

/** Marks the server's nodes matched by `selectors` so that a later check can tell they were kept, not drawn again. */
async function markServerNodes(page: Page, selectors: string[]) {
  await page.evaluate((list) => {
    for (const selector of list) for (const el of document.querySelectorAll(selector)) (el as HTMLElement & { __server?: true }).__server = true;
  }, selectors);
}

async function keptServerNodes(page: Page, selector: string): Promise<{ count: number; kept: number }> {
  return page.locator(selector).evaluateAll((els) => ({ count: els.length, kept: els.filter((el) => (el as HTMLElement & { __server?: true }).__server).length }));
}

async function settle(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForLoadState("networkidle");
}

test("results page: the gated blocks are served without their data, then hydrate in place at the first interaction", async ({ page }) => {
  const cmsCalls: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/(cms|content|suggestionLinks)/.test(r.url())) cmsCalls.push(new URL(r.url()).pathname);
  });
  // Booking flow, first page: the gift block after the 6th card, the targeted banner or box carousel after the 12th.
  await page.goto("/search");
  await settle(page);
  const state = await stateOf(page, "/search");
  for (const key of GATED_KEYS) expect(state, `${key} in the state`).not.toContain(key);
  expect(state, "the offers are in the state").toContain('\\"offers\\"');
  expect(cmsCalls, "no CMS call before the first interaction").toEqual([]);

  const blocks = ['[data-testid="promo-bar"] a', '[data-testid="announcement-banner"]', '[data-block="gift"] a', '[data-testid="suggestion-links"] a', '[data-block="banner"], [data-block="boxes"]'];
  for (const selector of blocks) await expect(page.locator(selector).first(), selector).toBeVisible();
  await markServerNodes(page, blocks);

  await page.keyboard.press("Shift");
  // Every gate fetched its answer and hydrated (data-live on its wrapper) around the same nodes.
  await expect.poll(() => cmsCalls.length).toBeGreaterThanOrEqual(4);
  for (const selector of blocks) {
    await expect(page.locator(`[data-live] ${selector.split(",")[0]}`).first(), `${selector} hydrated`).toBeAttached();
    const { count, kept } = await keptServerNodes(page, selector);
    expect(count, selector).toBeGreaterThan(0);
    expect(kept, `${selector}: the server's nodes kept`).toBe(count);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("stay page (nl_BE): the promo bar and banner hydrate in place from data fetched at the first interaction", async ({ page }) => {
    await page.goto(`http://be.localhost:${PORT}/search?lang=nl`);
    await settle(page);
    const stay = await page.locator("article h3 a").first().getAttribute("href");
    const path = stay!.split("#")[0]!;
    await page.goto(`http://be.localhost:${PORT}${path}`);
    await settle(page);
    const state = await stateOf(page, path, "be.localhost");
    for (const key of GATED_KEYS.filter((k) => k.includes("promoBars") || k.includes("announcementBanner"))) expect(state, key).not.toContain(key);
    const bar = '[data-testid="promo-bar"] a';
    await expect(page.locator(bar).first()).toBeVisible();
    await markServerNodes(page, [bar]);
    await page.keyboard.press("Shift");
    await expect(page.locator(`[data-live] ${bar}`).first()).toBeAttached();
    const { count, kept } = await keptServerNodes(page, bar);
    expect(kept).toBe(count);
  });
});

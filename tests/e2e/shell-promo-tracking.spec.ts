/**
 * The search and product families' promo bar and announcement banner, and tracking (issue 16;
 * spec 001 §2 Header "Three page families feed the promo bar", "Announcement banner on home,
 * search and product pages", §7 tracking events; spec 000 §7 analytics beacon; decision 042).
 *
 * Desktop fr: the search page shows its family's bar and banner; the results listed push
 * view_item_list, the card chosen select_item, the stay page view_item; the list's event is posted
 * to the beacon endpoint with the tag manager's ids (204). The data layer is mirrored into
 * sessionStorage by an init script, so the test reads what any page of the tab pushed. Phone nl
 * (390 px): the bar's links all fit in the screen.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";

const port = process.env.E2E_PORT ?? "8788";
type Pushed = { event: string; ecommerce?: { item_list_name?: string; items: { item_id: string; item_name: string; price: number; index?: number }[] } };

/** Keeps every data-layer push of the tab in sessionStorage (survives page loads). */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const key = "e2e.dataLayer";
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      sessionStorage.setItem(key, JSON.stringify([...JSON.parse(sessionStorage.getItem(key) ?? "[]"), ...items]));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

async function pushed(page: Page, event: string): Promise<Pushed[]> {
  const all = await page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e.dataLayer") ?? "[]") as Pushed[]);
  return all.filter((e) => e.event === event);
}

test("fr desktop: search and stay pages show their promo bar and banner; listing, choosing and viewing are tracked", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The tag manager's cookies: the beacon takes its ids at once (spec 000 §9 waits for them otherwise).
  await context.addCookies([
    { name: "_ga", value: "GA1.1.424242.1700000000", domain: "fr.localhost", path: "/" },
    { name: "_ga_E2E", value: "GS1.1.1700000777.1.0.1700000777.0.0.0", domain: "fr.localhost", path: "/" },
  ]);
  await recordDataLayer(page);
  const listBeacon = page.waitForRequest((r) => r.url().endsWith("/api/analytics/ga/collect/fr_FR") && (r.postData() ?? "").includes('"view_item_list"'));
  await page.goto("/search");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const bar = page.locator('[data-testid="promo-bar"][data-promo-family="search"]');
  await expect(bar.getByRole("link", { name: /^Ventes flash -\d+ %$/ })).toHaveAttribute("href", "/search#sort=promo");
  await expect(bar.getByRole("link", { name: "Une question ? On vous répond" })).toBeVisible();
  await expect(page.getByTestId("announcement-banner")).toContainText("Annulation gratuite sur la plupart des séjours");

  // view_item_list once the results are shown and the visitor interacts (a wheel here; or 5 s
  // later: decision 045), and its beacon with the Google ids. The wheel also hydrates the list.
  await page.mouse.wheel(0, 10);
  await expect.poll(async () => (await pushed(page, "view_item_list")).length).toBe(1);
  const [list] = await pushed(page, "view_item_list");
  expect(list!.ecommerce!.item_list_name).toBe("search_booking");
  const beacon = JSON.parse((await listBeacon).postData()!) as { client_id: string; session_id?: string; events: { name: string }[] };
  expect(beacon).toMatchObject({ client_id: "424242.1700000000", session_id: "1700000777" });
  expect((await (await listBeacon).response())?.status()).toBe(204);

  // Choosing the second card: select_item with that card, then the stay page's view_item. The list
  // hydrated at the first interaction (the wheel above); the card is chosen once React owns its
  // link, so the stay page opens as a client navigation.
  const article = page.locator("article[data-offer-id]").nth(1);
  const card = article.locator("[data-select-item]");
  const id = await article.getAttribute("data-offer-id");
  await expect.poll(() => card.evaluate((a) => Object.keys(a).some((k) => k.startsWith("__reactProps")))).toBe(true);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/stay/${id}`));
  const [selected] = await pushed(page, "select_item");
  expect(selected!.ecommerce!.items).toEqual([expect.objectContaining({ item_id: id, index: 1 })]);
  expect(selected!.ecommerce!.items[0]!.item_name).toBe(list!.ecommerce!.items[1]!.item_name);

  await expect(page.locator('[data-testid="promo-bar"][data-promo-family="product"]').getByRole("link", { name: /^Ventes flash -\d+ %$/ })).toBeVisible();
  await expect(page.getByTestId("announcement-banner")).toContainText("Payez en 3 fois dès 200 €");
  await expect.poll(async () => (await pushed(page, "view_item")).length).toBe(1);
  const [viewed] = await pushed(page, "view_item");
  expect(viewed!.ecommerce!.items[0]!.item_id).toBe(id);
});

test("nl 390 px: the promo bar's links all fit on the search and stay pages", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = async (family: string) => {
    const links = page.locator(`[data-testid="promo-bar"][data-promo-family="${family}"] a`);
    await expect(links.first()).toBeVisible();
    const boxes = await links.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
    expect(boxes.length).toBeGreaterThan(1);
    for (const b of boxes) expect(b.left >= 0 && b.right <= 390, JSON.stringify(b)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  };
  await page.goto(`http://nl.localhost:${port}/search`, { waitUntil: "domcontentloaded" });
  await expect(page.getByTestId("promo-bar").getByRole("link", { name: "Vragen? Wij helpen je" })).toBeVisible();
  await fits("search");
  const href = await page.locator("[data-select-item]").first().getAttribute("href");
  await page.goto(`http://nl.localhost:${port}${href}`, { waitUntil: "domcontentloaded" });
  await expect(page.getByTestId("announcement-banner")).toBeVisible();
  await fits("product");
});

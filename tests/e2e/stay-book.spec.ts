/**
 * Choosing dates and a party on a stay, the quote with local tax, Book and the booking summary
 * (spec 001 §4 product page steps, date selection, price-update modal; §3 Quote, Local tax,
 * Booking price breakdown; §9 "total stay equals amount to pay today plus tax"; issue 15).
 *
 * 100447 is a 2-night stay of the deterministic seed whose hotel charges a tourist tax per adult per
 * night. The price-change cases move the package's rates in the local D1 between the page's quote
 * and Book, as a hotel changing its rates would (wrangler d1 execute on the server's own database),
 * and put them back afterwards.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { get } from "./http";
import { bookableCheckin, chooseActivityDates, plusDays } from "./stay-dates";

const STAY = 100447;
const messages = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;
const fr = messages("fr");
const nl = messages("nl");
const norm = (s: string | null) => (s ?? "").replace(/\s/g, " ").trim();



/**
 * Moves every rate of the stay by `cents` in the server's local D1. Tried three times: the
 * database may be busy with the worker's own writes (carts) for a moment.
 */
function moveRates(cents: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", `UPDATE rate_plans SET sell_price_cents = sell_price_cents + (${cents}) WHERE package_id = ${STAY}`], {
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" },
        stdio: "ignore",
      });
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

/** Opens a page and waits for hydration (before it the server-rendered buttons do nothing yet). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Opens the calendar from the booking controls and picks checkin → checkin + 2 nights. */
async function chooseDates(page: Page, checkin: string, m: Record<string, string>, mobile: boolean) {
  await page.getByRole("button", { name: new RegExp(m["product.book.dates"]!) }).click();
  const calendar = page.getByTestId("search-calendar");
  await expect(calendar).toBeVisible();
  if (!mobile) {
    // The two-month dropdown is wider than the sticky booking column and must be neither clipped by
    // it nor below the window: its corners are the calendar's own, inside the viewport.
    const corners = await calendar.evaluate((panel) => {
      const r = panel.getBoundingClientRect();
      const at = (x: number, y: number) => panel.contains(document.elementFromPoint(x, y));
      return { inside: r.left >= 0 && r.top >= 0 && r.bottom <= window.innerHeight, hit: [at(r.left + 12, r.top + 12), at(r.right - 12, r.bottom - 12)] };
    });
    expect(corners).toEqual({ inside: true, hit: [true, true] });
  }
  await calendar.locator(`[data-day="${checkin}"] button`).click();
  // Only the package's possible checkout nights (2 and 3 here) can be the check-out.
  await expect(calendar.locator(`[data-day="${plusDays(checkin, 1)}"] button`)).toBeDisabled();
  await calendar.locator(`[data-day="${plusDays(checkin, 2)}"] button`).click();
  if (mobile) await calendar.getByRole("button", { name: m["calendar.validate"] }).click();
  await expect(calendar).toBeHidden();
}

test.describe("stay: dates, party, quote, Book, booking summary", () => {
  test("desktop fr: the quote shows the tourist tax and the summary the same total", async ({ page, request }) => {
    const checkin = await bookableCheckin(request, STAY);
    await open(page, `/stay/${STAY}`);
    await chooseDates(page, checkin, fr, false);
    await expect(page).toHaveURL(new RegExp(`checkin=${checkin}&checkout=${plusDays(checkin, 2)}`));
    const quote = page.getByTestId("stay-quote");
    await expect(quote).toBeVisible();

    // Party: three adults; the tax is per adult per night.
    await page.locator("#stay-travellers").click();
    await page.getByRole("button", { name: fr["travellers.increase"]!.replace("{label}", fr["travellers.a"]!) }).click();
    await page.getByRole("button", { name: fr["travellers.confirm"] }).click();
    await expect(page).toHaveURL(/a=3/);
    const api = await (await get(request, `/api/weekend/${STAY}/quote-realtime.json?checkin=${checkin}&nights=2&adult=3`)).json();
    expect(api.localTax.total).toBe(api.localTax.amount * 3 * 2);
    expect(api.localTax.total).toBeGreaterThan(0);
    const money = (c: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", minimumFractionDigits: c % 100 ? 2 : 0, maximumFractionDigits: c % 100 ? 2 : 0 }).format(c / 100);
    await expect.poll(async () => norm(await quote.getByTestId("quote-today").textContent())).toBe(norm(money(api.priceInfo.sellPrice)));
    expect(norm(await quote.getByTestId("quote-tax").textContent())).toBe(norm(money(api.localTax.total)));
    const total = norm(await quote.getByTestId("quote-total").textContent());
    expect(total).toBe(norm(money(api.priceInfo.sellPrice + api.localTax.total)));

    // The tourist tax explainer.
    await quote.getByRole("button", { name: fr["product.quote.localTaxInfo"] }).click();
    const taxDialog = page.getByTestId("local-tax-dialog");
    await expect(taxDialog).toBeVisible();
    expect(norm(await taxDialog.textContent())).toContain(norm(money(api.localTax.amount)));
    await taxDialog.getByRole("button", { name: fr["product.dialog.close"] }).click();
    await expect(taxDialog).toBeHidden();

    const events = page.evaluate(() => new Promise<unknown[]>((resolve) => {
      const check = () => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.some((e) => e.event === "add_to_cart") ? resolve((window as unknown as { dataLayer: unknown[] }).dataLayer) : setTimeout(check, 20));
      check();
    }));
    await chooseActivityDates(page);
    await page.getByRole("button", { name: fr["product.book.book"], exact: true }).click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f]{32}$/);
    // The shared item shape (as view_item): the stay, its hotel as brand, the flow as category.
    const added = ((await events) as { event: string; ecommerce?: { items: Record<string, unknown>[] } }[]).find((e) => e.event === "add_to_cart");
    expect(added?.ecommerce?.items[0]).toMatchObject({ item_id: String(STAY), item_category: "booking", item_brand: expect.any(String), quantity: 1 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr["booking.title"]!);
    expect(norm(await page.getByTestId("booking-total").textContent())).toBe(total);
    expect(norm(await page.getByTestId("booking-tax").textContent())).toBe(norm(money(api.localTax.total)));
    await expect(page.getByTestId("payment-notice")).toHaveText(fr["booking.noPayment"]!);
    // The activities' days chosen before Book (the first offered: the check-in) are kept with the
    // cart and said on the summary's activity lines (spec 001 §5; issue 26).
    const cart = await (await get(request, `/api/carts/${page.url().split("/").pop()}.json?locale=fr_FR`)).json();
    const activityLines = (cart.programLineList as { title: string; type: string; date?: string | null }[]).filter((l) => l.type === "activity");
    expect(activityLines.length).toBeGreaterThan(0);
    for (const line of activityLines) {
      expect(line.date, line.title).toBe(checkin);
      expect(norm(await page.getByTestId("booking-included").textContent())).toContain(norm(fr["booking.activityOnDay"]!.replace("{activity}", line.title).split("{day}")[0]!));
    }

    // The payment step shows the same summary and says plainly that no money is taken.
    await page.getByRole("link", { name: fr["booking.continueToPayment"] }).click();
    await expect(page).toHaveURL(/\/payment\/[0-9a-f]{32}$/);
    expect(norm(await page.getByTestId("booking-total").textContent())).toBe(total);
    await expect(page.getByTestId("payment-notice")).toHaveText(fr["booking.noPayment"]!);
  });

  test("Book checks in the spec's order: activity dates (flagged), then the real-time quote", async ({ page, request }) => {
    // Spec 001 §4: (1) every activity dated, else the missing ones flagged, (2) stay dates, (3) the real-time quote.
    const realtime: string[] = [];
    page.on("request", (r) => { if (r.url().includes("/quote-realtime.json")) realtime.push(r.url()); });
    const checkin = await bookableCheckin(request, STAY);
    await open(page, `/stay/${STAY}`);
    const book = page.getByRole("button", { name: fr["product.book.book"], exact: true });
    const activity = page.getByTestId("activity-dates").locator("select").first();
    // Nothing chosen: (1) comes first; its days are the stay's, so the calendar opens with it.
    await book.click();
    await expect(page.getByTestId("book-message")).toHaveText(fr["product.book.chooseActivityDates"]!);
    await expect(activity).toHaveAttribute("aria-invalid", "true");
    const calendar = page.getByTestId("search-calendar");
    await expect(calendar).toBeVisible();
    await calendar.locator(`[data-day="${checkin}"] button`).click();
    await calendar.locator(`[data-day="${plusDays(checkin, 2)}"] button`).click();
    await expect(calendar).toBeHidden();
    // Stay dates without activity dates: still (1), and no real-time quote asked.
    await expect(page.getByTestId("stay-quote")).toBeVisible();
    await book.click();
    await expect(page.getByTestId("book-message")).toHaveText(fr["product.book.chooseActivityDates"]!);
    await expect(activity).toHaveAttribute("aria-invalid", "true");
    expect(realtime).toEqual([]);
    // Dated: the flag goes, and Book asks the real-time quote (3) with the activities' dates, then hands off.
    await chooseActivityDates(page);
    await activity.selectOption(plusDays(checkin, 1));
    await expect(activity).not.toHaveAttribute("aria-invalid", "true");
    await book.click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f]{32}$/);
    expect(realtime).toHaveLength(1);
    expect(decodeURIComponent(realtime[0]!)).toMatch(new RegExp(`activitySelectionList=\\d+:${plusDays(checkin, 1)}`));
  });

  test("desktop fr: a lower price at Book celebrates with Continue only, and the cart has the new price", async ({ page, request }) => {
    const checkin = await bookableCheckin(request, STAY);
    await open(page, `/stay/${STAY}#checkin=${checkin}&checkout=${plusDays(checkin, 2)}`);
    const today = page.getByTestId("quote-today");
    await expect(today).toBeVisible();
    const shown = norm(await today.textContent());
    await chooseActivityDates(page);
    moveRates(-2000);
    try {
      await page.getByRole("button", { name: fr["product.book.book"], exact: true }).click();
      const dialog = page.getByTestId("price-change-dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading")).toHaveText(fr["product.priceChange.lower"]!);
      expect(norm(await dialog.getByTestId("old-price").textContent())).toBe(shown);
      await expect(dialog.getByTestId("price-difference")).toContainText("20");
      await expect(dialog.getByRole("button", { name: fr["product.priceChange.back"] })).toHaveCount(0);
      const newPrice = norm(await dialog.getByTestId("new-price").textContent());
      await dialog.getByRole("button", { name: fr["product.priceChange.continue"] }).click();
      await expect(page).toHaveURL(/\/booking\/[0-9a-f]{32}$/);
      expect(norm(await page.getByTestId("booking-today").textContent())).toBe(newPrice);
    } finally {
      moveRates(2000);
    }
  });
});

test.describe("mobile nl", () => {
  test.use({ viewport: { width: 390, height: 844 }, baseURL: `http://nl.localhost:${process.env.E2E_PORT ?? "8788"}` });

  test("a higher price at Book offers Back and Continue; Back keeps the shopper on the stay", async ({ page, request }) => {
    const checkin = await bookableCheckin(request, STAY, "nl.localhost");
    await open(page, `/stay/${STAY}`);
    await chooseDates(page, checkin, nl, true);
    await expect(page.getByTestId("quote-total")).toBeVisible();
    await chooseActivityDates(page);
    moveRates(1500);
    try {
      await page.getByRole("button", { name: nl["product.book.book"], exact: true }).click();
      const dialog = page.getByTestId("price-change-dialog");
      await expect(dialog.getByRole("heading")).toHaveText(nl["product.priceChange.higher"]!);
      await expect(dialog.getByTestId("price-difference")).toContainText("15");
      const newPrice = norm(await dialog.getByTestId("new-price").textContent());
      await dialog.getByRole("button", { name: nl["product.priceChange.back"] }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/stay/${STAY}`));
      // The quote now shows the real-time price.
      expect(norm(await page.getByTestId("quote-today").textContent())).toBe(newPrice);
    } finally {
      moveRates(-1500);
    }
  });
});

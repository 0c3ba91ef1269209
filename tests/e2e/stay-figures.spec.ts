/**
 * One stay's figures along the journey a shopper makes (issue 25 "one truth on every screen",
 * item 4): a dated search's card → the stay page's price panel and quote → the booking summary of
 * the cart Book made, with the auto-discount experiment on (EXTRA10). Each screen's figure is read
 * from its `data-figure` / `data-cents` attributes (the value it formats): the card's sell price is
 * the page's and the summary's, and the reduction the card promises is the line the quote and the
 * summary take off. fr_FR at 1280 px and nl_BE at 390 px. The worker-level suite
 * (tests/workers/consistency/stays.test.ts) walks the catalog; this walks the browser.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { PORT } from "./http";
import { bookableCheckin, chooseActivityDates, plusDays } from "./stay-dates";

test.use({ experiments: "dateVariation:control,autoDiscount:label,targetedLabels:control" });

/** A Friday four to five weeks ahead (ISO date): the seed sells weekends. */
function friday(): string {
  const today = new Date().toISOString().slice(0, 10);
  const day = new Date(`${today}T12:00:00Z`).getUTCDay();
  return plusDays(today, 28 + ((5 - day + 7) % 7));
}

const cents = async (page: Page, scope: string, name: string) => Number(await page.locator(`${scope} [data-figure="${name}"]`).first().getAttribute("data-cents"));

async function journey(page: Page, origin: string, shots: string) {
  test.setTimeout(180_000);
  const checkin = friday();
  const hash = `checkin=${checkin}&checkout=${plusDays(checkin, 2)}&a=2`;
  // The server renders the undated cards; the client asks offers.json for the hash's dates and redraws them.
  const dated = page.waitForResponse((r) => r.url().includes("/api/offers.json") && r.request().method() === "POST", { timeout: 70_000 });
  await page.goto(`${origin}/search${origin.includes("be.") ? "?lang=nl" : ""}#${hash}`);
  // The first page of a fresh server on a loaded machine may take long to hydrate.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 60_000 });
  await dated;
  await expect(page.locator('article[data-offer-id] [data-figure="sellPrice"]').first()).toBeVisible();
  // The dated cards (the client refetches for the hash's dates): the first one with the EXTRA10 label.
  const card = page.locator('article[data-offer-id]:has([data-card-label="autoDiscount"])').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const id = await card.getAttribute("data-offer-id");
  const scope = `article[data-offer-id="${id}"]`;
  const sell = await cents(page, scope, "sellPrice");
  const reduction = await cents(page, scope, "reduction");
  expect(reduction).toBeGreaterThan(0);
  expect(reduction).toBe(Math.ceil(sell / 10));
  await page.locator(scope).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/stay/${shots}-1-card.png` });

  await page.locator(scope).locator("a[data-select-item]").click();
  await expect(page).toHaveURL(new RegExp(`/stay/${id}.*#.*checkin=${checkin}`));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  const panel = page.locator("aside:not([data-price-pending])").first();
  await expect(panel.locator('[data-figure="sellPrice"]')).toHaveAttribute("data-cents", String(sell));
  await expect(panel.locator('[data-figure="reduction"]')).toHaveAttribute("data-cents", String(reduction));

  // The quote (the booking widget loads for the hash's dates) carries the same reduction line.
  const widget = page.getByTestId("stay-booking");
  const quote = widget.getByTestId("stay-quote");
  await expect(quote).toBeVisible({ timeout: 20_000 });
  await expect(quote.getByTestId("quote-stay-price")).toHaveAttribute("data-cents", String(sell));
  await expect(quote.getByTestId("quote-reduction")).toHaveAttribute("data-cents", String(reduction));
  await quote.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/stay/${shots}-2-stay.png` });
  await chooseActivityDates(page);
  await widget.getByRole("button", { name: /^(Réserver|Boeken)$/ }).click();
  // Book quotes in real time and hands off to the booking summary, whose breakdown shows the same figures.
  await expect(page).toHaveURL(/\/booking\/[0-9a-f]{32}/, { timeout: 20_000 });
  const breakdown = page.locator('section[aria-labelledby="booking-breakdown"]');
  await expect(breakdown).toBeVisible({ timeout: 20_000 });
  await expect(breakdown.locator('[data-figure="sellPrice"]')).toHaveAttribute("data-cents", String(sell));
  await expect(breakdown.locator('[data-figure="reduction"]')).toHaveAttribute("data-cents", String(reduction));
  await breakdown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/stay/${shots}-3-summary.png` });
}

test("desktop fr_FR: card → stay page → booking summary show the same price and EXTRA10 reduction", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await journey(page, `http://fr.localhost:${PORT}`, "fr-1280");
});

test("phone nl_BE: card → stay page → booking summary show the same price and EXTRA10 reduction", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await journey(page, `http://be.localhost:${PORT}`, "nl-390");
});

/**
 * Failure states of the stay page's booking widget (spec 001 §8, §5; issue 25 item 10): quote.json
 * failing shows "No more availabilities…" with no price and no Book; the real-time quote failing at
 * Book keeps its own message and Book. Faults are injected on the browser's calls (page.route).
 */
test.describe("stay page: failed calls", () => {
  test.use({ allowedConsole: [/Failed to load resource: the server responded with a status of 500/] });
  const STAY = 100447;
  const fr = JSON.parse(readFileSync(new URL("../../locales/fr.json", import.meta.url), "utf8")) as Record<string, string>;

  test("desktop fr: quote.json fails → the spec's message, no price, no Book", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route("**/api/weekend/*/quote.json*", (route) => route.fulfill({ status: 500, body: "{}" }));
    const checkin = await bookableCheckin(request, STAY);
    await page.goto(`http://fr.localhost:${PORT}/stay/${STAY}#checkin=${checkin}&checkout=${plusDays(checkin, 2)}&a=2`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    const widget = page.getByTestId("stay-booking");
    await expect(widget.getByTestId("no-more-availabilities")).toHaveText(fr["product.book.noMoreAvailabilities"]!, { timeout: 30_000 });
    await expect(widget.getByTestId("stay-quote")).toHaveCount(0);
    await expect(widget.getByRole("button", { name: fr["product.book.book"] })).toHaveCount(0);
    await page.screenshot({ path: "/tmp/stay/fr-1280-4-quote-failed.png" });
  });

  test("desktop fr: the real-time quote fails at Book → its own message, Book stays", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route("**/api/weekend/*/quote-realtime.json*", (route) => route.fulfill({ status: 500, body: "{}" }));
    const checkin = await bookableCheckin(request, STAY);
    await page.goto(`http://fr.localhost:${PORT}/stay/${STAY}#checkin=${checkin}&checkout=${plusDays(checkin, 2)}&a=2`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    const widget = page.getByTestId("stay-booking");
    await expect(widget.getByTestId("stay-quote")).toBeVisible({ timeout: 20_000 });
    await chooseActivityDates(page);
    await widget.getByRole("button", { name: fr["product.book.book"] }).click();
    await expect(widget.getByTestId("book-message")).toHaveText(fr["product.book.quoteFetchError"]!, { timeout: 20_000 });
    await expect(widget.getByRole("button", { name: fr["product.book.book"] })).toBeVisible();
    await expect(widget.getByTestId("no-more-availabilities")).toHaveCount(0);
  });
});

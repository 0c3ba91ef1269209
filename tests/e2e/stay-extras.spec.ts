/**
 * The stay page's extras (spec 001 §2 upsell section, other products carousel; §3 Instalment
 * option, Upsell; §4 "Adding or removing an upsell shows a message and redirects to the upsell
 * product after 500 ms", "A loading modal with a label shows during upsell changes"; §9
 * Instalments; issue 15). Rules and boundaries are in the unit and worker tests; this is the
 * journey: dates chosen → the quote → the instalment options; Add an upsell → the loading label →
 * the upsell product, same dates; on a phone in Dutch, the other products carousel scrolls.
 *
 * 101055 (deterministic seed) is a 2-night stay in Avignon at about 350 € whose hotel sells the
 * same stay with a massage more (101057): 3 and 4 times are allowed in fr_FR.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { bookableCheckin, plusDays } from "./stay-dates";

const STAY = 101055;
const UPSELL = 101057;
const messages = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;
const fr = messages("fr");
const nl = messages("nl");
const PORT = process.env.E2E_PORT ?? "8788";


async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test("desktop fr: dates chosen → instalment options; Add an upsell → loading label → the upsell product", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const checkin = await bookableCheckin(request, STAY);
  const hash = `checkin=${checkin}&checkout=${plusDays(checkin, 2)}`;
  await open(page, `/stay/${STAY}#${hash}`);

  // After the quote: the options, in a disclosure under the total.
  await expect(page.getByTestId("quote-total")).toBeVisible();
  const options = page.getByTestId("instalment-options");
  await options.getByText(fr["instalments.title"]!).click();
  const three = options.getByTestId("instalment-threeTimes");
  await expect(three).toContainText(/Payez en 3 fois : [\d\s,]+€ puis 2 x [\d\s,]+€/);
  await expect(three.locator("ol > li")).toHaveCount(3);
  // Monthly dates in the market's format, the fee with the first.
  await expect(three.locator("ol > li").nth(1)).toContainText(/\d{1,2} [a-zéû]+\.? \d{4}/);
  await expect(three).toContainText(/Dont [\d\s,]+€ de frais/);
  await expect(options.getByTestId("instalment-fourTimes").locator("ol > li")).toHaveCount(4);
  await expect(options.getByTestId("instalment-payLater")).toContainText(/payez plus tard : [\d\s,]+€ le /);

  // A short laptop screen: the sticky booking column, taller than the window with the quote and the
  // options open, scrolls on its own under the pointer and Book comes into view (it was cut off).
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.locator("#description").evaluate((el) => el.scrollIntoView());
  const readingAt = await page.evaluate(() => window.scrollY);
  const column = (await page.locator("#booking").boundingBox())!;
  await page.mouse.move(column.x + column.width / 2, 300);
  const book = page.locator("#booking").getByRole("button", { name: fr["product.book.book"], exact: true });
  const bookInView = async () => { const b = await book.boundingBox(); return b !== null && b.y + b.height <= 600; };
  await expect.poll(async () => (await bookInView()) || (await page.mouse.wheel(0, 250), false)).toBe(true);
  // ...while the page stays where the shopper was reading.
  expect(await page.evaluate(() => window.scrollY)).toBe(readingAt);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The upsell: same stay with more, Add → the loading modal with its label, then the product.
  // Below the fold, loaded once the visitor scrolls near it (just above the same hotel's other offers).
  await page.getByRole("heading", { name: fr["product.otherOffers"] }).scrollIntoViewIfNeeded();
  const upsells = page.getByTestId("upsell-section");
  await upsells.scrollIntoViewIfNeeded();
  const add = upsells.getByRole("button", { name: new RegExp(`^${fr["upsell.add"]} `) }).first();
  await add.click();
  const loading = page.getByTestId("upsell-loading");
  await expect(loading).toBeVisible();
  await expect(loading).toContainText(fr["upsell.loading"]!);
  await expect(page).toHaveURL(new RegExp(`/stay/${UPSELL}-[^#]*#${hash.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  // From the upsell product, the same extra reads as included and can be removed.
  await expect(page.getByTestId("upsell-section").getByRole("button", { name: new RegExp(`^${fr["upsell.remove"]} `) })).toBeVisible();
  await expect(page.getByTestId("quote-total")).toBeVisible();
});

test("390 px nl: the other products carousel scrolls with its buttons", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `http://nl.localhost:${PORT}/stay/${STAY}`);
  const section = page.getByTestId("other-products");
  await page.mouse.wheel(0, 6000);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("heading", { name: nl["product.otherProducts"] })).toBeVisible();
  const list = section.locator("#other-products-list");
  expect(await list.locator("> li").count()).toBeGreaterThan(1);
  const previous = section.getByRole("button", { name: nl["product.carouselPrevious"] });
  const next = section.getByRole("button", { name: nl["product.carouselNext"] });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(100);
  await expect(previous).toBeEnabled();
  // No horizontal overflow of the page itself on a phone (WCAG 1.4.10).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/**
 * The gifting journey of issue 15 (spec 001 §2 "Gifting setup", §4 flow switch and gift format, §5
 * gift form, §3 Booking price breakdown; docs/decisions/033): on a stay, switch to gifting, open
 * 'Personalise your gift' and Offer, choose the nights and the physical format with a sleeve, write a
 * message over the limit and see the error, continue, and land on the booking summary whose
 * breakdown shows the shipping. Desktop in fr_FR, 390 px in nl_NL.
 *
 * The physical format needs the physicalFormat flag, off in wrangler.toml (the box pages test it
 * off): this spec starts its own worker with FLAG_PHYSICAL_FORMAT=true on the test port + 100.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { PORT } from "./http";
import { startServer } from "./server.mjs";

const STAY = 100447;
const FLAG_PORT = Number(PORT) + 100;
const messages = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;

// The night selector is the control's: a visitor drawn into the three-price voucher (decision 043)
// would see the bucket prices instead.
test.use({ experiments: "dateVariation:control,threePriceVoucher:control" });

let server: { stop: () => void } | null = null;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer(FLAG_PORT, { vars: { FLAG_PHYSICAL_FORMAT: "true" } });
  // A fresh worker's first catalog reads (cold isolate, cold D1) can pass the 3 s upstream timeout
  // on a loaded CI machine: the page then answers 503, as it should. Warm it before the journeys.
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`http://127.0.0.1:${FLAG_PORT}/stay/${STAY}?flow=gifting`, { headers: { host: `fr.localhost:${FLAG_PORT}` } }).catch(() => null);
    if (res?.status === 200) break;
  }
});
test.afterAll(() => server?.stop());

async function journey(page: Page, host: string, lang: string) {
  const m = messages(lang);
  await page.goto(`http://${host}:${FLAG_PORT}/stay/${STAY}?flow=gifting`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The price column's entry (the page's gift section has the same one, decision 075).
  await page.locator("#booking").getByTestId("gift-personalise").click();
  await expect(page.getByTestId("gift-drawer")).toBeVisible();
  await page.getByTestId("gift-offer").click();
  await expect(page).toHaveURL(new RegExp(`/gift/${STAY}`));
  await expect(page.getByRole("heading", { level: 1, name: m["gifting.title"] })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // Nights: 2 (the hash follows), then the physical format with a paid sleeve.
  const nights = page.getByTestId("gift-nights").getByRole("radio");
  await nights.nth(1).check();
  await expect(page).toHaveURL(/giftNights=2/);
  await page.getByTestId("gift-format-physical").click();
  await expect(page).toHaveURL(/giftFormat=physical/);
  const sleeve = page.getByTestId("gift-sleeves").locator("label").nth(1);
  await sleeve.click();
  await expect(sleeve).toHaveAttribute("data-checked", "true");
  await expect(page.getByTestId("gift-line-sleeve")).toBeVisible();
  await expect(page.getByTestId("gift-line-shipping")).toBeVisible();

  // The physical card names its sender: Continue without one shows 'Mandatory field'.
  await page.getByTestId("gift-continue").click();
  await expect(page.getByTestId("gift-fromName-error")).toHaveText(m["gifting.form.error.mandatory"]!);
  await page.getByLabel(m["gifting.form.fromName"]!, { exact: true }).fill("Camille");

  // A message at the limit, then one more character: refused, with the error.
  const message = page.locator("#gift-message");
  await message.fill("x".repeat(180));
  await message.press("y");
  await expect(message).toHaveValue("x".repeat(180));
  await expect(page.getByTestId("gift-message-error")).toHaveText(m["gifting.form.error.maxLength"]!.replace("{max}", "180"));
  await message.fill("Joyeux anniversaire !");
  const total = await page.getByTestId("gift-total").textContent();

  await page.getByTestId("gift-continue").click();
  await expect(page).toHaveURL(/\/booking\/gift\/[0-9a-f]{32}$/);
  await expect(page.getByTestId("gift-booking-message")).toHaveText("Joyeux anniversaire !");
  await expect(page.getByTestId("gift-booking-shipping")).toBeVisible();
  await expect(page.getByTestId("gift-booking-total")).toHaveText(total!);
}

test("fr desktop: gifting setup with nights, physical format and sleeve, message limit, booking summary with shipping", async ({ page }) => {
  await journey(page, "fr.localhost", "fr");
});

test.describe("390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("nl: the same journey on a phone", async ({ page }) => {
    await journey(page, "nl.localhost", "nl");
  });
});

/**
 * The gift card (spec 001 §2 "Gift card customisation route is /giftcard/customization"; §9
 * "Italian shows gift card banner"; docs/decisions/033): the Italian home's gift banner links to it;
 * choose an amount, write a message, continue to the booking summary (digital: no shipping).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./console-guard";
import { PORT } from "./http";

const it = JSON.parse(readFileSync(new URL("../../locales/it.json", import.meta.url), "utf8")) as Record<string, string>;

test("it: a gift card of 150 € with a message lands on the booking summary", async ({ page }) => {
  await page.goto(`http://it.localhost:${PORT}/giftcard/customization`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1, name: it["gifting.card.title"] })).toBeVisible();
  await page.getByTestId("giftcard-amounts").getByText("150", { exact: false }).click();
  await page.locator("#gift-message").fill("Buon compleanno!");
  await expect(page.getByTestId("gift-total")).toContainText("150");
  await page.getByTestId("gift-continue").click();
  await expect(page).toHaveURL(/\/booking\/gift\/[0-9a-f]{32}$/);
  await expect(page.getByTestId("gift-booking-label")).toHaveText(it["gifting.card.title"]!);
  await expect(page.getByTestId("gift-booking-total")).toContainText("150");
  await expect(page.getByTestId("gift-booking-shipping")).toHaveCount(0);
});

const fr = JSON.parse(readFileSync(new URL("../../locales/fr.json", import.meta.url), "utf8")) as Record<string, string>;

test("fr: an amount below the minimum reads 'to choose' in the recap, never 'Offert' or 0 € (issue 25 item 22)", async ({ page }) => {
  await page.goto(`http://fr.localhost:${PORT}/giftcard/customization`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The setup hydrates at the first interaction (decision 052), the click replayed: no check().
  const custom = page.getByTestId("giftcard-amounts").locator("input[value=custom]");
  await custom.click();
  await expect(custom).toBeChecked();
  await page.getByTestId("giftcard-custom").fill("5");
  const voucher = page.getByTestId("gift-line-voucher");
  await expect(voucher).toContainText(fr["gifting.summary.toChoose"]!);
  await expect(voucher).not.toContainText(fr["gifting.summary.free"]!);
  await expect(page.getByTestId("gift-total")).toHaveText(fr["gifting.summary.toChoose"]!);
  await page.getByTestId("giftcard-custom").fill("80");
  await expect(page.getByTestId("gift-total")).toContainText("80");
  await expect(voucher).toContainText("80");
});

/**
 * The header's gift drawer (spec 001 §6 "Gift drawer available for all six locales";
 * docs/decisions/049), as a shopper meets it: on a French desktop the gift icon opens the drawer
 * with the four ways to give, Escape closes it and gives focus back to the icon; on a Dutch phone
 * it is a bottom sheet. (The care host's gift-card link: tests/workers/gift-entry.test.ts.)
 */
import { expect, test } from "./console-guard";
import { PORT } from "./http";
import type { Page } from "@playwright/test";

/** Opens the header's gift drawer once the icons have hydrated (at the first interaction, decision 026). */
async function openGiftDrawer(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.mouse.move(20, 300);
  await page.mouse.wheel(0, 10);
  await page.waitForFunction(() => {
    const icon = document.querySelector('header [data-tool="gift"]');
    return !!icon && Object.keys(icon).some((k) => k.startsWith("__reactProps"));
  });
  await page.locator('header [data-tool="gift"]').click();
}

test("the gift icon opens the gift drawer, desktop fr and phone nl", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`http://fr.localhost:${PORT}/contact`);
  await openGiftDrawer(page);
  const icon = page.locator('header [data-tool="gift"]');
  const drawer = page.getByRole("dialog", { name: "Offrir un cadeau" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link")).toHaveCount(4);
  await expect(drawer.getByRole("link", { name: /Carte cadeau/ })).toHaveAttribute("href", "/giftcard/customization");
  await expect(drawer.getByRole("link", { name: /Carte cadeau/ })).toContainText(/De 50\s€ à 1\s000\s€/);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(icon).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`http://nl.localhost:${PORT}/contact`);
  await openGiftDrawer(page);
  const sheet = page.getByRole("dialog", { name: "Een cadeau geven" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("link", { name: /Cadeauboxen/ })).toHaveAttribute("href", "/boxes");
  const box = (await sheet.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(840);
  expect(box.width).toBeGreaterThan(380);
});

test("a click on the gift icon before the header's code arrives opens the drawer once hydrated, without following the link", async ({ page }) => {
  // The header icons' code is held back: the visitor clicks the gift icon meanwhile (issue 13, decision 052).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/header-tools-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`http://fr.localhost:${PORT}/contact`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator('header [data-tool="gift"]').click();
  // The plain link (the gifting home) was not followed while the code loaded.
  await expect(page).toHaveURL(/\/contact$/);
  release();
  await expect(page.getByRole("dialog", { name: "Offrir un cadeau" })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
});

/**
 * Gift boxes as a shopper meets them (spec 001 §2 "Box pages", §4 gift format, §5 promo threshold,
 * §8 physical format message; docs/decisions/028-box-routes.md), at desktop width in fr_FR and at
 * 390 px in it_IT: catalogue → detail, the format modal and the checkout hand-off, a format change
 * (the path's fourth segment and giftFormat), the offers carousel paged by 8 until an empty page.
 * Box codes are read from the pages (the seed draws their digits); texts from locales/.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { get, PORT } from "./http";

type Messages = Record<string, string>;
const messages = (lang: string): Messages => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Messages;

const CONFIGS = [
  { name: "fr_FR desktop", host: "fr.localhost", lang: "fr", viewport: { width: 1280, height: 900 } },
  { name: "it_IT 390 px", host: "it.localhost", lang: "it", viewport: { width: 390, height: 844 } },
] as const;

for (const cfg of CONFIGS) {
  test.describe(`boxes, ${cfg.name}`, () => {
    const m = messages(cfg.lang);
    const base = `http://${cfg.host}:${PORT}`;
    test.use({ viewport: cfg.viewport });

    async function openCatalogue(page: Page) {
      await page.goto(`${base}/boxes`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["boxes.bannerTitle"]!);
    }

    test("catalogue → detail: banner, grid, promo above 5 % only, gallery and included content", async ({ page }) => {
      await openCatalogue(page);
      const cards = page.getByTestId("box-card");
      expect(await cards.count()).toBeGreaterThanOrEqual(10);
      for (const code of await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-code")))) expect(code).toMatch(/-EBOX$/);
      // Seeded prices (scripts/seed/boxes-copy.ts): wellness -20 % shown, romantic 5 % and culture 2 % hidden.
      await expect(page.locator('[data-testid=box-card]:has(a[href*="/wellness-escape/"]) [data-testid=box-promo]')).toHaveText(/-20\s?%/);
      await expect(page.locator('[data-testid=box-card]:has(a[href*="/romantic-getaway/"]) [data-testid=box-promo]')).toHaveCount(0);
      await expect(page.locator('[data-testid=box-card]:has(a[href*="/culture-city/"]) [data-testid=box-promo]')).toHaveCount(0);

      const link = page.locator('[data-testid=box-card] a[href*="/wellness-escape/"]');
      const title = (await link.textContent())!;
      await link.click();
      await expect(page).toHaveURL(/\/boxes\/p\/wellness-escape\/[A-Z0-9]+-EBOX$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByTestId("box-gallery").locator("img").first()).toHaveAttribute("src", /\/img\/activity\/\d+\/640x360\.webp/);
      await expect(page.getByTestId("box-included").locator("li")).toHaveCount(5);
      await expect(page.getByTestId("box-format")).toContainText(m["boxes.formatDigital"]!);
      await expect(page.getByRole("heading", { name: m["boxes.howTitle"] })).toBeVisible();
    });

    test("Offer opens the format modal; physical reads 'coming back soon'; Continue hands off code and giftFormat", async ({ page }) => {
      await openCatalogue(page);
      await page.locator('[data-testid=box-card] a[href*="/nature-break/"]').click();
      await expect(page).toHaveURL(/\/nature-break\/[A-Z0-9]+-EBOX$/);
      const code = /\/([A-Z0-9]+-EBOX)$/.exec(page.url())![1]!;

      // The gifting options accordion: the first click opens the item even before Ark's code has loaded.
      await page.getByTestId("gifting-options").locator('button[data-format="physical"]').click();
      await expect(page.getByTestId("gifting-options").getByText(m["boxes.comingSoon"]!)).toBeVisible();

      await page.getByTestId("box-offer-button").click();
      const dialog = page.getByRole("dialog", { name: m["boxes.dialogTitle"] });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("radio", { name: m["boxes.formatDigital"] })).toBeChecked();
      await expect(dialog.getByRole("radio", { name: m["boxes.formatPhysical"] })).toBeDisabled();
      await expect(dialog.getByText(m["boxes.comingSoon"]!)).toBeVisible();
      await dialog.getByRole("button", { name: m["boxes.dialogConfirm"] }).click();

      await expect(page).toHaveURL(new RegExp(`/boxes/checkout\\?code=${code}&giftFormat=digital$`));
      await expect(page.getByTestId("box-checkout-code")).toHaveText(code);
      await expect(page.getByTestId("box-checkout-received")).toContainText(m["boxes.formatDigital"]!);
    });

    test("changing the format replaces the fourth path segment and sets giftFormat", async ({ page }) => {
      await openCatalogue(page);
      const href = (await page.locator('[data-testid=box-card] a[href*="/wine-tasting/"]').getAttribute("href"))!;
      const physical = href.replace(/-EBOX$/, "-PBOX");
      // An old link to the physical box: the code decides the format, which cannot be bought while the flag is off.
      await page.goto(`${base}${physical}?giftFormat=physical`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByTestId("box-format")).toContainText(m["boxes.formatPhysical"]!);
      await page.getByTestId("box-offer-button").click();
      const dialog = page.getByRole("dialog", { name: m["boxes.dialogTitle"] });
      await expect(dialog.getByRole("radio", { name: m["boxes.formatPhysical"] })).toBeChecked();
      await expect(dialog.getByRole("button", { name: m["boxes.dialogConfirm"] })).toBeDisabled();

      await dialog.getByRole("radio", { name: m["boxes.formatDigital"] }).check();
      await expect(page).toHaveURL(`${base}${href}?giftFormat=digital`);
      expect(new URL(page.url()).pathname.split("/")[4]).toMatch(/-EBOX$/);
      await expect(page.getByTestId("box-format")).toContainText(m["boxes.formatDigital"]!);
      await expect(dialog.getByRole("radio", { name: m["boxes.formatDigital"] })).toBeChecked();
      await expect(dialog.getByRole("button", { name: m["boxes.dialogConfirm"] })).toBeEnabled();
    });

    test("the offers carousel loads pages of 8 and stops on an empty page", async ({ page }) => {
      await openCatalogue(page);
      await page.locator('[data-testid=box-card] a[href*="/castles-and-manors/"]').click();
      await expect(page).toHaveURL(/\/castles-and-manors\//);
      const section = page.getByTestId("box-offers");
      await section.scrollIntoViewIfNeeded();
      const offers = section.getByTestId("box-offer");
      await expect(offers).toHaveCount(8);
      const total = Number(/\d+/.exec((await section.getByTestId("box-offers-count").textContent())!)![0]);
      expect(total).toBeGreaterThan(16);
      const more = section.getByTestId("box-offers-more");
      await more.click();
      await expect(offers).toHaveCount(16);
      // Keep asking until a page comes back empty: then the button gives way to the end message.
      for (let i = 0; i < Math.ceil(total / 8) && (await more.count()) > 0; i++) {
        await more.click();
        await expect(section.getByTestId("box-offers-loading")).toHaveCount(0);
      }
      await expect(section.getByTestId("box-offers-end")).toHaveText(m["boxes.offersEnd"]!);
      await expect(more).toHaveCount(0);
      await expect(offers).toHaveCount(total);
      const ids = await offers.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(new Set(ids).size).toBe(total);
    });
  });
}

test.describe("unknown box", () => {
  // The page itself answers 404 on purpose.
  test.use({ allowedConsole: [/Failed to load resource: the server responded with a status of 404/] });

  test("an unknown box code answers 404 with a way back to the catalogue", async ({ page, request }) => {
  expect((await get(request, "/boxes/p/anything/ZZ00-EBOX")).status()).toBe(404);
  expect((await get(request, "/boxes")).status()).toBe(200);
  await page.goto("/boxes/p/anything/ZZ00-EBOX");
  await expect(page.getByTestId("box-missing")).toBeVisible();
  await page.getByRole("link", { name: "Voir tous nos coffrets" }).click();
  await expect(page).toHaveURL(/\/boxes$/);
});
});

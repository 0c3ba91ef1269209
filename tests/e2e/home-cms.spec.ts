/**
 * Homepage from CMS content (issue 16; spec 001 §2 Homepage, §4 countdown, §5 promo bar CTA, §9
 * gift banners): the documents come from the embedded catalog's D1 (scripts/seed/cms/).
 */
import { expect, test } from "./console-guard";

const port = process.env.E2E_PORT ?? "8788";

test("the fr_FR home shows every block type of its CMS document, in French; its countdowns; the gifting flow tab switches to the gifting document", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page).toHaveTitle(/Pasea – Week-ends avec activités/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  for (const type of ["mainUsp", "topSearchResults", "trustRating", "jumbotron", "categories", "marketingPromoList", "banner", "boxes"]) {
    await expect(page.locator(`[data-block="${type}"]`), type).toHaveCount(1);
  }
  await expect(page.getByTestId("announcement-banner")).toContainText("Ventes flash d'hiver");
  // Promo bar: the CMS link without a url ("Cadeaux d'entreprise") is not shown (spec 001 §5).
  const promoBar = page.getByTestId("promo-bar");
  await expect(promoBar.getByRole("link", { name: /^Ventes flash -\d+ %$/ })).toBeVisible();
  await expect(promoBar.getByText("Cadeaux d'entreprise")).toHaveCount(0);
  // Boxes (catalogue boxes, scripts/seed/cms/documents.ts): the discount shows above 5 % only
  // (wellness 20 %, nature 6 %; the culture box's 2 % and the gourmet box without promo have none).
  await expect(page.getByTestId("box-discount")).toHaveText(["-20 %", "-6 %"]);
  // Top search results stream in: 3 cards.
  await expect(page.locator('[data-block="topSearchResults"] article')).toHaveCount(3);
  // Categories link to their theme's search.
  await expect(page.locator('[data-block="categories"] a[href="/search#theme=12"]')).toContainText("Bien-être");
  await expect(page.locator('[data-block="gift"]')).toHaveAttribute("data-gift-kind", "boxes");

  // A countdown outside its window is absent, the live one ticks every second (spec 001 §4).
  // Last summer's campaign is still in the CMS document, outside its window.
  await expect(page.getByRole("heading", { name: "Soldes d'été" })).toHaveCount(0);
  await expect(page.locator('[data-block="jumbotron"]')).toHaveCount(1);
  const countdown = page.getByTestId("countdown");
  await countdown.scrollIntoViewIfNeeded();
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? "", { timeout: 3000 });

  // The gifting flow tab switches the home to the gifting document (a client navigation).
  const tabs = page.getByRole("navigation", { name: "Que cherchez-vous ?" });
  await expect(tabs.getByRole("link", { name: "Réserver un séjour" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Offrir un séjour" }).click();
  await expect(page).toHaveURL(/\?flow=gifting$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offrez un week-end, ils choisiront la date");
  await expect(page.getByRole("navigation", { name: "Que cherchez-vous ?" }).getByRole("link", { name: "Offrir un séjour" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("announcement-banner")).toContainText("Dernière minute");
  await expect(page.getByRole("heading", { name: "Les coffrets les plus offerts" })).toBeVisible();
  await expect(page.locator('[data-block="categories"]')).toHaveCount(0);
  await expect(page.getByTestId("promo-bar").getByRole("link", { name: "Idées cadeaux" })).toBeVisible();
});

test("the Italian home shows the gift card banner; the Spanish one has no gift banner", async ({ page }) => {
  await page.goto(`http://it.localhost:${port}/`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const gift = page.locator('[data-block="gift"]');
  await expect(gift).toHaveAttribute("data-gift-kind", "giftcard");
  await expect(gift.getByRole("heading", { level: 2 })).toHaveText("La carta regalo Pasea");
  await expect(gift.getByRole("link", { name: "Regala una carta regalo" })).toHaveAttribute("href", "/giftcard/customization");
  await expect(page).toHaveTitle(/Weekend con attività/);

  await page.goto(`http://es.localhost:${port}/`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator('[data-block="boxes"]')).toHaveCount(1);
  await expect(page.locator('[data-block="gift"]')).toHaveCount(0);
});

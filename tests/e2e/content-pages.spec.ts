/**
 * Content pages as a shopper meets them (spec 001 §2 "Ideas page", minisites, 404 logging;
 * decision 035): an ideas page at desktop width in fr_FR with 'See more' to the section in full,
 * a partner minisite at 390 px in nl_NL with its mobile banner and legal footer, and the 404 page
 * calling `/error` with the address and the locale. Texts from locales/ and the seed's copy.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./console-guard";
import { PORT } from "./http";

const messages = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Record<string, string>;

test.describe("ideas page, fr_FR desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("sections limited to 4 cards, 'See more' opens the section in full, noindex, follow", async ({ page }) => {
    await page.goto(`http://fr.localhost:${PORT}/idee/12`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Bien-être");
    const sections = page.getByTestId("ideas-section");
    expect(await sections.count()).toBeGreaterThan(1);
    for (const n of await sections.evaluateAll((els) => els.map((e) => e.querySelectorAll("[data-testid=idea-card]").length))) expect(n).toBeLessThanOrEqual(4);
    await expect(page.getByRole("navigation", { name: messages("fr")["ideas.regions"] })).toBeVisible();
    const more = page.getByTestId("ideas-see-more").first();
    const title = (await more.locator("xpath=ancestor::section").getByRole("heading", { level: 2 }).textContent())!;
    await more.click();
    await expect(page).toHaveURL(/\/idee\/[a-z0-9-]*-?12\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await page.getByTestId("idea-card").count()).toBeGreaterThan(4);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });
});

test.describe("partner minisite, nl_NL 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("mobile banner, partner logo and name, 12 offers, the legal footer", async ({ page }) => {
    await page.goto(`http://nl.localhost:${PORT}/partner/ledenvoordeel-fietsbond`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const banner = page.getByTestId("minisite-banner");
    await expect(banner).toBeVisible();
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("750x528");
    await expect(page.getByTestId("minisite-logo")).toHaveAttribute("alt", "Fietsbond Oranje");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Fietsbond Oranje");
    await expect(page.getByTestId("idea-card")).toHaveCount(12);
    const footer = page.getByTestId("minisite-footer");
    await expect(footer).toContainText("2 personen op basis van een tweepersoonskamer");
    await expect(footer).toContainText("Alleen elektronische betalingen");
    await page.getByRole("link", { name: messages("nl")["pagination.next"] }).click();
    await expect(page).toHaveURL(/\?page=1$/);
    await expect(page.getByTestId("idea-card").first()).toBeVisible();
  });
});

test.describe("404 logging", () => {
  // Chromium reports the document's own status in the console; a 404 is what this page answers.
  test.use({ allowedConsole: [/Failed to load resource: the server responded with a status of 404/] });

  test("the 404 page logs its address and locale with /error", async ({ page }) => {
    const logged = page.waitForRequest((r) => new URL(r.url()).pathname === "/error");
    const res = await page.goto(`http://fr.localhost:${PORT}/ville/not-a-city`);
    expect(res?.status()).toBe(404);
    const url = new URL((await logged).url());
    expect(url.searchParams.get("uri")).toBe(`http://fr.localhost:${PORT}/ville/not-a-city`);
    expect(url.searchParams.get("locale")).toBe("fr_FR");
  });
});

/**
 * A partner's customer stays in its scope (spec 001 §2 "search and product pages scoped to a
 * minisite"; decision 048): from the minisite to the scoped search and a stay (fr_FR desktop),
 * from a minisite card to the stay (nl_NL 390 px), with the partner's band and legal footer on
 * the way and `?minisite=` kept in every link; an unknown partner is a 404, never the catalog.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./console-guard";
import { get, PORT } from "./http";

const messages = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Record<string, string>;

test.describe("minisite scope, fr_FR desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("minisite → scoped search → stay, branded all the way; unknown partner 404", async ({ page, request }) => {
    const fr = messages("fr");
    await page.goto(`http://fr.localhost:${PORT}/partenaire/club-rail-plus`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("link", { name: fr["minisite.searchLink"] }).click();
    await expect(page).toHaveURL(/\/search\?minisite=club-rail-plus$/);
    const band = page.getByTestId("partner-band");
    await expect(band).toContainText("Club Rail Plus");
    await expect(page.getByTestId("partner-band-logo")).toHaveAttribute("alt", "Club Rail Plus");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    const cards = page.getByRole("list", { name: "Offres trouvées" }).getByRole("article");
    const link = cards.first().getByRole("heading", { level: 3 }).getByRole("link");
    await expect(link).toHaveAttribute("href", /\/stay\/\d+\?minisite=club-rail-plus/);
    await expect(page.getByTestId("partner-legal")).toContainText("paiements électroniques");
    await link.click();
    await expect(page).toHaveURL(/\/stay\/\d+\?minisite=club-rail-plus/);
    await expect(page.getByRole("heading", { name: "Votre séjour comprend" })).toBeVisible();
    await expect(page.getByTestId("partner-band")).toContainText("Club Rail Plus");

    const unknown = await get(request, "/search?minisite=nobody");
    expect(unknown.status()).toBe(404);
    // A malformed value degrades like every bad query value: redirected to the plain search.
    const malformed = await get(request, "/search?minisite=Not_A_Slug");
    expect(malformed.status()).toBe(307);
    expect(malformed.headers().location).toBe("/search");
  });
});

test.describe("minisite scope, nl_NL 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a minisite card opens the stay in the partner's scope", async ({ page }) => {
    await page.goto(`http://nl.localhost:${PORT}/partner/ledenvoordeel-fietsbond`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const card = page.getByTestId("idea-card").first();
    await expect(card).toHaveAttribute("href", /\?minisite=ledenvoordeel-fietsbond$/);
    await card.click();
    await expect(page).toHaveURL(/\/stay\/\d+-[a-z0-9-]+\?minisite=ledenvoordeel-fietsbond/);
    await expect(page.getByTestId("partner-band")).toContainText("Fietsbond Oranje");
    const back = page.getByRole("link", { name: messages("nl")["minisite.bandLink"] });
    await expect(back).toHaveAttribute("href", "/partner/ledenvoordeel-fietsbond");
    await expect(page.getByTestId("partner-legal")).toContainText("tweepersoonskamer");
  });
});

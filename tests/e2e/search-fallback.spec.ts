/**
 * Results page below the list: fallback blocks of a search with few results, the no-results
 * state, the suggestion link grid and the family banner (spec 000 §2, §4 "Fallback logic" and
 * "Fallback area states", §8, §9; issue 14 "reach a fallback block with a search that has few
 * results and undo the relaxation").
 *
 * The searches are found through the API at run time, so the tests hold on any seed: a city
 * with fewer than 6 offers near a bigger one.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";

test.describe.configure({ timeout: 120_000 });

const PORT = process.env.E2E_PORT ?? "8788";

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 45_000 });
}

interface Link {
  label: string;
  url: string;
  numberOfOffers: number;
}

/**
 * A small city (1 to 5 offers, so fewer than 6 hotels) whose 30 km radius holds more hotels:
 * from the catalog's popular destinations, the nearby places of each (suggestionLinks.json).
 */
async function smallCityNearBigOne(page: Page): Promise<{ path: string; label: string }> {
  return page.evaluate(async () => {
    const get = async (q: string) => (await (await fetch(`/api/suggestionLinks.json?${q}`)).json()) as { sections: { kind: string; links: Link[] }[] };
    const post = async (body: unknown) =>
      (await (await fetch("/api/offers.json", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json()) as {
        resultsCount: number;
        searchDetails: { location: { latitude: number; longitude: number } | null };
      };
    const popular = (await get("")).sections.find((s) => s.kind === "popular")!.links;
    for (const big of popular) {
      const bigId = /-c(\d+)$/.exec(big.url)![1];
      const nearby = (await get(`city=${bigId}`)).sections.find((s) => s.kind === "nearby")?.links ?? [];
      for (const small of nearby.filter((l) => l.numberOfOffers >= 1 && l.numberOfOffers < 6)) {
        const cityId = Number(/-c(\d+)$/.exec(small.url)![1]);
        const main = await post({ searchCriterias: { filters: { property: { location: { cityId } } } } });
        const c = main.searchDetails.location;
        if (!c || main.resultsCount < 1 || main.resultsCount >= 6) continue;
        const around = await post({ searchCriterias: { filters: { property: { location: { cityId, latitude: c.latitude, longitude: c.longitude, maxDistance: 30 } } } } });
        if (around.resultsCount > main.resultsCount) return { path: small.url, label: small.label };
      }
    }
    throw new Error("no small city near a bigger one in this catalog");
  });
}

async function mainHotelIds(page: Page): Promise<string[]> {
  const main = page.getByRole("list", { name: "Offres trouvées" });
  return main.locator("article a[href^='/stay/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!.split(/[#?]/)[0]!));
}

test.describe("fallback blocks (spec 000 §4)", () => {
  test("a search with few results shows fallback hotels that are not in the main list, and the way back undoes the relaxation", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/search");
    await hydrated(page);
    const city = await smallCityNearBigOne(page);
    await page.goto(city.path);
    await hydrated(page);
    const area = page.getByTestId("fallback-area");
    // The area loads when its spot nears the viewport (fallback-mount.tsx): below a full row of
    // cards it starts below the fold, so scroll to it as a shopper would.
    // (The loading placeholder may be replaced by the area while it is scrolled to: retried.)
    await expect(async () => page.getByTestId("fallback-loading").or(area).first().scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await expect(area).toBeVisible();
    await expect(area).toHaveAttribute("data-state", "more");
    await expect(area.getByText("Suggestions de séjours : ces résultats peuvent sortir de vos critères de recherche.")).toBeVisible();
    const block = area.getByTestId("fallback-block").first();
    await expect(block.getByRole("heading", { level: 2 })).toHaveText(`Autour de ${city.label} (30 km)`);
    const mainStays = await mainHotelIds(page);
    const fallbackStays = await block.locator("article a[href^='/stay/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!.split(/[#?]/)[0]!));
    expect(fallbackStays.length).toBeGreaterThan(0);
    expect(fallbackStays.length).toBeLessThanOrEqual(3);
    for (const stay of fallbackStays) expect(mainStays).not.toContain(stay);
    // Fallback grid: 3 columns on desktop (spec 000 §9).
    const columns = await block.locator("ol").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(3);

    // Apply the wider search, then undo it in one click.
    const before = new URL(page.url());
    await block.getByRole("link", { name: "Voir ces offres" }).click();
    await expect(page).toHaveURL(/distanceMax=30/);
    const notice = page.getByTestId("relaxed-notice");
    await expect(notice).toContainText(`Recherche élargie : Autour de ${city.label} (30 km).`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\d+ offres/);
    await notice.getByRole("link", { name: "Revenir à ma recherche" }).click();
    await expect(page).not.toHaveURL(/distanceMax/);
    expect(new URL(page.url()).pathname).toBe(before.pathname);
    await expect(page.getByTestId("relaxed-notice")).toHaveCount(0);
    // Back on the few results, the fallback area loads again once the shopper scrolls near it.
    await expect(async () => page.getByTestId("fallback-loading").or(area).first().scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await expect(page.getByTestId("fallback-area")).toBeVisible();
  });

  test("a search with none shows 'No results', and Remove all filters clears the criteria", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // 1 € at most: no stay is that cheap, and without a place, theme or dates nothing can be relaxed.
    await page.goto("/search#a=2&priceMax=100&stars=5");
    await hydrated(page);
    const none = page.getByTestId("fallback-none");
    await expect(none).toContainText("Aucun résultat. Pour obtenir plus de résultats");
    await expect(page.getByTestId("fallback-area")).toHaveCount(0);
    await none.getByRole("button", { name: "Supprimer tous les filtres" }).click();
    await expect(page).not.toHaveURL(/priceMax|stars/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[\d\s\u202f\u00a0]+ offres/, { useInnerText: true });
    await expect(page.getByTestId("fallback-none")).toHaveCount(0);
  });

  test("only fallback results: the alternative message (nl, 390 px); 'Travel locally!' says why when the browser does not share the position", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`http://nl.localhost:${PORT}/search`);
    await hydrated(page);
    // 'Travel locally!' (spec 000 §2, §9) on this first page: the browser was given no position.
    await page.getByRole("button", { name: "Reis dichtbij!" }).click();
    const dialog = page.getByRole("dialog", { name: "Reis dichtbij!" });
    await dialog.getByRole("button", { name: "Zoek rond mij" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Je browser deelt je locatie niet.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/lat=/);

    const city = await smallCityNearBigOne(page);
    // A theme none of the city's offers has: no exact result, while the 'no theme' row of the
    // table always finds the city's own hotels.
    const pick = await page.evaluate(async (path) => {
      const id = Number(/-c(\d+)$/.exec(path)![1]);
      const all = (await (await fetch("/api/themes.json")).json()) as { id: number; flow: string }[];
      const here = (await (await fetch(`/api/suggestionLinks.json?city=${id}`)).json()) as { sections: { kind: string; links: { url: string }[] }[] };
      const used = new Set((here.sections.find((s) => s.kind === "themes")?.links ?? []).map((l) => Number(/theme=(\d+)/.exec(l.url)![1])));
      return { id, theme: all.find((t) => t.flow === "booking" && t.id !== 39 && !used.has(t.id))?.id };
    }, city.path);
    expect(pick.theme).toBeDefined();
    await page.goto(`http://nl.localhost:${PORT}${city.path}#city=${pick.id}&theme=${pick.theme}&a=2`);
    await hydrated(page);
    const area = page.getByTestId("fallback-area");
    await expect(area).toHaveAttribute("data-state", "alternative");
    await expect(area.getByText("Geen exacte resultaten gevonden.", { exact: false })).toBeVisible();
    const block = area.getByTestId("fallback-block").first();
    await expect(block).toBeVisible();
    // One column at 390 px (three from the desktop breakpoint).
    const columns = await block.locator("ol").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(1);
  });
});

test.describe("under the results", () => {
  test("the suggestion link grid is server-rendered in 5 columns and leads to searches", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/search");
    await hydrated(page);
    const grid = page.getByRole("navigation", { name: "D'autres idées de séjour" });
    await expect(grid.getByRole("heading", { name: "Destinations populaires" })).toBeVisible();
    await grid.scrollIntoViewIfNeeded();
    const columns = await grid.locator("ul").first().evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(5);
    const first = grid.getByRole("link").first();
    await expect(first).toContainText(/\d+ offres?/);
    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/search\/[a-z0-9-]+-c\d+$/);
    // In the server's HTML, before any script (crawlers and the first paint see it).
    const html = await (await page.request.get(`http://127.0.0.1:${PORT}/search`, { headers: { host: `fr.localhost:${PORT}` } })).text();
    expect(html).toContain("Destinations populaires");
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  // The family banner: in "'Travel locally!' searches around the shopper's position" below, on its page load.
});

test.describe("'Travel locally!' (spec 000 §2, §9)", () => {
  test("searches around the shopper's position within the chosen distance; the family banner shows with children, not with the family theme", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await context.grantPermissions(["geolocation"], { origin: `http://fr.localhost:${PORT}` });
    await context.setGeolocation({ latitude: 44.8378, longitude: -0.5792 }); // Bordeaux
    await page.goto("/search#a=2&c=1");
    await hydrated(page);
    // The family banner (spec 000 §2), on this page with a child, at 390 px.
    await expect(page.getByRole("complementary", { name: "En famille ?" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Voyager local !" }).click();
    const dialog = page.getByRole("dialog", { name: "Voyager local !" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "200 km" })).toBeChecked();
    await dialog.getByRole("radio", { name: "100 km" }).check();
    await dialog.getByRole("button", { name: "Chercher autour de moi" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/lat=44\.8378&lng=-0\.5792&distanceMax=100&sort=distance/);
    await expect(page).toHaveURL(/c=1/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[\d\s\u202f\u00a0]+ offres/, { useInnerText: true });
    // Every card is within 100 km ("Bordeaux · à 12 km").
    // The count can be shown before the list has re-rendered with the new cards: wait for a distance first.
    const distanceTexts = page.getByRole("list", { name: "Offres trouvées" }).getByText(/à [\d,]+ km/);
    await expect(distanceTexts.first()).toBeVisible();
    const distances = await distanceTexts.allInnerTexts();
    expect(distances.length).toBeGreaterThan(0);
    for (const d of distances) expect(Number(/à ([\d,]+) km/.exec(d)![1]!.replace(",", "."))).toBeLessThanOrEqual(100);

    // The family banner is not shown with the family theme.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search#a=2&c=1&theme=39");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/offres?/);
    await expect(page.getByRole("complementary", { name: "En famille ?" })).toHaveCount(0);
  });

  // "says why when the browser does not share the position (nl)": in "only fallback results" above, on its first page.
});

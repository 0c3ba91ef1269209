/**
 * The search map as a shopper uses it (spec 000 §2 "a map overlay with date selector and filter
 * button", action bar Map buttons; §7 Map: markers with prices, zoom, refresh from the map's centre
 * and bounds), desktop in fr_FR and 390 px in nl_NL, against the real worker and catalog. Headless
 * Chromium runs with --disable-gpu: MapLibre draws through SwiftShader's WebGL, checked by the map
 * reaching its loaded state (the status shows the hotel count only then). Each test also fails
 * on any console error or hydration warning (console-guard).
 */
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./console-guard";

// The desktop test opens the map twice on one page load (test time): more time than the default 60 s.
test.describe.configure({ timeout: 120_000 });

const PARIS = "/search#city=2988507&label=Paris&a=2";
const BARCELONA = "/search#city=3128760&label=Barcelona&a=2";
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
const hashOf = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1));
/** A price label in the market's format: "279 €" (fr), "€ 279" (nl). */
const PRICE = /^(\d[\d\s\u00a0\u202f.]*\s?€|€\s?\d[\d\s\u00a0\u202f.]*)$/;

test.describe("search map, desktop fr_FR", () => {
  test.use({ experiments: "dateVariation:control,newFilterUi:control", viewport: { width: 1280, height: 900 } });

  test("MapLibre loads only when the map opens; pins with prices; a pin's card links to the stay with the hash; Escape closes and gives focus back; the map's dates and filters open over it and take Escape first", async ({ page }) => {
    const mapRequests: string[] = [];
    page.on("request", (r: Request) => {
      if (/maplibre|\/map\/style/.test(r.url())) mapRequests.push(r.url());
    });
    await page.goto(PARIS);
    await hydrated(page);
    expect(mapRequests, "nothing of the map before the shopper reaches for it").toEqual([]);

    const open = page.getByTestId("map-open-top");
    await expect(open).toHaveText("Carte");
    await open.click();
    const map = page.getByRole("dialog", { name: "Carte des offres" });
    await expect(map).toBeVisible();
    expect(mapRequests.some((u) => /maplibre-gl-[\w-]+\.js/.test(u))).toBe(true);
    await expect(map.getByTestId("map-status")).toHaveText(/^\d+ hôtels sur la carte/, { timeout: 30_000 });
    const total = Number((await map.getByTestId("map-status").textContent())!.match(/^(\d+)/)![1]);
    expect(total).toBeGreaterThan(0);
    // WebGL drew: MapLibre's canvas is there and the map reached its loaded state (the count above).
    await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible();

    const pins = map.getByTestId("map-pin");
    await expect(pins.first()).toBeVisible();
    const n = await pins.count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(total);
    for (const text of await pins.allTextContents()) expect(text.trim()).toMatch(PRICE);
    await expect(pins.first()).toHaveAttribute("aria-label", /^Offre à .+, voir l'aperçu$/);
    // The offline base map names the places around (issue 26; decision 080): Paris in French, under the pins, out of the way.
    const paris = map.locator("[data-place]", { hasText: /^Paris$/ });
    await expect(paris).toBeVisible();
    await expect(paris).toHaveCSS("pointer-events", "none");
    expect(await map.locator("[data-place]").count()).toBeGreaterThan(1);

    await pins.first().click();
    const card = map.getByTestId("map-card");
    const link = card.getByRole("link", { name: "Voir l'offre" });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/stay\/\d+#/);
    expect(new URLSearchParams(href.split("#")[1]).get("city")).toBe("2988507");

    await page.keyboard.press("Escape");
    await expect(map).toBeHidden();
    await expect(open).toBeFocused();

    // Opened again on the same page: the map's dates open the search calendar and its filter
    // button the filters panel; Escape closes those first.
    await open.click();
    await expect(map.getByTestId("map-status")).toHaveText(/hôtels sur la carte/, { timeout: 30_000 });

    await map.getByTestId("map-dates").click();
    const calendar = page.getByTestId("search-calendar");
    await expect(calendar).toBeVisible();
    // The calendar's grid takes focus once it is ready (then its Escape handler is in place).
    await expect(calendar.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(map).toBeVisible();
    await expect(map.getByTestId("map-dates")).toBeFocused();

    await map.getByTestId("map-filters").click();
    const filters = page.getByTestId("filter-modal");
    await expect(filters).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(filters).toBeHidden();
    await expect(page.getByTestId("search-map")).toBeVisible();

    await page.getByRole("button", { name: "Fermer la carte" }).click();
    await expect(page.getByTestId("search-map")).toBeHidden();
  });
});

/** The map's pins request (client/features/search/map/api/map-pins.ts): performMapSearch, one row, no hotel. */
const isPinsRequest = (body: { performMapSearch?: boolean; hotelId?: number; pagination?: { limit?: number } } | null) =>
  Boolean(body?.performMapSearch && body.pagination?.limit === 1 && body.hotelId === undefined);

test.describe("search map, error states (fr_FR desktop)", () => {
  // The failures below are made on purpose; the browser logs each failed load.
  test.use({ experiments: "dateVariation:control", viewport: { width: 1280, height: 900 }, allowedConsole: [/status of 500/] });

  test("a style that fails and pins that fail say so in French, and Réessayer recovers", async ({ page }) => {
    await page.route("**/map/style", (route) => route.fulfill({ status: 500, body: "down" }));
    await page.route("**/api/offers.json", (route) =>
      // The pins request: the map's own (one row, no hotel); the list's also asks performMapSearch (spec 000 §7, decision 073).
      isPinsRequest(route.request().postDataJSON()) ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }) : route.fallback(),
    );
    await page.goto(PARIS);
    await hydrated(page);
    await page.getByTestId("map-open-top").click();
    const map = page.getByRole("dialog", { name: "Carte des offres" });
    const alert = map.getByRole("alert");
    await expect(alert).toContainText("La carte n'a pas pu s'afficher.", { timeout: 30_000 });

    await page.unroute("**/map/style");
    await alert.getByRole("button", { name: "Réessayer" }).click();
    // The map draws now; the pins request still fails.
    await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText("Oups, une erreur s'est produite", { timeout: 30_000 });

    await page.unroute("**/api/offers.json");
    await alert.getByRole("button", { name: "Réessayer" }).click();
    await expect(map.getByTestId("map-status")).toHaveText(/^\d+ hôtels sur la carte/, { timeout: 30_000 });
    await expect(map.getByTestId("map-pin").first()).toBeVisible();
    await expect(alert).toBeHidden();
  });
});

test.describe("search map, 390 px nl_NL", () => {
  test.use({ experiments: "dateVariation:control,newFilterUi:control", viewport: { width: 390, height: 844 } });

  test("the bottom bar's Map button; pins in euros; moving the map offers 'Zoeken in dit gebied', which searches around the map's centre", async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://nl.localhost:${port}${BARCELONA}`);
    await hydrated(page);
    const open = page.getByTestId("map-open-bottom");
    await expect(open).toHaveText("Kaart");
    await open.click();
    const map = page.getByRole("dialog", { name: "Kaart met aanbiedingen" });
    await expect(map.getByTestId("map-status")).toHaveText(/^\d+ hotels op de kaart/, { timeout: 30_000 });
    const pins = map.getByTestId("map-pin");
    await expect(pins.first()).toBeVisible();
    for (const text of await pins.allTextContents()) expect(text.trim()).toMatch(PRICE);

    // Drag the map a little to the east (as a finger or mouse would).
    const box = (await map.getByTestId("map-canvas").boundingBox())!;
    const x = box.x + box.width / 2, y = box.y + box.height * 0.7;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(x - i * 15, y - i * 5);
    await page.mouse.up();
    const searchArea = map.getByRole("button", { name: "Zoeken in dit gebied" });
    await expect(searchArea).toBeVisible();
    await searchArea.click();

    await expect.poll(() => hashOf(page).has("lat")).toBe(true);
    const hash = hashOf(page);
    expect(hash.has("city")).toBe(false);
    expect(hash.get("label")).toBe("Kaartgebied");
    expect(Math.abs(Number(hash.get("lat")) - 41.39)).toBeLessThan(0.2);
    expect(Math.abs(Number(hash.get("lng")) - 2.17)).toBeLessThan(0.3);
    expect(Number(hash.get("distanceMax"))).toBeGreaterThan(0);
    // The map stays open on the new search, with its pins.
    await expect(searchArea).toBeHidden();
    await expect(map.getByTestId("map-status")).toHaveText(/hotels? op de kaart/);
    await expect(pins.first()).toBeVisible();

    await map.getByRole("button", { name: "Kaart sluiten" }).click();
    await expect(map).toBeHidden();
    await expect(open).toBeFocused();
    // The results page shows the area's search.
    await expect(page.locator("h1")).toHaveText(/^\d+ /);
  });
});

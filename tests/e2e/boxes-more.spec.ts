/**
 * Leftovers of the box pages and gifting (issue 15; docs/decisions/043), against the real worker
 * and catalog: desktop fr_FR, /coffrets reaches the catalogue, a box's offers open on a map of
 * price pins and Escape gives focus back to the Map button; 390 px nl_NL, a stay page in the
 * gifting flow shows 'How it works' in three illustrated steps. Texts come from locales/.
 */
import { readFileSync } from "node:fs";
import type { Request } from "@playwright/test";
import { expect, test } from "./console-guard";
import { PORT } from "./http";

const messages = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Record<string, string>;
const STAY = 100447;
/** A price label in the market's format: "279 €" (fr), "€ 279" (nl). */
const PRICE = /^(\d[\d\s\u00a0\u202f.]*\s?€|€\s?\d[\d\s\u00a0\u202f.]*)$/;

test.describe("boxes more, desktop fr_FR", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/coffrets is the catalogue; a box's offers on a map of price pins; Escape gives focus back", async ({ page }) => {
    const m = messages("fr");
    const mapRequests: string[] = [];
    page.on("request", (r: Request) => {
      if (/maplibre|\/map\/style/.test(r.url())) mapRequests.push(r.url());
    });
    await page.goto(`http://fr.localhost:${PORT}/coffrets`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["boxes.bannerTitle"]!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://fr.localhost:${PORT}/boxes`);

    await page.getByTestId("box-card").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/boxes\/p\/[^/]+\/[A-Z0-9]+-EBOX/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByTestId("box-offers").scrollIntoViewIfNeeded();
    const open = page.getByTestId("box-map-button");
    await expect(open).toHaveText(m["map.button"]!);
    expect(mapRequests, "nothing of the map before the shopper reaches for it").toEqual([]);

    await open.click();
    const map = page.getByRole("dialog", { name: new RegExp(m["boxes.mapTitle"]!) });
    await expect(map).toBeVisible();
    await expect(map.getByTestId("map-close")).toBeFocused();
    await expect(map.getByTestId("map-status")).toHaveText(/^\d+ séjours? sur la carte/, { timeout: 30_000 });
    await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible();
    const pins = map.getByTestId("map-pin");
    await expect(pins.first()).toBeVisible();
    for (const text of (await pins.allTextContents()).slice(0, 10)) expect(text.trim()).toMatch(PRICE);

    await pins.first().click();
    const link = map.getByTestId("map-card-link");
    await expect(link).toHaveAttribute("href", /^\/stay\/\d+-[^?]+\?flow=gifting$/);

    await page.keyboard.press("Escape");
    await expect(map).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe("boxes more, 390 px nl_NL", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a stay page in the gifting flow shows 'How it works': the film with Dutch subtitles, and three illustrated steps", async ({ page }) => {
    const m = messages("nl");
    await page.goto(`http://nl.localhost:${PORT}/stay/${STAY}?flow=gifting`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const how = page.getByTestId("gift-how");
    await how.scrollIntoViewIfNeeded();
    await expect(how.getByRole("heading", { level: 2 })).toHaveText(m["gifting.how.title"]!);
    await expect(how.getByRole("heading", { level: 3 })).toHaveText([m["gifting.how.chooseTitle"]!, m["gifting.how.personaliseTitle"]!, m["gifting.how.bookTitle"]!]);
    // The film: nothing fetched before play; it plays (VP9 in Chromium) with the page language's subtitles from locales/.
    const film = how.getByTestId("gift-film");
    await film.scrollIntoViewIfNeeded();
    await expect(film.locator("track")).toHaveAttribute("srclang", "nl");
    await film.evaluate((v: HTMLVideoElement) => void v.play());
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBe(3);
    expect(await film.evaluate((v: HTMLVideoElement) => (v.textTracks[0]!.cues![0] as VTTCue).text)).toBe(`${m["gifting.how.chooseTitle"]}\n${m["gifting.how.chooseText"]}`);
    await film.evaluate((v: HTMLVideoElement) => v.pause());
    const images = how.getByTestId("how-illustration");
    await expect(images).toHaveCount(3);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
  });
});

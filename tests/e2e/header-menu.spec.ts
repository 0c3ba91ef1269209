/**
 * The header's menus as a visitor uses them (spec 001 §2 Header, §4 "Menu: hover a tab opens the
 * panel, hover a level opens the next, leaving closes"; issue 16): the burger's level stack on a
 * phone, the desktop mega menu by mouse and by keyboard, the plain links without JavaScript, the
 * Belgian language selector keeping the page. Menu content comes from the catalog's D1
 * (GET /api/cms/menu, scripts/seed/cms/menu.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { installAxe, wcagViolations } from "./axe";
import { PORT } from "./http";

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
const MENU_CHUNK = /\/assets\/(mega-menu|mobile-menu|runtime)-/;

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the burger drills down two levels, goes back, and a link leads to a search page, where Escape closes the drawer onto the burger and focus stays inside while open", async ({ page }) => {
    await installAxe(page.context());
    const chunks: string[] = [];
    page.on("request", (r) => {
      if (MENU_CHUNK.test(r.url())) chunks.push(r.url());
    });
    await page.goto("/");
    await hydrated(page);
    expect(chunks, "the drawer's code waits for the burger").toEqual([]);
    // The activities link is in the phone header itself (issue 13 item 8), not only in the drawer.
    await expect(page.getByRole("navigation", { name: /./ }).first().getByRole("link", { name: "Activités" })).toBeVisible();

    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);

    await drawer.getByRole("button", { name: "Inspirations" }).click();
    await expect(page.getByRole("dialog", { name: "Inspirations" })).toBeVisible();
    const level2 = page.getByRole("dialog", { name: "Inspirations" });
    await level2.getByRole("button", { name: "Se détendre" }).click();
    const level3 = page.getByRole("dialog", { name: "Se détendre" });
    await expect(level3.getByRole("button", { name: "Bien-être & spa" })).toBeVisible();
    await expect(level3.getByRole("heading", { name: "Se détendre" })).toBeFocused();

    expect(await wcagViolations(page), "the open drawer").toEqual([]);

    await level3.getByRole("button", { name: "Retour : Inspirations" }).click();
    await expect(level2.getByRole("button", { name: "Se détendre" })).toBeFocused();

    await level2.getByRole("button", { name: "Se détendre" }).click();
    await level3.getByRole("button", { name: "Bien-être & spa" }).click();
    const level4 = page.getByRole("dialog", { name: "Bien-être & spa" });
    const city = level4.getByRole("link").nth(1); // after "See all"
    const href = await city.getAttribute("href");
    expect(href).toMatch(/^\/search\/[a-z0-9-]+-c\d+#theme=12$/);
    await city.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?#]/g, "\\$&")}$`));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Offres trouvées" }).getByRole("article").first()).toBeVisible();

    // On the search page: the drawer keeps focus inside while open, Escape closes it onto the burger.
    await expect(drawer).toBeHidden();
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement)), `focus inside after ${i + 1} Tab`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
  });
});

test.describe("on a desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("hovering a tab opens its mega panel, hovering a level opens the next, leaving closes", async ({ page }) => {
    await installAxe(page.context());
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByText("Inspirations").hover();
    const panel = page.getByTestId("mega-panel-inspirations");
    await expect(panel).toBeVisible();
    // Four levels: tab, group, theme, city; and the theme of the week.
    await expect(panel.locator("[data-level='2']").getByRole("link", { name: "Se détendre" })).toBeVisible();
    await expect(panel.locator("[data-level='3']").getByRole("link", { name: "Bien-être & spa" })).toBeVisible();
    await expect(panel.locator("[data-level='4']").getByRole("link").first()).toBeVisible();
    await expect(panel.getByText("Le thème de la semaine")).toBeVisible();
    expect(await wcagViolations(page), "the open mega panel").toEqual([]);

    await panel.getByRole("link", { name: "Se régaler" }).hover();
    await expect(panel.locator("[data-level='3']").getByRole("link", { name: "Gastronomie" })).toBeVisible();
    await expect(panel.locator("[data-level='3']").getByRole("link", { name: "Bien-être & spa" })).toHaveCount(0);

    await page.mouse.move(640, 780);
    await expect(panel).toBeHidden();
  });

  test("the keyboard opens a panel, enters it, and Escape closes it back onto its tab", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Pasea, retour à l'accueil" }).focus();
    await page.keyboard.press("Tab");
    const trigger = page.getByRole("button", { name: "Inspirations" });
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Tab");
    const destinations = page.getByRole("button", { name: "Destinations" });
    await expect(destinations).toBeFocused();
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("mega-panel-destinations");
    await expect(panel).toBeVisible();
    await expect(destinations).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Tout voir : Destinations" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.locator("[data-level='2']").getByRole("link", { name: "France", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(destinations).toBeFocused();
  });

  test("without JavaScript the header is plain links to real pages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`http://fr.localhost:${PORT}/`);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Inspirations" })).toHaveAttribute("href", "/search");
    await expect(nav.getByRole("link", { name: "Idées cadeaux" })).toHaveAttribute("href", "/search?flow=gifting");
    await expect(page.getByRole("banner").getByRole("link", { name: "Aide et contact" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Mes favoris" })).toHaveAttribute("href", "/account/wishlist");
    await context.close();
  });
});

test("nl_BE shows the language selector and switching keeps the path and query", async ({ page, context }) => {
  const be = (path: string) => `http://be.localhost:${PORT}${path}`;
  await context.addCookies([{ name: "lastLanguage", value: "nl_BE", url: be("/") }]);
  await page.goto(be("/search/paris-c2988507?flow=gifting"));
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
  // Gifting's summary has no dates: the recipient chooses them (the phone summary, in the page at every width).
  await expect(page.getByText("Data naar keuze van de ontvanger · 2 volwassenen")).toBeAttached();
  await expect(page.getByRole("navigation", { name: "Hoofdnavigatie" }).getByRole("link", { name: "Inspiratie" })).toBeVisible();
  const languages = page.getByRole("list", { name: "Taal" });
  await expect(languages.getByRole("link", { name: "Nederlands" })).toHaveAttribute("aria-current", "true");
  await languages.getByRole("link", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
  const url = new URL(page.url());
  expect(url.pathname).toBe("/search/paris-c2988507");
  expect(url.searchParams.get("flow")).toBe("gifting");
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Inspirations" })).toBeVisible();
});

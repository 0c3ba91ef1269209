/**
 * The 404 page (spec 001 §2 "404 page", §8; issue 13 item 19) in the browser: a screen the shop
 * does not build yet answers 404 with the localised title, 'Oops!', the explanation with the error
 * code, the homepage button and the search box, hydrates cleanly, and its button leads home. An
 * unknown path keeps the home page (spec 001 §2) but answers 404 and is not indexed.
 */
import { expect, test } from "./console-guard";
import { get, PORT } from "./http";

// Chromium reports the document's own status in the console; a 404 is what these pages answer.
test.use({ allowedConsole: [/Failed to load resource: the server responded with a status of 404/] });

test("a French visitor on a screen not built yet gets the titled 404 page and goes home from it", async ({ page }) => {
  const res = await page.goto("/coffret/1234");
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle("Oups ! Page introuvable | Pasea");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oups !");
  await expect(page.getByText("Nous ne trouvons pas la page que vous cherchez. Code d'erreur : 404")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.getByRole("search")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Destination" })).toBeVisible();
  await page.getByRole("link", { name: "Aller à la page d'accueil" }).click();
  await expect(page).toHaveURL(`http://fr.localhost:${PORT}/`);
  // The home page's title comes from its CMS document: any title but the 404's.
  await expect(page).not.toHaveTitle(/Oups/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oups !");
});

test("the 404 page speaks the market's language (it_IT)", async ({ page }) => {
  const res = await page.goto(`http://it.localhost:${PORT}/idee/weekend`);
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle("Ops! Pagina non trovata | Pasea");
  await expect(page.locator("html")).toHaveAttribute("lang", "it-IT");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ops!");
});

test("an unknown path keeps the home page but answers 404, not indexed", async ({ page }) => {
  const res = await page.goto("/some/unknown/path");
  expect(res?.status()).toBe(404);
  expect(res?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.getByRole("search")).toBeVisible();
});

test("a 404 with a hotelId in the hash shows 'Too late!' and that hotel's offers (spec 001 §2)", async ({ page, request }) => {
  // A live hotel: the first Lyon result's.
  const html = await (await get(request, "/search/lyon-c2996944")).text();
  const stayId = /href="\/stay\/(\d+)/.exec(html)?.[1];
  expect(stayId).toBeTruthy();
  const detail = await (await get(request, `/api/weekend/${stayId}/detail.json?locale=fr_FR`)).json();
  const hotelId = detail.hotel.id as number;
  await page.goto(`/page#hotelId=${hotelId}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trop tard !");
  // The variant has its own title (issue 25 item 20).
  await expect(page).toHaveTitle("Trop tard ! | Pasea");
  await expect(page.getByText("Cette offre a expiré... Heureusement, nous avons d'autres séjours à vous proposer.")).toBeVisible();
  const offers = page.getByRole("list", { name: "Autres offres dans cet hôtel" }).getByRole("article");
  await expect(offers.first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir les autres offres de cet hôtel" })).toHaveAttribute("href", new RegExp(`^/hotel/${hotelId}-[a-z0-9-]+#anchor=products$`));

  // An unknown hotel keeps the plain 404 message.
  await page.goto(`/page#hotelId=999999999`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oups !");
  await expect(page).toHaveTitle("Oups ! Page introuvable | Pasea");
});

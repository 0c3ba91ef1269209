/**
 * Shell journeys in the browser (issue 13 items 17 and 18): the Belgian language switch keeps the
 * page, its query and its hash (the hash never reaches the server: the link carries it) and cleans
 * `lang` from the URL; a customer-care agent who opens a deep link signs in, comes back to that very
 * page (path, query and hash), then signs out.
 */
import { expect, test } from "./console-guard";
import { PORT } from "./http";

const be = (path: string) => `http://be.localhost:${PORT}${path}`;
const care = (path: string) => `http://care.localhost:${PORT}${path}`;

test("a Belgian visitor switches language on a search and keeps the criteria", async ({ page, context }) => {
  // First visit: the splash asks, and asking remembers nothing.
  await page.goto(be("/"));
  await expect(page.getByRole("link", { name: /Welkom/ })).toBeVisible();
  expect((await context.cookies(be("/"))).some((c) => c.name === "lastLanguage")).toBe(false);
  await page.getByRole("link", { name: /Welkom/ }).click();
  // ?lang= answers in its language without a redirect (issue 25 item 19, decision 066).
  await expect(page).toHaveURL(be("/?lang=nl"));
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
  expect((await context.cookies(be("/"))).find((c) => c.name === "lastLanguage")?.value).toBe("nl_BE");

  // A search with criteria in the query and the hash.
  await page.goto(be("/search?from=search+bar#city=2800866"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  const before = new URL(page.url());
  expect(before.hash).toContain("city=2800866");

  await page.getByRole("list", { name: "Taal" }).getByRole("link", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
  const after = new URL(page.url());
  expect(after.pathname).toBe("/search");
  expect(after.searchParams.get("from")).toBe("search bar");
  expect(after.searchParams.get("lang")).toBe("fr");
  expect(after.hash).toBe(before.hash);
  expect((await context.cookies(be("/"))).find((c) => c.name === "lastLanguage")?.value).toBe("fr_BE");
  await expect(page.getByRole("list", { name: "Langue" }).getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
});

test.describe("customer care", () => {
  // The login screen answers 401, which Chromium reports on the console for the document.
  test.use({ allowedConsole: [/status of 401/] });

  test("an agent signs in from a deep link, lands on it, then signs out", async ({ page, context }) => {
    const deepLink = "/search?from=search+bar#city=2988507";
    await page.goto(care(deepLink));
    await expect(page.getByRole("heading", { level: 1, name: "Connexion service client" })).toBeVisible();
    await page.getByLabel("Adresse e-mail").fill("agent@pasea.example");
    await page.getByRole("button", { name: "Connexion de développement" }).click();

    await expect(page).toHaveURL(care(deepLink));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("banner").getByText("Service client", { exact: true })).toBeVisible();
    expect((await context.cookies(care("/"))).some((c) => c.name === "care_token")).toBe(true);
    // Spec 000 §6 on the search screen: the extra panel (this search's link on the public site) and
    // the price buckets with their counts; no announcement banner.
    const panel = page.getByTestId("care-search-panel");
    await expect(panel.getByLabel("Lien à envoyer au client")).toHaveValue(new RegExp(`^http://fr\\.localhost:${PORT}/search\\?.*#city=2988507`));
    const buckets = panel.getByTestId("care-price-buckets");
    await expect(buckets.locator("dt").first()).toHaveText(/^0\s€ – 75\s€$/);
    await expect(buckets.locator("dd").filter({ hasText: /^[1-9]\d* offres?$/ }).first()).toBeVisible();
    // Each offer in one bucket (its lowest price per night): the parts add up to the heading (issue 25 item 11).
    const heading = Number(await page.locator("h1[data-figure=offersCount]").getAttribute("data-count"));
    const parts = await buckets.locator("dd[data-figure=bucketCount]").evaluateAll((dds) => dds.map((d) => Number(d.getAttribute("data-count"))));
    expect(heading).toBeGreaterThan(0);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(heading);
    await expect(page.getByText("Annulation gratuite sur la plupart des séjours")).toHaveCount(0);

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(care("/care/login"));
    await expect(page.getByRole("heading", { level: 1, name: "Connexion service client" })).toBeVisible();
    expect((await context.cookies(care("/"))).some((c) => c.name === "care_token")).toBe(false);
    await page.goto(care("/search"));
    await expect(page.getByRole("button", { name: "Connexion de développement" })).toBeVisible();
  });
});

test("cookie preferences: the footer link opens the consent panel, the keyboard makes a choice, the choice stays after a reload (decision 077)", async ({ page, context }) => {
  const fr = (path: string) => `http://fr.localhost:${PORT}${path}`;
  await context.clearCookies({ name: "consent" });
  await page.goto(fr("/infos/mentions-legales"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Préférences cookies" });
  await link.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Vos préférences cookies" });
  await expect(panel).toBeVisible();
  // No choice yet: only the necessary cookies, shown on and fixed.
  await expect(panel.getByRole("checkbox", { name: /Nécessaires/ })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: /Nécessaires/ })).toBeDisabled();
  const measurement = panel.getByRole("checkbox", { name: "Mesure d'audience" });
  const experiments = panel.getByRole("checkbox", { name: "Expérimentations" });
  await expect(measurement).not.toBeChecked();
  await expect(experiments).not.toBeChecked();
  // Keyboard only: Tab to measurement, Space ticks it, Tab on to the save button, Enter saves.
  const tabTo = async (target: typeof measurement) => {
    for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(target).toBeFocused();
  };
  await tabTo(measurement);
  await page.keyboard.press("Space");
  await expect(measurement).toBeChecked();
  const save = panel.getByRole("button", { name: "Enregistrer mes choix" });
  await tabTo(save);
  await page.keyboard.press("Enter");
  await expect(panel).toHaveCount(0);
  await expect(link).toBeFocused();
  const jar = await context.cookies(fr("/"));
  expect(jar.find((c) => c.name === "consent")?.value).toBe("measurement");
  // Experiments refused: the assignment the test pinned is taken back at once.
  expect(jar.some((c) => c.name === "exp")).toBe(false);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await link.click();
  await expect(panel).toBeVisible();
  await expect(measurement).toBeChecked();
  await expect(experiments).not.toBeChecked();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
});

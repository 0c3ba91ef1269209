/**
 * Wishlist and sign-in as a new visitor meets them (spec 001 §2 "Account", "Wishlist drawer";
 * spec 000 §4 heart on cards; docs/decisions/034), French, desktop: a heart on a search card adds
 * the stay, the header's wishlist icon opens the drawer with it, its heart removes it and the
 * empty state offers 'Add items'; sign-in with a wrong then the right password lands on `origin`.
 */
import { expect, test } from "./console-guard";
import { PORT } from "./http";

const url = (path: string) => `http://fr.localhost:${PORT}${path}`;

test.use({ viewport: { width: 1280, height: 900 } });

test("a heart adds a stay, the drawer lists it, and removing it shows the empty state", async ({ page }) => {
  await page.goto(url("/search/lyon-c2996944"));
  await page.locator("html[data-hydrated=true]").waitFor();
  // The results hydrate at the first interaction (decision 026); the hearts come with them.
  await page.mouse.wheel(0, 120);
  const heart = page.locator("article [data-wishlist-heart]").first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const label = (await heart.getAttribute("aria-label"))!.replace(/^Ajouter (.*) à mes favoris$/, "$1");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await page.locator('header [data-tool="wishlist"]').click();
  const drawer = page.getByRole("dialog", { name: "Mes favoris" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: label })).toBeVisible();
  await drawer.getByRole("button", { name: `Retirer ${label} de mes favoris` }).click();
  await expect(drawer.getByText("Vous n'avez aucun article dans vos favoris.")).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Ajouter des articles" })).toHaveAttribute("href", "/search");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});

test.describe("sign-in", () => {
  // The wrong password's 401 is the point of the first step.
  test.use({ allowedConsole: [/status of 401 \(Unauthorized\) @ .*\/api\/account\/signin$/] });

  test("sign-in refuses a wrong password keeping the input, then lands on the origin", async ({ page }) => {
    await page.goto(url("/account/signin?origin=%2Fcontact"));
    await page.locator("html[data-hydrated=true]").waitFor();
    const email = page.getByLabel("E-mail");
    await email.fill("lea@pasea.example");
    await page.getByLabel("Mot de passe").fill("not-her-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("E-mail ou mot de passe incorrect")).toBeVisible();
    await expect(email).toHaveValue("lea@pasea.example");
    await page.getByLabel("Mot de passe").fill("weekend-lea-2026");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(url("/contact"));
    expect((await page.context().cookies()).find((c) => c.name === "access_token")?.httpOnly).toBe(true);
  });
});

test("hearts on an activity card and on an activity page fill the drawer's Activities tab (issue 26)", async ({ page }) => {
  await page.goto(url("/activities"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The hearts come with the results' hydration, at the first interaction (decision 026).
  await page.mouse.wheel(0, 120);
  const cards = page.locator("article:has([data-wishlist-heart])");
  const heart = cards.first().locator("[data-wishlist-heart]");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const fromCard = (await cards.first().locator("h3 a").getAttribute("href"))!.replace(/[?#].*$/, "");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // Another activity's page: its heart beside the title.
  const other = cards.nth(1).locator("h3 a");
  await other.click();
  await expect(page).toHaveURL(/\/activity\/\d+/);
  const pageHeart = page.getByTestId("activity-page").locator("[data-wishlist-heart]");
  await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
  const fromPage = new URL(page.url()).pathname;
  expect(fromPage).not.toBe(fromCard);
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute("aria-pressed", "true");

  await page.locator('header [data-tool="wishlist"]').click();
  const drawer = page.getByRole("dialog", { name: "Mes favoris" });
  await expect(drawer.getByRole("tab", { name: /Activités \(2\)/ })).toHaveAttribute("aria-selected", "true");
  await expect(drawer.getByRole("tab", { name: /Séjours \(0\)/ })).toBeVisible();
  const listed = drawer.getByTestId("wishlist-panel").locator("li a[href]");
  await expect(listed).toHaveCount(2);
  expect((await listed.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).sort()).toEqual([fromCard, fromPage].sort());
});

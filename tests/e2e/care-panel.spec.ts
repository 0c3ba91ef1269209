/**
 * Customer-care support panel on the stay page (spec 001 §2 "Customer-care mode adds a support
 * panel", §6 shareable link with the public host, multi-price formats): an agent signed in on the
 * care host serving the Belgian Dutch market sees the panel, the link to send carries the page's
 * dates and party on the public Belgian site, and copying it says so. Shoppers never load it.
 */
import { expect, test } from "./console-guard";
import { PORT } from "./http";

const care = (path: string) => `http://care.localhost:${PORT}${path}`;
const STAY = "/stay/101879";

test.describe("customer care", () => {
  test.use({ allowedConsole: [/status of 401/] });

  test("the stay page shows the support panel with the customer's link on the public site", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: care("") });
    const hash = "#checkin=2027-01-15&checkout=2027-01-17&a=2&c=1";
    await page.goto(care(`${STAY}?pos=nl_BE${hash}`));
    await page.getByLabel("E-mailadres").fill("agent@pasea.example");
    await page.getByRole("button", { name: /ontwikkel/i }).click();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    const panel = page.getByTestId("care-panel");
    await expect(panel.getByRole("heading", { name: "Klantenservice-ondersteuning" })).toBeVisible();
    const link = panel.getByLabel("Link voor de klant");
    await expect(link).toHaveValue(`http://be.localhost:${PORT}${STAY}?lang=nl${hash}`);
    await expect(panel.getByText("Per persoon (3 personen)")).toBeVisible();
    await expect(panel.getByText("Per nacht (2 nachten)")).toBeVisible();

    await panel.getByRole("button", { name: "Kopiëren" }).click();
    await expect(panel.getByRole("status")).toHaveText("Link gekopieerd.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://be.localhost:${PORT}${STAY}?lang=nl${hash}`);
  });
});

test("a shopper's stay page has no support panel and never loads its code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => { if (r.resourceType() === "script") scripts.push(r.url()); });
  await page.goto(`http://fr.localhost:${PORT}${STAY}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("care-panel")).toHaveCount(0);
  expect(scripts.some((s) => /care-panel/.test(s))).toBe(false);
});

/**
 * The sticky search summary on phones (spec 000 §2 "A sticky summary appears on mobile after
 * scrolling more than 250 px when the results header is out of view"): it pins the criteria to the
 * top once the visitor scrolls past the results header, and pressing it brings back the open box.
 */
import { expect, test } from "./console-guard";
import { PORT } from "./http";

const url = `http://fr.localhost:${PORT}/search#a=2&c=1`;

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows past the results header and reopens the search box", async ({ page }) => {
    await page.goto(url);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const sticky = page.getByTestId("sticky-summary");
    await expect(sticky).toHaveCount(0);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    await expect(sticky).toHaveCount(0);
    await page.mouse.wheel(0, 1200);
    await expect(sticky).toBeVisible();
    await expect(sticky).toContainText("Toutes les destinations");
    await expect(sticky).toContainText("2 adultes, 1 enfant");

    await sticky.getByRole("button").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(sticky).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Toutes les destinations/ })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("combobox", { name: "Destination" })).toBeVisible();
  });
});

test("never on a desktop screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(500);
  await expect(page.getByTestId("sticky-summary")).toBeHidden();
});

/**
 * The search calendar (issue 14; spec 000 §2 "Calendar: dropdown on desktop, full-screen drawer
 * on mobile", §4 Calendar / Date selection, §5 unselectable days, §9 weeks from Monday, months):
 * keyboard selection in the WAI-ARIA date grid, the market's date format, prices announced per
 * day, past days disabled, Escape, the dates carried to the search hash, and the mobile
 * full-screen calendar that loads more months on scroll.
 */
import { expect, test } from "./console-guard";
import { addDays, focusedDay, moveDays, rangeText } from "./calendar";

test.describe("search calendar, desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("opens from the keyboard, picks a stay with arrows and Enter, shows it in the French format and searches with it", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const field = page.getByRole("button", { name: /^Dates/ });
    await expect(field).toHaveText("Quand partez-vous ?");
    await field.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choisissez vos dates" });
    await expect(dialog).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    // Two months, weeks from Monday, previous month disabled in the current month.
    await expect(dialog.getByRole("grid")).toHaveCount(2);
    await expect(dialog.locator("thead th").first()).toHaveText(/^lu/i);
    await expect(dialog.getByRole("button", { name: "Mois précédent" })).toBeDisabled();
    // Its month navigation is a landmark named in the page's language (issue 25 item 22), not the library's English.
    await expect(dialog.getByRole("navigation", { name: "Changer de mois" })).toBeVisible();

    // Focus is in the grid, on the first bookable day; the day before it is disabled.
    const start = await focusedDay(page);
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const before = dialog.locator(`[data-day="${addDays(start, -1)}"] button`);
    if (await before.count()) await expect(before).toBeDisabled();

    // Nine days on: the day announces its full date and its price.
    await moveDays(page, 9);
    const checkin = await focusedDay(page);
    expect(checkin).toBe(addDays(start, 9));
    const checkinButton = dialog.locator(`[data-day="${checkin}"] button`);
    await expect(checkinButton).toHaveAccessibleName(/^\p{L}+ \d{1,2} \p{L}+ \d{4}, à partir de \d[\d\s\u00a0\u202f]*€/u);
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(/Choisissez votre date de départ/)).toBeVisible();
    await moveDays(page, 2);
    const checkout = await focusedDay(page);
    await page.keyboard.press("Enter");

    // The range completes: the chosen stay shows for the close delay (1 s), then the calendar
    // closes (autoClose) and the field shows it as fr_FR writes it.
    await expect(dialog.getByText(/, 2 nuits/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(field).toBeFocused();
    const text = rangeText(checkin, checkout, "fr-FR");
    expect(text).toMatch(/^\p{L}{3}\. \d{1,2} \p{L}+\.? – \p{L}{3}\. \d{1,2} \p{L}+\.?$/u);
    await expect(field).toHaveText(text);
    await expect(field).not.toHaveText(/\d{2}\/\d{2}\/\d{4}/);

    // Escape closes; closing with a check-in but no check-out keeps the dates last committed.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await moveDays(page, 14);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toHaveText(text);

    // Search carries the dates in the hash.
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?from=search(\+|%20)bar#/);
    const hash = decodeURIComponent(new URL(page.url()).hash);
    expect(hash).toContain(`checkin=${checkin}`);
    expect(hash).toContain(`checkout=${checkout}`);
  });

  test("Clear removes the dates; Validate is disabled until both dates exist", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const field = page.getByRole("button", { name: /^Dates/ });
    await field.click();
    const dialog = page.getByRole("dialog", { name: "Choisissez vos dates" });
    const validate = dialog.getByRole("button", { name: "Valider" });
    await expect(validate).toBeDisabled();
    const first = await focusedDay(page);
    await page.keyboard.press("Enter");
    await expect(validate).toBeDisabled();
    await dialog.getByRole("button", { name: "Effacer" }).click();
    await expect(dialog.getByText("Choisissez votre date d'arrivée")).toBeVisible();
    expect(first).not.toBe("");
    await page.keyboard.press("Escape");
    await expect(field).toHaveText("Quand partez-vous ?");

    // On a results page the search box's Clear takes the dates out of the searched criteria at
    // once, as the map calendar's Clear does (spec 000 §4 "clear removes checkin, checkout and
    // nights from the hash"); the rest of the criteria stay.
    const checkin = addDays(first, 20);
    await page.goto(`/search#city=2988507&label=Paris&checkin=${checkin}&checkout=${addDays(checkin, 2)}&a=3`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const searched = page.getByRole("button", { name: /^Dates/ });
    await searched.click();
    await dialog.getByRole("button", { name: "Effacer" }).click();
    await expect(page).not.toHaveURL(/checkin=/);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe("#city=2988507&label=Paris&a=3");
    await expect(searched).toHaveText("Quand partez-vous ?");
    await expect(searched).toBeFocused();
  });
});

test.describe("search calendar, mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is a full-screen dialog that loads three more months when scrolled near its end", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: /^Dates/ }).click();
    const dialog = page.getByRole("dialog", { name: "Choisissez vos dates" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    const box = (await dialog.boundingBox())!;
    // Full screen (sub-pixel layout: within a pixel).
    expect(box.width).toBeCloseTo(390, 0);
    expect(box.height).toBeCloseTo(844, 0);
    const grids = dialog.getByRole("grid");
    await expect(grids).toHaveCount(4);
    await expect(dialog.getByRole("button", { name: "Mois suivant" })).toHaveCount(0);
    const scroller = dialog.locator("[data-calendar-scroll]");
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(grids).toHaveCount(7);
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(grids).toHaveCount(10);
    // Prices arrive for the appended months too (a day with "à partir de" in the last grid).
    await expect(grids.nth(9).getByRole("button", { name: /à partir de/ }).first()).toBeAttached();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

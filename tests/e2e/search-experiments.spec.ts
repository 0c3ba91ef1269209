/**
 * Experiments on the search screens (issue 14; spec 000 §4 auto-discount and targeted labels,
 * §6 calendar shortcuts A/B, §9 shortcuts; spec 001 §9 auto-discount banner), set through the
 * `exp` cookie (console-guard.ts): the results show the banner and the cards' labels as the server
 * rendered them (ssr experiments, docs/decisions/040), and the search calendar offers this
 * weekend (not when the first bookable day is a Sunday: a Sunday, or a Saturday from 20:00), next weekend and the point of sale's future campaign dates.
 * The rules themselves are unit-tested (lib/card-label, shared/calendar, calendar-campaigns).
 */
import { expect, test } from "./console-guard";
import { PORT } from "./http";
import { firstBookableDay, shortcuts as shortcutRule } from "../../shared/calendar";

test.use({ experiments: "dateVariation:control,autoDiscount:label,targetedLabels:label,calendarShortcuts:shortcuts" });

/**
 * 1 when the rule offers "this weekend" now in Europe/Paris (= Europe/Brussels), else 0: from the
 * first bookable day (tomorrow from 20:00, spec 000 §5), not from today's date.
 */
function thisWeekendShown(pointOfSale: string): number {
  return shortcutRule(firstBookableDay(new Date(), "Europe/Paris"), pointOfSale).filter((s) => s.kind === "thisWeekend").length;
}

test("desktop fr: auto-discount banner and labels on the results, shortcuts in the calendar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/search");
  await expect(page.getByRole("complementary", { name: /^10\s% de réduction en plus sur une sélection/ })).toBeVisible();
  await expect(page.locator("[data-card-label=autoDiscount]").first()).toHaveText(/^10\s% de réduction en plus appliquée automatiquement \(code EXTRA10\)$/);
  // One label per card at most: the auto discount wins over the targeted label.
  for (const card of await page.locator("article").all()) expect(await card.locator("[data-card-label]").count()).toBeLessThanOrEqual(1);
  await expect(page.locator("[data-card-label=targeted]").first()).toHaveText(/^(Recommandé pour vous|Très demandé en ce moment|Pépite locale)$/);

  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: /^Dates/ }).first().click();
  const dialog = page.getByRole("dialog", { name: "Choisissez vos dates" });
  const shortcuts = dialog.getByRole("group", { name: "Raccourcis de dates" });
  await expect(shortcuts.getByRole("button", { name: /^Le week-end prochain/ })).toBeVisible();
  await expect(shortcuts.getByRole("button", { name: /^Ce week-end/ })).toHaveCount(thisWeekendShown("fr_FR"));
  // The default campaigns (May 2027 bridges) are still to come: all three show.
  await expect(shortcuts.getByRole("button", { name: /^Ponts de mai/ })).toHaveCount(3);
  // A shortcut is a complete stay: the desktop calendar closes (autoClose) and the field shows it.
  const next = shortcuts.getByRole("button", { name: /^Le week-end prochain/ });
  const range = (await next.locator("span").nth(1).textContent()) ?? "";
  expect(range).toMatch(/^ven\. \d{1,2} .+ – dim\. \d{1,2} /);
  await next.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /^Dates/ }).first()).toHaveText(range);
});

test("390 px nl_BE: labels in Dutch and the shortcuts in the full-screen calendar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`http://be.localhost:${PORT}/search?lang=nl`);
  await expect(page.getByRole("complementary", { name: /^10% extra korting op een selectie aanbiedingen/ })).toBeVisible();
  await expect(page.locator("[data-card-label=autoDiscount]").first()).toHaveText(/^10% extra korting automatisch toegepast \(code EXTRA10\)$/);
  await expect(page.locator("[data-card-label=targeted]").first()).toHaveText(/^(Aanbevolen voor jou|Nu erg gewild|Lokale parel)$/);

  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator("button[aria-controls=search-box-panel]").click();
  await page.getByRole("button", { name: /^Data/ }).first().click();
  const dialog = page.getByRole("dialog", { name: "Kies je data" });
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  const shortcuts = dialog.getByRole("group", { name: "Snelkeuze data" });
  await expect(shortcuts.getByRole("button", { name: /^Dit weekend/ })).toHaveCount(thisWeekendShown("nl_BE"));
  await expect(shortcuts.getByRole("button", { name: /^Meiweekends/ })).toHaveCount(3);
  const next = shortcuts.getByRole("button", { name: /^Volgend weekend/ });
  await next.click();
  await expect(next).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByText(/2 nachten/)).toBeVisible();
});

test.describe("dateVariation datesSuggested (spec 000 §4 date variations)", () => {
  test.use({ experiments: "dateVariation:datesSuggested" });

  test("desktop fr: Search without dates opens the calendar with 'flexible dates'; once the visitor clears the dates, Search runs without them", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const search = page.getByRole("button", { name: "Rechercher", exact: true });
    await search.click();
    const dialog = page.getByRole("dialog", { name: "Choisissez vos dates" });
    await expect(dialog).toBeVisible();
    await expect(page).not.toHaveURL(/\/search/);
    await expect(dialog.getByRole("button", { name: "Mes dates sont flexibles" })).toBeVisible();
    // A check-in, then Clear: the visitor cleared the dates.
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Effacer" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Opened by Search (origin 'button'): focus goes back to Search.
    await expect(search).toBeFocused();
    await search.click();
    await expect(page).toHaveURL(/\/search\?from=search(\+|%20)bar/);
    expect(decodeURIComponent(new URL(page.url()).hash)).not.toContain("checkin=");
  });
});

/**
 * Accessibility (issue 3 §2): the foundation journey (destination, dates, travellers, search,
 * result, product) with the keyboard alone, at desktop and mobile widths.
 *
 * Every element that receives focus on the way must show a focus indicator (an outline of 2 px or
 * more on it, or on an ancestor through :focus-within, e.g. the labels of the visually hidden flow
 * radios) and must not be hidden under another element (WCAG 2.4.7, 2.4.11). Popups: the
 * destination listbox opens and closes from the input (Escape closes it, focus stays in the
 * input); the travellers popover is a non-modal dialog: focus moves in on open, Escape closes it and
 * puts focus back on its button, and tabbing out of it closes it (it does not trap focus, as it is
 * not modal, and it cannot hide the next field). axe also checks the page while each popup is open.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { installAxe, wcagViolations } from "./axe";
import { focusedDay, moveDays } from "./calendar";

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const MAX_TABS = 60;

/** Describes the focused element and whether its focus indicator is visible and unobscured. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { ok: false, what: "body", why: "nothing focused" };
    const what = `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ""}${active.getAttribute("role") ? ` role=${active.getAttribute("role")}` : ""}> ${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 40)}`;
    // A native date field's own calendar button leaves the field :focus-within only.
    const focusInShadow = !!active.shadowRoot || (active instanceof HTMLInputElement && !active.matches(":focus"));
    if (!active.matches(":focus-visible") && !(focusInShadow && active.matches(":focus-within"))) return { ok: false, what, why: "not :focus-visible" };
    // The indicator: an outline on the element or on an ancestor (:focus-within), on a box large
    // enough to be seen (a visually hidden radio shows its ring on its label).
    for (let n: HTMLElement | null = active; n && n !== document.body; n = n.parentElement) {
      const cs = getComputedStyle(n);
      const rect = n.getBoundingClientRect();
      const visibleOutline = cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) >= 2 && !/rgba\(.*,\s*0\)$|transparent/.test(cs.outlineColor);
      if (!visibleOutline || rect.width < 4 || rect.height < 4) continue;
      // Not obscured: the top-most element at the middle of the indicated box belongs to it.
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const inView = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
      const top = inView ? document.elementFromPoint(x, y) : null;
      const unobscured = !!top && (n.contains(top) || top.contains(n) || (top instanceof HTMLLabelElement && top.control === active));
      return unobscured ? { ok: true, what, why: "" } : { ok: false, what, why: inView ? `covered by <${top?.tagName.toLowerCase()} class="${top?.className}">` : "out of the viewport" };
    }
    return { ok: false, what, why: "no visible outline" };
  });
}

async function expectVisibleFocus(page: Page) {
  const s = await focusState(page);
  expect(s.ok, `focus indicator of ${s.what}: ${s.why}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at every stop. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}


for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`keyboard only at ${viewportName}`, () => {
    test.use({ viewport });

    test("a French visitor finds a weekend in Lyon and opens it without a mouse", async ({ page, context }) => {
      await installAxe(context);
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

      // Skip link first, then on to the destination combobox.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeFocused();
      await expectVisibleFocus(page);
      const destination = page.getByRole("combobox", { name: "Destination" });
      await tabTo(page, destination);

      // Destination: Escape closes the suggestions and keeps focus; arrows + Enter pick one.
      await destination.pressSequentially("Ly", { delay: 40 });
      await expect(destination).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(destination).toHaveAttribute("aria-expanded", "false");
      await expect(destination).toBeFocused();
      await destination.pressSequentially("on", { delay: 40 });
      await expect(page.getByRole("option", { name: /^Lyon/ }).first()).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expect(destination).toHaveAttribute("aria-activedescendant", /.+/);
      expect(await wcagViolations(page), "WCAG violations with the suggestions open").toEqual([]);
      await page.keyboard.press("Enter");
      await expect(destination).toHaveValue(/Lyon/);
      await expect(destination).toHaveAttribute("aria-expanded", "false");
      await expect(destination).toBeFocused();

      // Dates: the calendar opens from its field; arrows move in the date grid, Enter picks the
      // check-in 30 days on and the check-out 2 nights later; the range closes it.
      const datesField = page.getByRole("button", { name: /^Dates/ });
      await tabTo(page, datesField);
      await page.keyboard.press("Enter");
      const calendar = page.getByRole("dialog", { name: "Choisissez vos dates" });
      await expect(calendar).toBeVisible();
      expect(await wcagViolations(page), "WCAG violations with the calendar open").toEqual([]);
      await moveDays(page, 30);
      await expectVisibleFocus(page);
      const checkin = await focusedDay(page);
      await page.keyboard.press("Enter");
      await moveDays(page, 2);
      const checkout = await focusedDay(page);
      await page.keyboard.press("Enter");
      if (viewport.width < 768) {
        // Mobile: the full-screen calendar stays open until Validate (desktop: it closes by itself, after 1 s).
        await tabTo(page, calendar.getByRole("button", { name: "Valider" }));
        await page.keyboard.press("Enter");
      }
      await expect(calendar).toBeHidden();
      await expect(datesField).toBeFocused();

      // Travellers: a button named by its label and its value opens a non-modal dialog.
      const travellers = page.getByRole("button", { name: /^Voyageurs 2 adultes$/ });
      await tabTo(page, travellers);
      await expect(travellers).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Voyageurs" });
      await expect(dialog).toBeVisible();
      await expect(travellers).toHaveAttribute("aria-expanded", "true");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), "focus moves into the travellers dialog").toBe(true);
      await expectVisibleFocus(page);
      expect(await wcagViolations(page), "WCAG violations with the travellers dialog open").toEqual([]);
      const addAdult = dialog.getByRole("button", { name: "Ajouter : Adultes" });
      const addChild = dialog.getByRole("button", { name: "Ajouter : Enfants" });
      const removeChild = dialog.getByRole("button", { name: "Retirer : Enfants" });
      await tabTo(page, addAdult);
      await page.keyboard.press("Enter");
      await tabTo(page, addChild);
      await page.keyboard.press("Space");
      await page.keyboard.press("Space");
      // Back down to one child: the minus button stays focusable and keeps focus at the limit.
      await tabTo(page, removeChild, "Shift+Tab");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await expect(removeChild).toHaveAttribute("aria-disabled", "true");
      await expect(removeChild).toBeFocused();
      await page.keyboard.press("Enter"); // at the limit: nothing happens
      await expect(dialog.getByRole("group", { name: /^Enfants/ }).locator("output")).toHaveText("0");
      await tabTo(page, addChild);
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("group", { name: /^Adultes/ }).locator("output")).toHaveText("3");
      await expect(dialog.getByRole("group", { name: /^Enfants/ }).locator("output")).toHaveText("1");
      // Escape closes it and gives focus back to its button, which now shows the new party.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      const travellersAfter = page.getByRole("button", { name: /^Voyageurs 3 adultes, 1 enfant$/ });
      await expect(travellersAfter).toBeFocused();
      await expect(travellersAfter).toHaveAttribute("aria-expanded", "false");
      await expectVisibleFocus(page);

      // Space opens it too; it is not modal: tabbing past its last control closes it and lands on
      // the next field, which the popover no longer hides.
      await page.keyboard.press("Space");
      await expect(dialog).toBeVisible();
      expect(await dialog.getAttribute("aria-modal")).toBeNull();
      await tabTo(page, dialog.getByRole("button", { name: "Valider" }));
      const submit = page.getByRole("button", { name: "Rechercher", exact: true });
      await tabTo(page, submit);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: /^Voyageurs 3 adultes, 1 enfant$/ })).toHaveAttribute("aria-expanded", "false");

      // Search with Enter.
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/search\?from=search(\+|%20)bar#/);
      const hash = decodeURIComponent(new URL(page.url()).hash);
      expect(hash).toContain("city=2996944");
      expect(hash).toContain(`checkin=${checkin}`);
      expect(hash).toContain(`checkout=${checkout}`);
      expect(hash).toMatch(/[#&]a=3(&|$)/);
      expect(hash).toMatch(/[#&]c=1(&|$)/);
      // The hash criteria (dates, party) refetch the results: wait until the cards carry them and
      // the loading state is over.
      const cards = page.getByRole("list", { name: "Offres trouvées" }).getByRole("article");
      const firstLink = cards.first().getByRole("heading", { level: 3 }).getByRole("link");
      await expect(firstLink).toHaveAttribute("href", new RegExp(`checkin=${checkin}`));
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);

      // Tab to the first result (one tab stop per card: its title link) and open it with Enter.
      await tabTo(page, firstLink);
      const firstTitle = (await firstLink.textContent())!.trim();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/stay\/\d+/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
    });
  });
}

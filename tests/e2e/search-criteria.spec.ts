/**
 * Search criteria defects a shopper meets (issue 13 items 1, 4, 6, 7, 8, 9), in the browser
 * against the real worker. Every test also fails on any console error or hydration warning
 * (console-guard).
 */
import type { Page, Request } from "@playwright/test";
import { parseCriteria } from "../../shared/criteria";
import { offersBody } from "../../shared/search-request";
import { expect, test } from "./console-guard";
import { post } from "./http";

/** A calendar day `days` from today in the catalog's time zone (Europe/Paris), 'YYYY-MM-DD'. */
function day(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Records the bodies of POST /api/offers.json sent by the page. */
function offersRequests(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (req: Request) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/offers.json") bodies.push(req.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
const GENERIC_ERROR = "Oups, une erreur s'est produite";

test.describe("issue 13 item 1: returning visitors", () => {
  test("recent searches in storage hydrate without error and show on focus", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("recentSearches", JSON.stringify([
        { id: 2996944, label: "Lyon", category: "city" },
        { id: 2988507, label: "Paris", category: "city" },
      ]));
    });
    for (const path of ["/", "/search"]) {
      await page.goto(path);
      await hydrated(page);
    }
    const destination = page.getByRole("combobox", { name: "Destination" });
    await destination.click();
    await expect(page.getByRole("option", { name: /Lyon.*Recherche récente/ })).toBeVisible();
  });
});

test.describe("issue 13 item 6: typed but not picked", () => {
  test("Enter right after typing picks the first suggestion, and the search carries it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const destination = page.getByRole("combobox", { name: "Destination" });
    await destination.click();
    await destination.fill("Lyon");
    const suggestions = page.waitForResponse(/autocomplete-geonames\.json\?.*term=Lyon/);
    await destination.press("Enter");
    // The suggestions for "Lyon" were still on their way: the field waits for them, then picks.
    // (The box may hydrate after these keys, which it then replays: wait for the answer first.)
    await suggestions;
    await expect(destination).not.toHaveAttribute("aria-busy", "true");
    await expect(destination).toHaveValue("Lyon");
    await expect(destination).not.toHaveAttribute("aria-invalid", "true");
    await destination.press("Enter");
    await expect(page).toHaveURL(/#city=2996944/);
  });

  test("Tab keeps an unmatched text, says a suggestion must be chosen, and the search waits for it; provinces are named as such (item 9)", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const destination = page.getByRole("combobox", { name: "Destination" });
    await destination.click();
    await destination.pressSequentially("Lyo", { delay: 30 });
    await destination.press("Tab");
    await expect(destination).toHaveValue("Lyo");
    await expect(destination).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Choisissez une destination dans la liste des suggestions.")).toBeVisible();
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(destination).toBeFocused();

    // Item 9, as the shopper types another destination in the same field: a Spanish province is a
    // province, a French department a département.
    await destination.fill("Gérone");
    await expect(page.getByRole("option", { name: /Gérone.*Province/ })).toBeVisible();
    await expect(page.getByRole("option", { name: /Département/ })).toHaveCount(0);
    await destination.fill("Gironde");
    await expect(page.getByRole("option", { name: /Gironde.*Département/ })).toBeVisible();
  });

  test("a picked destination survives tabbing through the field", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const destination = page.getByRole("combobox", { name: "Destination" });
    await destination.click();
    await destination.fill("Lyon");
    await destination.press("Enter");
    await expect(destination).not.toHaveAttribute("aria-busy", "true");
    await expect(destination).toHaveValue("Lyon");
    await destination.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(destination).toBeFocused();
    await destination.press("Tab");
    await expect(destination).toHaveValue("Lyon");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/#city=2996944/);
  });
});

test.describe("issue 13 item 4: impossible dates from a link", () => {
  test("25 nights are searched as 20, with a notice and no error", async ({ page }) => {
    const bodies = offersRequests(page);
    const checkin = day(10);
    await page.goto(`/search#checkin=${checkin}&checkout=${day(35)}&a=2`);
    await hydrated(page);
    await expect(page.getByTestId("criteria-notice")).toContainText("au plus 20 nuits");
    await expect(page).toHaveURL(new RegExp(`checkout=${day(30)}`));
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await expect(page.getByText(GENERIC_ERROR)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/offres?/);
    const dated = bodies.filter((b) => b.checkin);
    expect(dated.length).toBeGreaterThan(0);
    for (const b of dated) expect(b).toMatchObject({ checkin, night: 20 });
  });

  test("past dates are dropped with a notice", async ({ page }) => {
    const bodies = offersRequests(page);
    await page.goto(`/search#checkin=${day(-5)}&checkout=${day(-3)}&a=2`);
    await hydrated(page);
    await expect(page.getByTestId("criteria-notice")).toContainText("sont passées");
    await expect(page).not.toHaveURL(/checkin=/);
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await expect(page.getByText(GENERIC_ERROR)).toHaveCount(0);
    for (const b of bodies) expect(b.checkin).toBeUndefined();
  });

  test("a lone check-in is kept and the dates field asks for the check-out", async ({ page }) => {
    await page.goto(`/search#checkin=${day(12)}&a=2`);
    await hydrated(page);
    await expect(page.getByTestId("criteria-notice")).toContainText("date de départ");
    await expect(page).toHaveURL(new RegExp(`checkin=${day(12)}`));
    await expect(page.getByText("Choisissez la date de départ.")).toBeVisible();
    // Searching again without a check-out opens the calendar for it instead of dropping the check-in.
    await page.getByRole("button", { name: "Rechercher" }).click();
    const calendar = page.getByRole("dialog", { name: "Choisissez vos dates" });
    await expect(calendar).toBeVisible();
    await calendar.locator(`[data-day="${day(14)}"] button`).click();
    await expect(calendar).toBeHidden();
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(new RegExp(`checkin=${day(12)}&checkout=${day(14)}`));
  });
});

test.describe("issue 13 item 7: sort validity", () => {
  test("a sort the flow does not allow is dropped on load", async ({ page }) => {
    const bodies = offersRequests(page);
    await page.goto("/search?flow=gifting#sort=promo&a=2");
    await hydrated(page);
    await expect(page).not.toHaveURL(/sort=promo/);
    await expect(page.getByTestId("criteria-notice")).toContainText("Ce tri n'existe pas");
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    for (const b of bodies) expect(b.orderBy).not.toBe("promo");
  });

  test("switching to gifting on the results page searches in gifting at once, without the booking-only sort", async ({ page }) => {
    const bodies = offersRequests(page);
    await page.goto("/search#city=2996944&label=Lyon&sort=promo&a=2");
    await hydrated(page);
    await expect(page.getByLabel("Trier par")).toHaveValue("promo");
    const box = page.getByRole("search").last();
    // Spec 000 §2: the switch itself changes the path's query to flow=gifting and searches.
    const giftSearch = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/offers.json" && (r.postDataJSON() as { type?: string }).type === "gift");
    await box.getByText("Offrir un séjour").click();
    await giftSearch;
    await expect(page).toHaveURL(/flow=gifting/);
    await expect(page).not.toHaveURL(/sort=promo/);
    await expect(page).toHaveURL(/city=2996944/);
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    const gifting = bodies.filter((b) => b.type === "gift");
    expect(gifting.length).toBeGreaterThan(0);
    for (const b of gifting) expect(b.orderBy).not.toBe("promo");
    // Gifting: no dates field, the party fixed at 2 adults and shown as fixed (spec 000 §2, §5).
    await expect(box.getByRole("button", { name: /^Dates/ })).toHaveCount(0);
    const travellers = box.getByRole("button", { name: /^Voyageurs 2 adultes$/ });
    await expect(travellers).toBeDisabled();
    await expect(travellers).toHaveCSS("cursor", "not-allowed");
  });
});

test("issue 26: the theme modal (spec 000 §2 titles per flow; keyboard; full screen on phones)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/search#city=2996944&label=Lyon&a=2");
  await hydrated(page);
  const box = page.getByRole("search").last();
  const field = box.getByRole("button", { name: /^Qu'est-ce qui vous ferait plaisir \? Toutes les envies$/ });
  await field.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Qu'est-ce qui vous ferait plaisir ?" });
  await expect(dialog).toBeVisible();
  // The list has focus, on the chosen entry; arrows move, Enter chooses and closes; focus comes back.
  const list = dialog.getByRole("listbox");
  await expect(list).toBeFocused();
  await expect(dialog.getByRole("option", { name: "Toutes les envies" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const chosen = dialog.getByRole("option").nth(2);
  const label = (await chosen.innerText()).trim();
  await expect(chosen).toHaveAttribute("data-highlighted", "");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(field).toBeHidden();
  const themed = box.getByRole("button", { name: `Qu'est-ce qui vous ferait plaisir ? ${label}` });
  await expect(themed).toBeFocused();
  // Escape closes without a change; Tab stays in the modal (focus trap).
  await page.keyboard.press("Enter");
  await expect(list).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Fermer" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(list).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(themed).toBeFocused();
  await box.getByRole("button", { name: "Rechercher", exact: true }).click();
  await expect(page).toHaveURL(/[#&]theme=\d+&/);

  // 390 px, nl_BE gifting: 'Thema's', full screen like the destination sheet; a click chooses.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`http://nl.localhost:${process.env.E2E_PORT ?? "8788"}/search?flow=gifting#a=2`);
  await hydrated(page);
  await page.locator('[aria-controls="search-box-panel"]').click();
  const nlField = page.getByRole("search").last().getByRole("button", { name: /^Thema's / });
  await nlField.click();
  const nlDialog = page.getByRole("dialog", { name: "Thema's" });
  await expect(nlDialog).toBeVisible();
  const size = (await nlDialog.boundingBox())!;
  expect(Math.round(size.width)).toBe(390);
  expect(Math.round(size.height)).toBe(844);
  await nlDialog.getByRole("option").nth(1).click();
  await expect(nlDialog).toBeHidden();
  await expect(nlField).not.toHaveText("Alle thema's");
});

test("issue 26: card hover on desktop shows the wishlist heart and the secondary stress message (spec 000 §4)", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A hotel whose main offer has two messages without dates (expiration, last minute, marketing label).
  type Card = { expiration?: string | null; lastMinute?: boolean | null; marketingLabels?: string[] | null };
  const answer = (await (await post(request, "/api/offers.json", JSON.stringify(offersBody(parseCriteria("a=2"), "booking", 0, 100)))).json()) as { exactMatch: { id: number; mainPackage: Card }[] };
  const two = answer.exactMatch.find(({ mainPackage: c }) => [!!c.expiration, !!c.lastMinute, !!c.marketingLabels?.length].filter(Boolean).length >= 2);
  expect(two, "a stay with two stress messages").toBeDefined();
  await page.goto(`/search#hotel=${two!.id}&a=2`);
  await hydrated(page);
  const card = page.locator("article[data-offer-id]:has([data-stress-secondary])").first();
  await expect(card).toBeVisible();
  await expect(card.locator("ul li")).toHaveCount(2);
  const secondary = card.locator("[data-stress-secondary]");
  const heart = card.locator("[data-wishlist-heart]");
  await page.mouse.move(0, 0);
  await expect(secondary).toHaveCSS("opacity", "0");
  await expect(heart).toHaveCSS("opacity", "0");
  await card.locator("h3").hover();
  await expect(secondary).toHaveCSS("opacity", "1");
  await expect(heart).toHaveCSS("opacity", "1");
});

test("hotel flow: destination, dates and travellers but no theme; Search stays in the hotel flow (spec 000 §2)", async ({ page }) => {
  await page.goto("/search?flow=hotel#city=2996944&label=Lyon&a=2");
  await hydrated(page);
  const box = page.getByRole("search").last();
  await expect(box.getByRole("combobox", { name: "Destination" })).toHaveValue("Lyon");
  await expect(box.getByRole("button", { name: /^Dates/ })).toBeVisible();
  await expect(box.getByRole("button", { name: /ferait plaisir|Thématiques/ })).toHaveCount(0);
  await box.getByRole("button", { name: "Rechercher", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?from=search(\+|%20)bar&flow=hotel#city=2996944/);
});

test("390 px nl: a flow switch in the phone search modal searches in that flow, closes the modal and scrolls to the results", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`http://nl.localhost:${process.env.E2E_PORT ?? "8788"}/search#city=2996944&label=Lyon&a=2`);
  await hydrated(page);
  await page.locator("[aria-controls=search-box-panel]").click();
  const giftSearch = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/offers.json" && (r.postDataJSON() as { type?: string }).type === "gift");
  await page.locator("#search-box-panel").getByText("Verblijf cadeau geven").click();
  await giftSearch;
  await expect(page).toHaveURL(/\/search\?flow=gifting#city=2996944/);
  await expect(page.locator("[aria-controls=search-box-panel]")).toHaveAttribute("aria-expanded", "false");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test.describe("issue 13 item 8: activity flow", () => {
  test("activity cards show the price per person and the promo from 5 %; 5 adults become 2; no stay SEO text; 'No activity found'", async ({ page, request }) => {
    // What the page shows for 2 participants: the same request, straight to the API.
    const answer = await post(request, "/api/offers.json", JSON.stringify(offersBody(parseCriteria("city=2988507&a=2"), "activity", 0)));
    expect(answer.status()).toBe(200);
    const data = (await answer.json()) as { exactMatch: { mainPackage: { sellPrice: number; participants: number; promo: number } }[] };
    await page.goto("/activities?flow=activity#city=2988507&label=Paris&a=5&checkin=" + day(10) + "&checkout=" + day(12));
    await hydrated(page);
    await expect(page.getByTestId("criteria-notice")).toContainText("1 à 2 participants");
    await expect(page).toHaveURL(/#city=2988507&label=Paris&a=2$/);
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    const cards = page.getByRole("list", { name: "Offres trouvées" }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    const count = Math.min(await cards.count(), data.exactMatch.length, 6);
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const m = data.exactMatch[i]!.mainPackage;
      const card = cards.nth(i);
      const shown = (await card.locator("strong").last().textContent())!;
      // A list price: the per-person cents shown in whole euros, rounded up (decision 064).
      expect(Number(shown.replace(/[^\d]/g, "")), shown).toBe(Math.ceil(Math.ceil(m.sellPrice / m.participants) / 100));
      await expect(card).toContainText("par personne");
      await expect(card).toContainText(/participants?/);
      await expect(card).not.toContainText(/\bnuits?\b/);
      if (Math.round(m.promo) >= 5) await expect(card).toContainText(`-${Math.round(m.promo)}%`);
      else await expect(card).not.toContainText(/-\d+%/);
    }
    // No SEO text about hotel stays ('nuit, petit-déjeuner et activités compris') under day activities.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("seo-text")).toHaveCount(0);
    // Spec 000 §8 'No activity found for this search' (Gentilly has no day activity), same page.
    await page.evaluate(() => { location.hash = "city=3016292&label=Gentilly&a=2"; });
    await expect(page.getByText("Aucune activité trouvée pour cette recherche")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aucune activité");
  });

  // The activities link in the mobile header: header-menu.spec.ts, on its phone page load.
});

// Issue 13 item 9 (provinces): at the end of "Tab keeps an unmatched text" above, on its page load.

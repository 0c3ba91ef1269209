/**
 * The activity page as a new visitor uses it (spec 001 §2 "Activity detail page", §4 "Activity
 * purchase", §5 people clamp; spec 000 §9 price per person; issue 15): opened from the activity
 * search results, the people chooser changes the price per person and the total and writes `a`
 * into the hash, a practical-info dialog opens, and 'Buy for myself' opens its modal whose Continue
 * lands on the booking summary (no date, no tourist tax). Issue 25 (decision 061): the card's
 * price per person is the page's, the Offer modal's and the gift summary's (× people), fr_FR
 * desktop and nl_BE 390 px. Desktop in fr_FR, 390 px in nl_NL. The figures are read from the API
 * and the pages' data-figure attributes at test time.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import type { ActivityDetailResponse } from "../../shared/contract/activity-detail";
import { expect, test } from "./console-guard";
import { get } from "./http";

const messages = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;
const norm = (s: string | null) => (s ?? "").replace(/\s/g, " ").trim();
const money = (c: number, bcp47: string) =>
  norm(new Intl.NumberFormat(bcp47, { style: "currency", currency: "EUR", minimumFractionDigits: c % 100 ? 2 : 0, maximumFractionDigits: c % 100 ? 2 : 0 }).format(c / 100));

async function detailOf(request: APIRequestContext, url: string, host: string): Promise<ActivityDetailResponse> {
  const id = /\/activity\/(\d+)/.exec(url)![1];
  return (await get(request, `/api/activity-only/weekend/${id}/detail.json`, host)).json();
}

/** From the activity results to the first card's activity page, hydrated; the card's price per person (cents). */
async function openFromResults(page: Page, host: string, query = ""): Promise<number> {
  await page.goto(`http://${host}:${process.env.E2E_PORT ?? "8788"}/activities${query}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const cents = Number(await page.locator("article").first().locator('[data-figure="perPersonPrice"]').getAttribute("data-cents"));
  await page.locator("article h3 a").first().click();
  await expect(page).toHaveURL(/\/activity\/\d+/);
  await expect(page.getByTestId("activity-page")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return cents;
}

async function buyForOne(page: Page, request: APIRequestContext, host: string, lang: string, bcp47: string, twoPeople: string) {
  const m = messages(lang);
  const d = await detailOf(request, page.url(), host);
  const [one, two] = d.prices;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(d.label);
  await expect(page.getByTestId("activity-people")).toHaveText(twoPeople);
  await expect(page.getByTestId("activity-price-per-person")).toHaveText(money(Math.ceil(two!.sellPrice / 2), bcp47));
  await page.getByRole("button", { name: m["activity.peopleLess"] }).click();
  await expect(page).toHaveURL(/#.*a=1/);
  await expect(page.getByRole("button", { name: m["activity.peopleLess"] })).toBeDisabled();
  await expect(page.getByTestId("activity-price-per-person")).toHaveText(money(one!.sellPrice, bcp47));
  expect(norm(await page.getByTestId("activity-total").textContent())).toContain(money(one!.sellPrice, bcp47));
  await page.getByRole("button", { name: m["activity.buy"] }).click();
  const dialog = page.getByTestId("activity-purchase-dialog");
  await expect(dialog.getByTestId("activity-dialog-total")).toHaveText(money(one!.sellPrice, bcp47));
  await dialog.getByTestId("activity-dialog-continue").click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f]{32}/);
  await expect(page.getByTestId("booking-label")).toHaveText(d.label);
  await expect(page.getByTestId("booking-today")).toHaveText(money(one!.sellPrice, bcp47));
  // Bought without a date: no day the shopper did not choose, no tourist tax on a day activity.
  await expect(page.getByTestId("booking-dates")).toHaveCount(0);
  await expect(page.getByTestId("booking-tax")).toHaveCount(0);
}

/** Card → page → Offer modal → gift summary: one price per person, the total per person × 2 (issue 25). */
async function offerForTwo(page: Page, cardCents: number, lang: string) {
  const m = messages(lang);
  const figure = (scope: ReturnType<Page["locator"]>, name: string) => scope.locator(`[data-figure="${name}"]`).first().getAttribute("data-cents").then(Number);
  const panel = page.getByTestId("activity-purchase");
  expect(await figure(panel, "perPersonPrice"), "activity page vs search card").toBe(cardCents);
  expect(await figure(panel, "total"), "activity page total").toBe(cardCents * 2);
  await page.getByRole("button", { name: m["activity.offer"] }).click();
  const dialog = page.getByTestId("activity-purchase-dialog");
  await expect(dialog).toBeVisible();
  expect(await figure(dialog, "perPersonPrice"), "Offer modal vs search card").toBe(cardCents);
  expect(await figure(dialog, "total"), "Offer modal total").toBe(cardCents * 2);
  await dialog.getByTestId("activity-dialog-continue").click();
  await expect(page).toHaveURL(/\/booking\/gift\/[0-9a-f]{32}/);
  await expect(page.getByTestId("gift-booking-people")).toBeVisible();
  expect(Number(await page.getByTestId("gift-booking-total").getAttribute("data-cents")), "gift summary vs card × 2").toBe(cardCents * 2);
}

test("desktop fr: card, activity page, Offer modal and gift summary show one price (issue 25)", async ({ page }) => {
  const card = await openFromResults(page, "fr.localhost");
  await offerForTwo(page, card, "fr");
});

test("mobile nl_BE (390 px): card, activity page, Offer modal and gift summary show one price (issue 25)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: "lastLanguage", value: "nl", domain: "be.localhost", path: "/" }]);
  const card = await openFromResults(page, "be.localhost");
  await offerForTwo(page, card, "nl");
});

test("desktop fr: from the activity results to the page; practical info, one person, Buy for myself lands on the booking summary", async ({ page, request }) => {
  await openFromResults(page, "fr.localhost");
  const fr = messages("fr");
  await page.getByRole("button", { name: fr["activity.thingsToKnow"] }).click();
  const dialog = page.getByRole("dialog", { name: fr["activity.thingsToKnow"] });
  await expect(dialog).toContainText("12 mois");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await buyForOne(page, request, "fr.localhost", "fr", "fr-FR", "2 personnes");
});

test("mobile nl (390 px): the same purchase on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFromResults(page, "nl.localhost");
  await buyForOne(page, request, "nl.localhost", "nl", "nl-NL", "2 personen");
});

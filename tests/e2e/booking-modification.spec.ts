/**
 * Booking modification (spec 000 §2 view mode MODIFICATION, §9 free modification until the
 * deadline; decision 046). Desktop fr: from a stay's booking summary, 'Change my dates or stay'
 * opens the results around the booked hotel's city in MODIFICATION mode; the booked stay is
 * marked at the same price, every priced card says its difference and a dearer one says the sum
 * to pay; the travellers picker writes the party into the hash and the stays are priced again.
 * 390 px nl: the same screen reached by URL with other dates in the hash.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { get, post } from "./http";
import { addDays, rangeText } from "./calendar";

const messages = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;
const STAY = 100447;
/** Cents of a price as the shop writes it in fr and nl ("1 159,50 €", "€ 1.159"): "." and spaces group thousands, "," marks the cents. */
const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d,]/g, "").replace(",", ".")) * 100);

/** A cart of the stay for 2 adults, 2 nights, at the first bookable Friday three weeks ahead or later. */
async function stayCart(request: APIRequestContext): Promise<{ id: string; checkin: string }> {
  const start = new Date(Date.now() + 21 * 86_400_000);
  start.setUTCDate(start.getUTCDate() + ((5 - start.getUTCDay() + 7) % 7));
  for (let week = 0; week < 8; week++) {
    const checkin = addDays(start.toISOString().slice(0, 10), 7 * week);
    const body = (expected: number) => JSON.stringify({ locale: "fr_FR", packageId: STAY, checkin, nights: 2, adult: 2, child: 0, baby: 0, expectedSellPrice: expected });
    const asked = await post(request, "/api/carts.json", body(1));
    if (asked.status() !== 409) continue;
    const created = await post(request, "/api/carts.json", body((await asked.json()).current));
    if (created.ok()) return { id: (await created.json()).id, checkin };
  }
  throw new Error("no bookable Friday found");
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Checks every result card: its difference says what its price minus the booked price says (a
 * free modification: dearer → charge, cheaper → refund, equal → same). Returns the cards' rows.
 */
async function checkDifferences(page: Page, booked: number) {
  const items = page.locator("section[aria-labelledby=modification-results] ol > li");
  await expect(items.first()).toBeVisible();
  const rows = await items.evaluateAll((lis) => lis.map((li) => ({
    price: li.querySelector("article strong")?.textContent ?? "",
    kind: li.querySelector("[data-difference]")?.getAttribute("data-difference") ?? "",
    text: li.querySelector("[data-difference] > span:last-child")?.textContent ?? "",
  })));
  expect(rows.length).toBeGreaterThan(3);
  for (const row of rows) {
    const diff = cents(row.price) - booked;
    expect(row.kind).toBe(diff > 0 ? "charge" : diff < 0 ? "refund" : "same");
    if (diff !== 0) expect(cents(row.text)).toBe(Math.abs(diff));
  }
  return rows;
}

test("desktop fr: from the booking summary to the stays it may switch to, with their price difference", async ({ page, request }) => {
  const fr = messages("fr");
  const cart = await stayCart(request);
  const booked = (await (await get(request, `/api/carts/${cart.id}.json`)).json()).priceInfo.sellPrice as number;
  await open(page, `/booking/${cart.id}`);
  await page.getByRole("link", { name: fr["booking.change"] }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${cart.id}/change$`));
  await expect(page.getByRole("heading", { level: 1, name: fr["modification.title"] })).toBeVisible();
  expect(cents(await page.getByTestId("modification-booked-price").textContent())).toBe(booked);
  await expect(page.getByTestId("modification-policy")).toHaveAttribute("data-free", "");
  const rows = await checkDifferences(page, booked);
  expect(rows.some((r) => r.kind === "charge")).toBe(true);
  // The booked stay at the booked dates and party, when it leads its hotel: tagged, same price.
  const tag = page.getByText(fr["modification.booked"]!, { exact: true });
  if (await tag.count()) await expect(tag.locator("..")).toHaveAttribute("data-difference", "same");

  // A third adult: the hash takes the party, the stays are priced for three.
  await page.getByRole("button", { name: new RegExp(fr["product.book.travellers"]!) }).click();
  await page.getByRole("button", { name: fr["travellers.increase"]!.replace("{label}", fr["travellers.a"]!) }).click();
  await page.getByRole("button", { name: fr["travellers.confirm"] }).click();
  await expect(page).toHaveURL(new RegExp(`#.*a=3`));
  await expect(page.locator("section[aria-labelledby=modification-results]")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByText(fr["modification.booked"]!, { exact: true })).toHaveCount(0);
  await checkDifferences(page, booked);
});

test("390 px nl: the modification screen by URL with other dates in the hash", async ({ page, request }) => {
  const nl = messages("nl");
  await page.setViewportSize({ width: 390, height: 844 });
  const cart = await stayCart(request);
  const booked = (await (await get(request, `/api/carts/${cart.id}.json`, "nl.localhost")).json()).priceInfo.sellPrice as number;
  const checkin = addDays(cart.checkin, 7);
  await open(page, `http://nl.localhost:${process.env.E2E_PORT ?? "8788"}/booking/${cart.id}/change#checkin=${checkin}&checkout=${addDays(checkin, 2)}&a=2&c=0&b=0`);
  await expect(page.getByRole("heading", { level: 1, name: nl["modification.title"] })).toBeVisible();
  await expect(page.locator("#modification-dates")).toHaveText(rangeText(checkin, addDays(checkin, 2), "nl-NL"));
  await checkDifferences(page, booked);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

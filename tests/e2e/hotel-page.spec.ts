/**
 * The hotel page as a new visitor uses it (spec 001 §2 "Hotel page", §4 offer list, §8 empty
 * offers, §9 nearby carousel and aggregate rating 0-10; issue 15): sections, gallery and lightbox,
 * choosing dates prices the room offers, the offer detail (modal on desktop, bottom drawer on
 * phones), the empty states, anchor=products, noindex for an inactive hotel, 404 for an unknown one.
 *
 * HOTEL is a hotel of the deterministic seed with three rooms; what the page must show is read
 * from the API at test time (prices move with the date the seed was built).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { get } from "./http";

const HOTEL = 1002;
const PORT = process.env.E2E_PORT ?? "8788";
const messages = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;
const fr = messages("fr");
const nl = messages("nl");
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const norm = (s: string | null) => (s ?? "").replace(/\s/g, " ").trim();
const money = (c: number, bcp47 = "fr-FR") =>
  new Intl.NumberFormat(bcp47, { style: "currency", currency: "EUR", minimumFractionDigits: c % 100 ? 2 : 0, maximumFractionDigits: c % 100 ? 2 : 0 }).format(c / 100);

interface Detail {
  label: string;
  active: boolean;
  review: { count: number; average: number | null };
  rooms: { id: number; label: string; offers: { id: number; label: string; price: { sellPrice: number; priceType: string } }[] }[];
  nearbyHotels: unknown[];
}

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

async function detail(request: APIRequestContext, query = "", host = "fr.localhost"): Promise<Detail> {
  return (await get(request, `/api/hotel/${HOTEL}/detail.json?client=msite${query}`, host)).json();
}

/** The first check-in at least two weeks ahead with a 2-night offer at the hotel, within two months. */
async function datedStay(request: APIRequestContext): Promise<{ checkin: string; priced: Detail }> {
  const month = new Date().toISOString().slice(0, 7);
  const days = (await (await get(request, `/api/hotels/${HOTEL}/availabilities.json?month=${month}&length=2`)).json()).days as Record<string, unknown>;
  const from = addDays(new Date().toISOString().slice(0, 10), 14);
  const candidates = Object.keys(days).sort().filter((day) => day >= from).slice(0, 6);
  const priced = await Promise.all(candidates.map((day) => detail(request, `&checkin=${day}&night=2&adult=2&child=0&baby=0`)));
  const i = priced.findIndex((p) => p.rooms.some((r) => r.offers.length));
  if (i >= 0) return { checkin: candidates[i]!, priced: priced[i]! };
  throw new Error("no bookable 2-night stay found");
}

/** Opens a page and waits for hydration (before it the server-rendered buttons do nothing yet). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.describe("hotel page", () => {
  // Price look-ups over the API plus the page: slower than one page load on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  // The pictures are generated on first request (80-450 ms of the worker's CPU each, decision 017):
  // a page of a hotel, its rooms and nearby hotels would keep the one-threaded test worker busy
  // long after the test. A 1-pixel picture stands in; these tests are about the page, not its art.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/img\//, (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }));
  });

  test("desktop fr: sections, gallery with lightbox, structured data, nearby hotels", async ({ page, request }) => {
    const api = await detail(request);
    await open(page, `/hotel/${HOTEL}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(api.label);
    for (const name of ["hotel.about.title", "hotel.offers.title", "product.reviews", "hotel.nearby.title"]) {
      await expect(page.getByRole("heading", { level: 2, name: fr[name] })).toBeVisible();
    }
    const nav = page.getByTestId("hotel-nav");
    for (const name of ["hotel.nav.about", "hotel.nav.offers", "hotel.nav.reviews"]) await expect(nav.getByRole("link", { name: fr[name] })).toBeVisible();
    await expect(nav.getByTestId("hotel-dates")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    // Four pictures on desktop, then the lightbox with every picture.
    const gallery = page.getByTestId("hotel-gallery");
    await expect(gallery).toHaveAttribute("data-layout", "mosaic");
    expect(await gallery.locator("li:visible").count()).toBe(4);
    await page.getByRole("button", { name: new RegExp(fr["hotel.gallery.seeAll"]!.replace("{count}", "\\d+")) }).click();
    const lightbox = page.getByTestId("hotel-lightbox");
    await expect(lightbox).toBeVisible();
    await lightbox.getByRole("button", { name: fr["hotel.next"] }).click();
    await expect(lightbox).toContainText("2 /");
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();

    // Rooms: one card per room that sells something, with its offers as radio choices.
    const cards = page.getByTestId("room-card");
    await expect(cards).toHaveCount(api.rooms.filter((r) => r.offers.length).length);
    const first = api.rooms.find((r) => r.offers.length)!;
    await expect(cards.first().getByRole("radio")).toHaveCount(first.offers.length);
    expect(norm(await cards.first().getByTestId("room-price").textContent())).toContain(norm(money(first.offers[0]!.price.sellPrice)));

    // Aggregate rating on a 0-10 scale.
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld.aggregateRating).toMatchObject({ bestRating: 10, worstRating: 0, ratingValue: api.review.average, reviewCount: api.review.count });

    await expect(page.getByTestId("nearby-hotels").getByRole("listitem")).toHaveCount(api.nearbyHotels.length);
  });

  test("desktop fr: choosing dates prices the offers; the offer detail opens as a modal", async ({ page, request }) => {
    const { checkin, priced } = await datedStay(request);
    await open(page, `/hotel/${HOTEL}`);
    await page.getByTestId("hotel-dates").click();
    const calendar = page.getByTestId("search-calendar");
    await expect(calendar).toBeVisible();
    // Each day announces its price and, above one night, its minimum stay (issue 14 calendar keyboard).
    const month = new Date().toISOString().slice(0, 7);
    const days = (await (await get(request, `/api/hotels/${HOTEL}/availabilities.json?month=${month}&length=2&adult=2&child=0&baby=0`)).json()).days as Record<string, { minLos: number }>;
    const minLos = days[checkin]!.minLos;
    await expect(calendar.locator(`[data-day="${checkin}"] button`)).toHaveAccessibleName(minLos > 1 ? new RegExp(`à partir de .+, séjour de ${minLos} nuits minimum$`) : /à partir de [^,]+$/);
    await calendar.locator(`[data-day="${checkin}"] button`).click();
    await calendar.locator(`[data-day="${addDays(checkin, 2)}"] button`).click();
    await expect(calendar).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`checkin=${checkin}&checkout=${addDays(checkin, 2)}`));

    const room = priced.rooms.find((r) => r.offers.length)!;
    const offer = room.offers[0]!;
    expect(offer.price.priceType).toBe("final");
    const card = page.getByTestId("room-card").filter({ hasText: room.label }).first();
    await expect(page.getByTestId("offers-loading")).toHaveCount(0);
    await expect.poll(async () => norm(await card.getByTestId("room-price").textContent())).toContain(norm(money(offer.price.sellPrice)));
    expect(norm(await card.getByTestId("room-price").textContent())).not.toContain(fr["price.from"]!);
    // The stay link carries the dates and party to the stay page.
    await expect(card.getByRole("link", { name: fr["hotel.room.choose"] })).toHaveAttribute("href", new RegExp(`^/stay/${offer.id}-.*#.*checkin=${checkin}`));

    await card.getByRole("button", { name: fr["hotel.room.details"] }).click();
    const dialog = page.getByTestId("offer-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: offer.label })).toBeVisible();
    expect(norm(await dialog.getByTestId("offer-dialog-price").textContent())).toBe(norm(money(offer.price.sellPrice)));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the offer list tells 'no availability on your dates' from 'no offers', and 'See all offers' drops the dates", async ({ page, request }) => {
    const { checkin } = await datedStay(request);
    // Twenty adults fit in no room of the hotel.
    await open(page, `/hotel/${HOTEL}#checkin=${checkin}&checkout=${addDays(checkin, 2)}&a=20`);
    const empty = page.getByTestId("offers-empty");
    await expect(empty).toContainText(fr["hotel.offers.noAvailability"]!);
    await expect(empty).toContainText("10h à 21h");
    await empty.getByRole("button", { name: fr["hotel.offers.seeAll"] }).click();
    await expect(page).not.toHaveURL(/checkin=/);
    await expect(empty).toContainText(fr["hotel.offers.none"]!);
    await expect(empty.getByRole("button")).toHaveCount(0);
  });

  test("mobile nl (390 px): carousel, offers in one column, the offer detail as a bottom drawer, anchor=products", async ({ page, request }) => {
    const api = await detail(request, "", "nl.localhost");
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `http://nl.localhost:${PORT}/hotel/${HOTEL}#anchor=products`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(api.label);
    // anchor=products: the offers are on screen.
    await expect(page.getByRole("heading", { level: 2, name: nl["hotel.offers.title"] })).toBeInViewport();
    const cards = page.getByTestId("room-card");
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1); // one column
    expect(a!.width).toBeLessThanOrEqual(390);
    // The gallery is a swipe carousel of every picture.
    const gallery = page.getByTestId("hotel-gallery");
    expect(await gallery.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The mobile search bar (dates and travellers) is part of the sticky nav.
    await expect(page.getByTestId("hotel-dates")).toBeInViewport();

    await cards.first().getByRole("button", { name: nl["hotel.room.details"] }).click();
    const dialog = page.getByTestId("offer-dialog");
    await expect(dialog).toBeVisible();
    // Once its slide-up animation is over, it sits on the bottom edge, full width.
    await expect.poll(async () => { const box = await dialog.boundingBox(); return Math.round(box!.y + box!.height); }).toBe(844);
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(390);
    await dialog.getByRole("button", { name: nl["hotel.close"] }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("an inactive hotel is shown with noindex and no offers; an unknown one is a 404", async ({ page, request }) => {
    const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--json", "--command", "SELECT id FROM hotels WHERE active = 0 ORDER BY id LIMIT 1"], {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" },
      encoding: "utf8",
    });
    const inactive = (JSON.parse(out) as { results: { id: number }[] }[])[0]!.results[0]!.id;
    await open(page, `/hotel/${inactive}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText(fr["hotel.inactive"]!)).toBeVisible();
    await expect(page.getByTestId("offers-empty")).toContainText(fr["hotel.offers.none"]!);

    const missing = await get(request, "/hotel/999999999-nowhere");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-robots-tag"]).toContain("noindex");
  });
});

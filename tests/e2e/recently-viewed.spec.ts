/**
 * Recently viewed (spec 001 §2 "Recently viewed carousel", §3, §7 "lives in local storage"; issue
 * 16; decision 044) and the activity cart's summary (issue 15: participants, no nights).
 * Desktop fr: two stays opened in turn (each remembered at the visitor's first scroll), the second
 * stay's carousel shows the first but not itself, and the home page shows both, most recent first.
 * 390 px nl: an activity bought for its default party; the summary names the day and the
 * participants and never nights; back on the home page the activity is in the carousel.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { get } from "./http";

const messages = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;
const STAY = 100447;

/** Opens a page, waits for hydration, then scrolls a little: the visitor looks at the page. */
async function view(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.mouse.wheel(0, 300);
}

/** The carousel's entries, as 'TYPEid', once it has loaded near the viewport. */
async function carouselEntries(page: Page): Promise<string[]> {
  await page.getByTestId("recently-viewed-slot").scrollIntoViewIfNeeded();
  const items = page.getByTestId("recently-viewed-item");
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((els) => els.map((e) => `${e.getAttribute("data-type")}${e.getAttribute("data-id")}`));
}

test("desktop fr: two stays viewed, the second's carousel shows the first, the home page both, most recent first", async ({ page, request }) => {
  const fr = messages("fr");
  const first = await (await get(request, `/api/weekend/${STAY}/detail.json`)).json();
  const second = first.otherPackages[0].id as number;
  await view(page, `/stay/${STAY}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("pasea.recentlyViewed") ?? "")).toContain(`"id":${STAY}`);
  await view(page, `/stay/${second}`);
  expect(await carouselEntries(page)).toEqual([`STAY${STAY}`]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await carouselEntries(page)).toEqual([`STAY${second}`, `STAY${STAY}`]);
  const section = page.getByTestId("recently-viewed");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(fr["recent.title"]!);
  await expect(section.locator("article h3 a").first()).toHaveAttribute("href", new RegExp(`/stay/${second}`));
});

test("390 px nl: an activity cart's summary shows the participants, no date and no nights; the home page remembers the activity", async ({ page }) => {
  const nl = messages("nl");
  await page.setViewportSize({ width: 390, height: 844 });
  const base = `http://nl.localhost:${process.env.E2E_PORT ?? "8788"}`;
  await page.goto(`${base}/activities`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const href = (await page.locator("article h3 a").first().getAttribute("href"))!;
  const id = /\/activity\/(\d+)/.exec(href)![1];
  await view(page, `${base}${href}`);
  // 'Buy for myself' opens its modal (issue 25 item 2, decision 061); Continue creates the cart.
  await page.getByRole("button", { name: nl["activity.buy"] }).click();
  await page.getByTestId("activity-dialog-continue").click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f]{32}/);
  const summary = page.locator('[data-cart-type="ACTIVITY"]');
  await expect(summary.getByRole("heading", { level: 2 })).toHaveText(nl["booking.activity"]!);
  await expect(page.getByTestId("booking-participants")).toHaveText("2 personen");
  await expect(summary).toContainText(nl["booking.participants"]!);
  await expect(page.locator("main")).not.toContainText(/nacht|nachten/i);
  await expect(page.getByText(nl["booking.activityTotal"]!)).toBeVisible();
  await page.goto(`${base}/`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await carouselEntries(page)).toEqual([`ACTIVITY${id}`]);
  // An activity has no hotel reviews to wait for: its card never says 'New'.
  await expect(page.getByTestId("recently-viewed-item").first()).not.toContainText(nl["score.new"]!);
});

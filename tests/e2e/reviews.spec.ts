/**
 * Reviews on the stay and hotel pages (spec 001 §3 Review summary, §4 reviews modal "sort and
 * language filters reset list and page; show more loads the next page", §8 empty states, §9 page
 * size 10, score /10 with comma, bar width 10 × score; decision 037).
 *
 * HOTEL is a hotel of the deterministic seed with 21-30 reviews and none in Italian, STAY one of its
 * stays; the test checks those facts through the API first, and reads what the page must show from
 * it. The summary hydrates at the first interaction: the click on 'See all' is replayed.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { installAxe, wcagViolations } from "./axe";
import { get } from "./http";

const HOTEL = 1141;
const STAY = 100373;
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const messages = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;
const fr = messages("fr");
const nl = messages("nl");
const score = (x: number) => x.toFixed(1).replace(".", ",");

interface Reviews {
  totalCount: number;
  language: string;
  score: number | null;
  list: { id: number; date: string }[];
  details: { label: string; score: number | null }[];
}

async function reviews(request: APIRequestContext, query: string, host = "fr.localhost"): Promise<Reviews> {
  const res = await get(request, `/api/hotel/${HOTEL}/reviews.json?${query}`, host);
  expect(res.status()).toBe(200);
  return res.json();
}

async function open(page: Page, url: string) {
  await page.route(/\/img\//, (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }));
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

const ids = (page: Page) => page.getByTestId("reviews-modal").getByTestId("review").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-review-id"))));

test.describe("reviews", () => {
  test.describe.configure({ timeout: 120_000 });

  test("desktop fr, stay page: summary, then the modal's sort, language, empty language and show more", async ({ page, request }) => {
    const all = await reviews(request, "locale=fr_FR");
    expect(all.totalCount, "seed: HOTEL has 21-30 reviews").toBeGreaterThan(20);
    expect(all.totalCount).toBeLessThanOrEqual(30);
    expect((await reviews(request, "locale=fr_FR&language=it_IT")).totalCount, "seed: HOTEL has no Italian review").toBe(0);
    const best = await reviews(request, "locale=fr_FR&language=fr_FR&sort=SCORE_DESC");

    await open(page, `/stay/${STAY}`);
    const summary = page.getByTestId("review-summary");
    await expect(summary.getByTestId("review-score")).toContainText(`${score(all.score!)}/10`);
    await expect(summary.getByTestId("review-score")).toContainText(`${all.totalCount} avis`);
    const bars = summary.getByTestId("score-bar");
    await expect(bars).toHaveCount(6);
    const welcoming = all.details.find((d) => d.label === "welcoming")!.score!;
    expect(await bars.first().evaluate((e) => (e as HTMLElement).style.width)).toBe(`${Math.round(welcoming * 100) / 10}%`);

    await summary.getByRole("button", { name: new RegExp(`${all.totalCount}`) }).click();
    const modal = page.getByTestId("reviews-modal");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading", { name: fr["product.reviews"] })).toBeVisible();
    await expect(modal.getByTestId("reviews-language")).toHaveValue("fr_FR");
    await expect(modal.getByTestId("review").first()).toBeVisible();
    // The highlights came in meanwhile: at most 4, each with a positive text.
    expect(await summary.getByTestId("review-highlights").getByTestId("review").count()).toBeLessThanOrEqual(4);

    // Sort: a new list, best first, as the API sorts it.
    await modal.getByTestId("reviews-sort").selectOption("SCORE_DESC");
    await expect.poll(() => ids(page)).toEqual(best.list.map((r) => r.id));

    // A language with no review, then every language again.
    await modal.getByTestId("reviews-language").selectOption("it_IT");
    await expect(modal.getByTestId("reviews-empty-language")).toContainText("italien");
    await expect(modal.getByTestId("review")).toHaveCount(0);
    await modal.getByRole("button", { name: fr["reviews.seeAllLanguages"] }).click();
    await expect(modal.getByTestId("reviews-language")).toHaveValue("all");
    await expect(modal.getByTestId("review")).toHaveCount(10);

    // Show more: the next pages, up to every review, then no button.
    const more = modal.getByTestId("reviews-more");
    await more.click();
    await expect(modal.getByTestId("review")).toHaveCount(20);
    await more.click();
    await expect(modal.getByTestId("review")).toHaveCount(all.totalCount);
    await expect(more).toHaveCount(0);
    expect(new Set(await ids(page)).size).toBe(all.totalCount);

    await modal.getByRole("button", { name: fr["reviews.close"] }).click();
    await expect(modal).toBeHidden();
  });

  test("390 px nl, hotel page: summary, the modal as a bottom sheet (no WCAG violation), Escape returns focus", async ({ page, context, request }) => {
    await installAxe(context);
    await page.setViewportSize({ width: 390, height: 844 });
    const own = await reviews(request, "locale=nl_NL&language=nl_NL&withOtherLanguageFallback=true", "nl.localhost");
    const count = (await reviews(request, "locale=nl_NL", "nl.localhost")).totalCount;
    await open(page, `http://nl.localhost:${process.env.E2E_PORT ?? "8788"}/hotel/${HOTEL}`);
    const summary = page.getByTestId("review-summary");
    await expect(summary.getByRole("heading", { level: 2, name: nl["product.reviews"] })).toBeVisible();
    await expect(summary.getByTestId("review-score")).toContainText(`${score(own.score!)}/10`);
    await expect(summary.getByTestId("score-bar")).toHaveCount(6);

    const button = summary.getByRole("button", { name: new RegExp(`\\b${count}\\b`) });
    await button.click();
    const modal = page.getByTestId("reviews-modal");
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId("review").first()).toBeVisible();
    await expect(modal.getByTestId("reviews-language")).toHaveValue(own.language === "all" ? "all" : "nl_NL");
    // Dates in the market's format; the sheet sits on the bottom edge, the whole width.
    const date = new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${own.list[0]!.date}T12:00:00Z`));
    await expect(modal.getByTestId("review-date").first()).toHaveText(date);
    // Measured once the sheet's slide-up has ended (mid-animation it sits a few px lower).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    const box = (await modal.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(Math.round(box.width)).toBe(390);
    await expect(summary.getByTestId("review-highlights")).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();
  });
});

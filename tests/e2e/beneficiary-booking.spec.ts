/**
 * A gift recipient books a stay with the gift (spec 001 §2 "Beneficiary: separate login", §4 price
 * type "beneficiary", §3 Booking price breakdown; decision 047), as a new user would: the code at
 * /beneficiary/login, the gift's stays, a stay opened from them with dates, the quote paid by the
 * gift, Book, and the booking summary saying nothing is left to pay, then the payment step offering
 * to confirm with the gift. The calendar is the redeem calendar (decision 054): each day included in
 * the gift or its supplement. Desktop fr with the single voucher PASEA-SV-2026 (migration 0011);
 * 390 px nl with the box code PASEA-BOX-2026. The confirmation itself uses the code for good, so it
 * is the worker test's (worker/routes/account-beneficiary-redeem.test.ts), not this shared server's.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { chooseActivityDates } from "./stay-dates";

const messages = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), "utf8")) as Record<string, string>;
const fr = messages("fr");
const nl = messages("nl");

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * One of the gift's stays (asked in the browser, with its code cookie) bookable for `adults` from
 * a check-in two weeks ahead or later at its own nights, whose gift quote passes `want`.
 */
function giftStay(page: Page, adults: number, want: "covered" | "supplement"): Promise<{ id: number; checkin: string; nights: number }> {
  return page.evaluate(async ({ adults, want }) => {
    const json = async (path: string) => (await fetch(path)).json();
    const body = (await json("/api/account/beneficiary/offers?matchOfferRangePriceWithGiftAmount=false")) as { offers: { id: number; nights: number; hotel: { id: number } }[] };
    const month = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 7);
    const from = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    for (const o of body.offers) {
      const days = ((await json(`/api/hotels/${o.hotel.id}/availabilities.json?packageId=${o.id}&month=${month}&length=2&adult=${adults}`)) as { days: Record<string, unknown> }).days ?? {};
      for (const day of Object.keys(days).sort().filter((d) => d >= from).slice(0, 3)) {
        const q = (await json(`/api/account/beneficiary/stays/${o.id}/quote?checkin=${day}&nights=${o.nights}&adult=${adults}`)) as { bookable: boolean; gift: { supplement: number } | null };
        if (q.bookable && q.gift && (want === "covered" ? q.gift.supplement === 0 : q.gift.supplement > 0)) return { id: o.id, checkin: day, nights: o.nights };
      }
    }
    throw new Error("no bookable stay in the gift");
  }, { adults, want });
}

/** Signs in with a gift code on the page's host, as a recipient would. */
async function useCode(page: Page, base: string, code: string, m: Record<string, string>) {
  await page.goto(`${base}/beneficiary/login`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel(m["account.field.code"]!).fill(code);
  await page.getByRole("button", { name: m["account.beneficiary.submit"] }).click();
  await expect(page).toHaveURL(/\/beneficiary\/offers$/);
  await expect(page.getByTestId("beneficiary-offers").locator("li").first()).toBeVisible();
}

test.describe("gift recipient: book a stay with the gift", () => {
  test("desktop fr: voucher code, the gift's stays, a first click not lost, a covered stay booked with nothing to pay, the summary's back arrow in a fresh tab", async ({ page }) => {
    await useCode(page, "", "PASEA-SV-2026", fr);
    const cards = page.getByTestId("beneficiary-offers");
    // The voucher's stays at any price (matchOfferRangePriceWithGiftAmount false): some included, some with a supplement.
    await expect(cards.getByText(fr["account.beneficiary.included"]!).first()).toBeVisible();

    const stay = await giftStay(page, 2, "covered");
    // Issue 25 item 17: the recipient's first click on the stay page is not lost. Without dates the
    // booking column hydrates at that click (decision 045), and the recipient's widget then
    // replaces the server's buttons (the cookie says a code is signed in): the click still opens the calendar.
    await page.goto(`/stay/${stay.id}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: new RegExp(fr["product.book.dates"]!) }).click();
    await expect(page.getByTestId("search-calendar")).toBeVisible();
    await expect(page.getByTestId("gift-booking")).toBeVisible();
    // (A new load below: the same path with only a hash would stay in this document.)
    await page.goto("about:blank");

    await page.goto(`/stay/${stay.id}#checkin=${stay.checkin}&checkout=${addDays(stay.checkin, stay.nights)}`);
    const banner = page.getByTestId("gift-booking");
    await expect(banner).toContainText(fr["beneficiary.title"]!.replace("{code}", "•••• 2026"));
    // The redeem calendar: the chosen day is included in the gift.
    await page.getByRole("button", { name: new RegExp(fr["product.book.dates"]!) }).click();
    const calendar = page.getByTestId("search-calendar");
    await expect(calendar.getByText(fr["calendar.giftPricesNote"]!)).toBeVisible();
    await expect(calendar.locator(`[data-day="${stay.checkin}"] button`)).toContainText(fr["calendar.giftIncludedShort"]!);
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    const quote = page.getByTestId("stay-quote");
    await expect(quote.getByTestId("quote-gift-note")).toHaveText(fr["beneficiary.quote.covered"]!);
    await expect(quote.getByTestId("quote-today")).toHaveText(/^0\s?€$/);
    const stayPrice = (await quote.getByTestId("quote-stay-price").textContent()) ?? "";
    await expect(quote.getByTestId("quote-gift")).toHaveText(`−${stayPrice}`);

    await chooseActivityDates(page);
    await page.getByRole("button", { name: fr["beneficiary.book"], exact: true }).click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f]{32}$/);
    await expect(page.getByTestId("booking-gift")).toHaveText(fr["booking.giftCovered"]!);
    await expect(page.getByTestId("booking-today")).toHaveText(/^0\s?€$/);
    await expect(page.getByText(fr["booking.giftUsed"]!.replace("{label}", "•••• 2026"))).toBeVisible();
    // Issue 25 item 17: the summary opened in a fresh tab (no history, no referrer): its back arrow
    // goes to the stay, not off the site.
    const summary = page.url();
    const tab = await page.context().newPage();
    // The arrow's code held back: a click before it has loaded is replayed, not followed home.
    await tab.route(/\/header-back-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await tab.goto(summary);
    await expect(tab.locator("html")).toHaveAttribute("data-hydrated", "true");
    await tab.getByTestId("header-back").click();
    await expect(tab).toHaveURL(new RegExp(`/stay/${stay.id}(-[^/?#]*)?([?#].*)?$`));
    await tab.close();
    // No payment provider: the payment step confirms the booking with the gift (not clicked here, see above).
    await page.getByRole("link", { name: fr["booking.continueToPayment"] }).click();
    await expect(page).toHaveURL(/\/payment\/[0-9a-f]{32}$/);
    await expect(page.getByTestId("gift-confirm")).toHaveText(fr["booking.giftConfirm"]!);
  });

  test("390 px nl: box code, a stay for three adults shows the supplement", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const base = `http://nl.localhost:${new URL(test.info().project.use.baseURL!).port}`;
    await useCode(page, base, "PASEA-BOX-2026", nl);
    const stay = await giftStay(page, 3, "supplement");
    await page.goto(`${base}/stay/${stay.id}#checkin=${stay.checkin}&checkout=${addDays(stay.checkin, stay.nights)}&a=3`);
    await expect(page.getByTestId("gift-booking")).toBeVisible();
    // The redeem calendar for three: the day costs the third adult's supplement on top of the box.
    await page.getByRole("button", { name: new RegExp(nl["product.book.dates"]!) }).click();
    const calendar = page.getByTestId("search-calendar");
    await expect(calendar.locator(`[data-day="${stay.checkin}"] button`)).toContainText(/\+\s?€?\s?\d/);
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    const note = page.getByTestId("quote-gift-note");
    await expect(note).toContainText(nl["beneficiary.quote.supplement"]!.split("{gift}")[0]!.trim());
    await expect(page.getByRole("button", { name: nl["beneficiary.book"], exact: true })).toBeVisible();
  });
});

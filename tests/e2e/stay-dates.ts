/**
 * Dates for stay journeys, read from the running catalog (never hard-coded: the seed's rates move
 * with today's date).
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { get } from "./http";

/**
 * The first check-in (ISO date) at least two weeks ahead from which a 2-night stay of `stay` is
 * bookable, within this month's availability window. Throws when there is none.
 */
export async function bookableCheckin(request: APIRequestContext, stay: number, host = "fr.localhost"): Promise<string> {
  const month = new Date().toISOString().slice(0, 7);
  const detail = await (await get(request, `/api/weekend/${stay}/detail.json`, host)).json();
  const days = (await (await get(request, `/api/hotels/${detail.hotel.id}/availabilities.json?packageId=${stay}&month=${month}&length=2`, host)).json()).days as Record<string, unknown>;
  const from = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  for (const day of Object.keys(days).sort()) {
    if (day < from) continue;
    const nights = (await (await get(request, `/api/weekend/${stay}/packageCheckoutNights.json?checkin=${day}`, host)).json()) as number[];
    if (nights.includes(2)) return day;
  }
  throw new Error(`no bookable check-in found for stay ${stay}`);
}

/** `iso` plus `n` days (ISO date, computed at noon UTC so no time zone shifts the day). */
export const plusDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Chooses a date for every activity of the stay in the booking widget (spec 001 §5 "Every activity
 * needs a date"): the first day offered, the check-in. Needs the stay dates chosen; nothing to do without activities.
 */
export async function chooseActivityDates(page: Page) {
  await expect(page.getByTestId("stay-booking")).toBeVisible();
  const selects = page.getByTestId("activity-dates").locator("select");
  if ((await selects.count()) === 0) return;
  await expect(selects.first()).toBeEnabled();
  for (const select of await selects.all()) await select.selectOption({ index: 1 });
}

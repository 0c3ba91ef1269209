/**
 * Keyboard helpers for the search calendar (client/features/search/components/search-calendar.tsx):
 * the WAI-ARIA date grid of react-day-picker, where every day cell carries `data-day`.
 */
import type { Page } from "@playwright/test";

/** 'YYYY-MM-DD' of the day that has focus in the calendar grid. */
export function focusedDay(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement?.closest("[data-day]") as HTMLElement | null)?.dataset.day ?? "");
}

/** Moves the grid focus `days` days forward with ArrowDown (weeks) and ArrowRight (days). */
export async function moveDays(page: Page, days: number): Promise<void> {
  for (let i = 0; i < Math.floor(days / 7); i++) await page.keyboard.press("ArrowDown");
  for (let i = 0; i < days % 7; i++) await page.keyboard.press("ArrowRight");
}

/** The dates field's text in a market, as the shop writes it: "ven. 4 déc. – dim. 6 déc.". */
export function rangeText(checkin: string, checkout: string, bcp47: string): string {
  const f = new Intl.DateTimeFormat(bcp47, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const at = (iso: string) => f.format(new Date(`${iso}T12:00:00Z`));
  return `${at(checkin)} – ${at(checkout)}`;
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The gift recipient's calendar of one stay (spec 001 §7 "GET {wedEndpoint}/redeem/weekend/{id}/
 * packageCheckinPrices.json … giftPrice | entries minLos, displayTotalPrice, day"; decisions 047,
 * 054). Feeds the stay page's calendar (search-calendar.tsx, `CalendarSource`) with the stay's
 * bookable check-in days and, as each day's amount, what the recipient pays on top of the gift
 * (cents; 0 = the gift pays it all):
 * - a single voucher pays up to its value: one call with giftPrice = the value;
 * - a box pays the stay for two adults at the package's own nights, whatever the day's price:
 *   the party's price less the two adults' price that day (a second call; none for two adults).
 * Throws ApiError as apiJson does.
 */
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { DayAvailability } from "#shared/calendar";
import type { PackageCheckinPricesResponse } from "#shared/contract/package-checkin-prices";

/** What the gift is, as GET /beneficiary/stays/{id} says. */
export interface GiftTerms {
  kind: "box" | "single_voucher";
  voucher: { valueCents: number; nights: number } | null;
}

type Party = { a: number; c: number; b: number };
type Entries = PackageCheckinPricesResponse["entries"];

/** 'YYYY-MM' plus `n` months. */
function addMonth(month: string, n: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/**
 * The calendar's days from the recipient's entries: each bookable day with its minLos and what is
 * left to pay; `base` (a box with more than two people): the two adults' entries, taken off the
 * party's day by day (a day without a base price keeps the party's price: the gift cannot be
 * priced that day). Never below 0.
 */
export function giftCalendarDays(entries: Entries, base: Entries | null): Record<string, DayAvailability> {
  const baseByDay = new Map((base ?? []).map((e) => [e.day, e.displayTotalPrice]));
  const days: Record<string, DayAvailability> = {};
  for (const e of entries) {
    const gift = base ? baseByDay.get(e.day) ?? 0 : 0;
    days[e.day] = { amount: Math.max(0, e.displayTotalPrice - gift), minLos: e.minLos };
  }
  return days;
}

/** The months a call of `length` months from `month` asks (the calendar's loaded months). */
export function requestedMonths(month: string, length: number): string[] {
  return Array.from({ length }, (_, i) => addMonth(month, i));
}

/** `length` months of the recipient's calendar for package `packageId` and `party`, from `month`. */
export async function redeemCalendar(api: ApiFetch, packageId: number, gift: GiftTerms, party: Party, month: string, length: number) {
  const path = (p: Party, giftPrice: number) =>
    `/api/redeem/weekend/${packageId}/packageCheckinPrices.json?month=${month}&length=${length}&adult=${p.a}&child=${p.c}&baby=${p.b}&multiOffer=true&giftPrice=${giftPrice}`;
  const two = party.a === 2 && party.c === 0 && party.b === 0;
  const [mine, base] = await Promise.all([
    apiJson<PackageCheckinPricesResponse>(api, path(party, gift.kind === "single_voucher" ? gift.voucher?.valueCents ?? 0 : 0)),
    gift.kind === "box" && !two ? apiJson<PackageCheckinPricesResponse>(api, path({ a: 2, c: 0, b: 0 }, 0)) : Promise.resolve(null),
  ]);
  // A box for two: the gift pays every day's stay (its base is the party's own price).
  const days = giftCalendarDays(mine.entries, gift.kind === "box" ? (base ?? mine).entries : null);
  return { days, requestedMonths: requestedMonths(month, length) };
}

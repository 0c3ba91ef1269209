/**
 * The one check-in day shape (common.ts CHECKIN_DAY_ENTRIES, DayPriceSchema) under the three
 * calendar answers: hotel availabilities, search availabilities and the redeem calendar's
 * packageCheckinPrices (spec 001 §3 Availability day, §7; spec 000 §3 Availability per date).
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AvailabilitiesResponseSchema } from "./hotel-availabilities";
import { PackageCheckinPricesResponseSchema } from "./package-checkin-prices";
import { SearchAvailabilitiesResponseSchema } from "./search-availabilities";

const months = { nextMonth: null, prevMonth: null, minMonth: "2026-12", maxMonth: "2027-11", requestedMonths: ["2026-12"] };
const priced = (day: string) => ({ day, amount: 12_900, price: "129.00", minLos: 1, maxLos: 3 });
const hotel = (day: Record<string, unknown>) => ({ ...months, adult: 2, child: 0, baby: 0, stepLength: 1, days: { [String(day.day)]: { ...day, promo: 10, bestPriceOfTheMonth: true, packageId: 1, availableRooms: 2 } } });
const search = (day: Record<string, unknown>) => ({ ...months, days: { [String(day.day)]: day } });
const redeem = (day: Record<string, unknown>) => ({ entries: [{ day: day.day, minLos: day.minLos, displayTotalPrice: 0 }] });

describe("calendar days share one shape", () => {
  it("the same priced day is valid in all three answers", () => {
    const day = priced("2026-12-04");
    expect(v.is(AvailabilitiesResponseSchema, hotel(day))).toBe(true);
    expect(v.is(SearchAvailabilitiesResponseSchema, search(day))).toBe(true);
    expect(v.is(PackageCheckinPricesResponseSchema, redeem(day))).toBe(true);
  });

  it("a day that does not exist, or a day without its minimum stay, is refused by all three", () => {
    for (const day of [priced("2026-02-30"), priced("4 Dec"), { ...priced("2026-12-04"), minLos: undefined }]) {
      expect(v.is(AvailabilitiesResponseSchema, hotel(day))).toBe(false);
      expect(v.is(SearchAvailabilitiesResponseSchema, search(day))).toBe(false);
      expect(v.is(PackageCheckinPricesResponseSchema, redeem(day))).toBe(false);
    }
  });
});

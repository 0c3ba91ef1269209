/**
 * Calendar, possible nights and quote against the seeded catalog: hotels/:id/availabilities.json,
 * weekend/:id/packageCheckoutNights.json, weekend/:id/quote.json (spec 000 §3, §4, §5; spec 001 §3, §7).
 */
import { describe, expect, it } from "vitest";
import { AvailabilitiesResponseSchema } from "../../shared/contract/hotel-availabilities";
import { CheckoutNightsResponseSchema } from "../../shared/contract/package-checkout-nights";
import { QuoteResponseSchema } from "../../shared/contract/weekend-quote";
import { todayIso } from "./dates";
import { call, getValid, inDays, offers } from "./test-helpers";

const calendar = (hotelId: number, query = "") =>
  getValid(AvailabilitiesResponseSchema, `/hotels/${hotelId}/availabilities.json?locale=fr_FR${query}`);

describe("hotels/:hotelId/availabilities.json", () => {
  it("lists future bookable days with price, amount and minLos", async () => {
    const hotel = (await offers({ pagination: { limit: 1 } })).exactMatch[0]!;
    const cal = await calendar(hotel.id);
    const days = Object.values(cal.days);
    expect(days.length).toBeGreaterThan(0);
    expect(cal.requestedMonths.length).toBe(12);
    expect(cal.minMonth).toBe(todayIso().slice(0, 7));
    expect(cal.prevMonth).toBeNull();
    const today = todayIso();
    for (const d of days) {
      expect(d.day >= today).toBe(true);
      expect(d.minLos).toBeGreaterThanOrEqual(1);
      expect(d.amount).toBeGreaterThan(0);
      expect(d.price).toBe((d.amount / 100).toFixed(2));
      expect(d.availableRooms).toBeGreaterThan(0);
    }
    const months = new Set(days.map((d) => d.day.slice(0, 7)));
    for (const m of months) expect(days.some((d) => d.day.startsWith(m) && d.bestPriceOfTheMonth)).toBe(true);
  });

  it("agrees with offers.json on a chosen day, and with the quote", async () => {
    const hotel = (await offers({ pagination: { limit: 1 } })).exactMatch[0]!;
    const cal = await calendar(hotel.id, "&length=3");
    const day = Object.values(cal.days).find((d) => d.day >= inDays(20));
    expect(day).toBeDefined();
    const dated = await offers({ hotelId: hotel.id, checkin: day!.day, orderBy: "priceAsc" });
    expect(dated.exactMatch[0]!.mainPackage.sellPrice).toBe(day!.amount);
    expect(dated.exactMatch[0]!.mainPackage.id).toBe(day!.packageId);

    const nights = await getValid(CheckoutNightsResponseSchema, `/weekend/${day!.packageId}/packageCheckoutNights.json?locale=fr_FR&checkin=${day!.day}`);
    expect(nights.length).toBeGreaterThan(0);
    expect(nights).toContain(day!.minLos);
    expect(nights).toEqual([...nights].sort((a, b) => a - b));

    const quote = await getValid(QuoteResponseSchema, `/weekend/${day!.packageId}/quote.json?locale=fr_FR&checkin=${day!.day}`);
    expect(quote.bookable).toBe(true);
    expect(quote.priceInfo!.sellPrice).toBe(day!.amount);
    expect(quote.errors).toEqual([]);
    expect(quote.reservationCriteria.checkin).toBe(day!.day);
  });

  it("scales the whole price, party supplements included, from the package's nights to the stay's", async () => {
    const hotel = (await offers({ pagination: { limit: 1 } })).exactMatch[0]!;
    const cal = await calendar(hotel.id, "&length=3");
    // A day whose nights list holds the package's nights and another length.
    for (const day of Object.values(cal.days).filter((d) => d.day >= inDays(20))) {
      const nights = await getValid(CheckoutNightsResponseSchema, `/weekend/${day.packageId}/packageCheckoutNights.json?locale=fr_FR&checkin=${day.day}`);
      const base = `/weekend/${day.packageId}/quote.json?locale=fr_FR&checkin=${day.day}&adult=3&child=1`;
      const own = await getValid(QuoteResponseSchema, base);
      const other = nights.find((n) => n !== own.reservationCriteria.nights);
      if (!own.bookable || other === undefined || own.reservationCriteria.nights === 0) continue;
      const scaled = await getValid(QuoteResponseSchema, `${base}&nights=${other}`);
      expect(scaled.reservationCriteria.nights).toBe(other);
      expect(scaled.priceInfo!.sellPrice).toBe(Math.round((own.priceInfo!.sellPrice * other) / own.reservationCriteria.nights));
      return;
    }
    throw new Error("no day with two stay lengths in the seeded calendar");
  });

  it("pages by month and filters by package", async () => {
    const hotel = (await offers({ pagination: { limit: 1 } })).exactMatch[0]!;
    const month = inDays(70).slice(0, 7);
    const cal = await calendar(hotel.id, `&month=${month}&length=2&packageId=${hotel.mainPackage.id}`);
    expect(cal.requestedMonths[0]).toBe(month);
    expect(cal.prevMonth).not.toBeNull();
    for (const d of Object.values(cal.days)) {
      expect(d.packageId).toBe(hotel.mainPackage.id);
      expect(cal.requestedMonths).toContain(d.day.slice(0, 7));
    }
  });

  it("tells a past or impossible check-in in the quote and the nights", async () => {
    const card = (await offers({ pagination: { limit: 1 } })).exactMatch[0]!.mainPackage;
    const past = inDays(-3);
    const quote = await getValid(QuoteResponseSchema, `/weekend/${card.id}/quote.json?locale=fr_FR&checkin=${past}`);
    expect(quote.bookable).toBe(false);
    expect(quote.errors[0]!.code).toBe("PACKAGE_NOT_AVAILABLE_CHECKIN");
    const nights = await getValid(CheckoutNightsResponseSchema, `/weekend/${card.id}/packageCheckoutNights.json?locale=fr_FR&checkin=${past}`);
    expect(nights).toEqual([]);
  });

  it("answers 404 for unknown ids and 400 for malformed input", async () => {
    expect((await call("GET", "/hotels/999999999/availabilities.json?locale=fr_FR")).status).toBe(404);
    expect((await call("GET", "/hotels/abc/availabilities.json?locale=fr_FR")).status).toBe(400);
    expect((await call("GET", "/hotels/1/availabilities.json?locale=fr_FR&month=2026-13")).status).toBe(400);
    expect((await call("GET", "/hotels/1/availabilities.json?locale=fr_FR&length=99")).status).toBe(400);
    expect((await call("GET", "/weekend/999999999/packageCheckoutNights.json?locale=fr_FR&checkin=2030-01-01")).status).toBe(404);
    expect((await call("GET", "/weekend/1/packageCheckoutNights.json?locale=fr_FR")).status).toBe(400);
    expect((await call("GET", "/weekend/999999999/quote.json?locale=fr_FR&checkin=2030-01-01")).status).toBe(404);
    expect((await call("GET", "/weekend/1/quote.json?locale=fr_FR&checkin=someday")).status).toBe(400);
  });
});

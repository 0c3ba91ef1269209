/**
 * GET /redeem/weekend/:id/packageCheckinPrices.json on the seeded catalog (spec 001 §7 redeem
 * calendar, §5 'Product ID is required'; decision 047): the stay's bookable days as its calendar
 * has them, the gift's part taken off (never below 0), and the refusals.
 */
import { describe, expect, it } from "vitest";
import { AvailabilitiesResponseSchema } from "../../shared/contract/hotel-availabilities";
import { PackageCheckinPricesResponseSchema, PRODUCT_ID_REQUIRED } from "../../shared/contract/package-checkin-prices";
import { call, getValid, inDays } from "./test-helpers";

const STAY = 100447;

describe("redeem/weekend/:id/packageCheckinPrices.json", () => {
  it("lists the stay's bookable days with its calendar's minLos and price less the gift", async () => {
    const month = inDays(20).slice(0, 7);
    const hotel = ((await call("GET", `/weekend/${STAY}/detail.json?locale=fr_FR`)).body as { hotel: { id: number } }).hotel.id;
    const calendar = await getValid(AvailabilitiesResponseSchema, `/hotels/${hotel}/availabilities.json?locale=fr_FR&packageId=${STAY}&month=${month}&length=1&adult=3`);
    const full = await getValid(PackageCheckinPricesResponseSchema, `/redeem/weekend/${STAY}/packageCheckinPrices.json?locale=fr_FR&month=${month}&length=1&adult=3`);
    expect(full.entries.length).toBeGreaterThan(0);
    expect(full.entries.map((e) => e.day)).toEqual(Object.keys(calendar.days).sort());
    for (const e of full.entries) expect(e).toEqual({ day: e.day, minLos: calendar.days[e.day]!.minLos, displayTotalPrice: calendar.days[e.day]!.amount });
    const gift = full.entries[0]!.displayTotalPrice - 1000;
    const less = await getValid(PackageCheckinPricesResponseSchema, `/redeem/weekend/${STAY}/packageCheckinPrices.json?locale=fr_FR&month=${month}&length=1&adult=3&giftPrice=${gift}&multiOffer=true&client=msite`);
    less.entries.forEach((e, i) => expect(e.displayTotalPrice).toBe(Math.max(0, full.entries[i]!.displayTotalPrice - gift)));
    expect(less.entries[0]!.displayTotalPrice).toBe(1000);
  });

  it("answers 'Product ID is required' without an id, 400 for bad input, 404 for an unknown stay", async () => {
    for (const path of ["/redeem/weekend/packageCheckinPrices.json?locale=fr_FR", "/redeem/weekend/undefined/packageCheckinPrices.json?locale=fr_FR"]) {
      const res = await call("GET", path);
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toBe(PRODUCT_ID_REQUIRED);
    }
    expect((await call("GET", `/redeem/weekend/abc/packageCheckinPrices.json?locale=fr_FR`)).status).toBe(400);
    expect((await call("GET", `/redeem/weekend/${STAY}/packageCheckinPrices.json?locale=fr_FR&month=2026-13`)).status).toBe(400);
    expect((await call("GET", `/redeem/weekend/${STAY}/packageCheckinPrices.json?locale=fr_FR&giftPrice=-1`)).status).toBe(400);
    expect((await call("GET", `/redeem/weekend/999999999/packageCheckinPrices.json?locale=fr_FR`)).status).toBe(404);
  });
});

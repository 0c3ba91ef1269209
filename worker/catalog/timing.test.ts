/**
 * Rough timings of the hot calls on the seeded catalog (DESIGN.md target: offers p50 < 20 ms).
 * Printed, not asserted: machines differ.
 */
import { describe, expect, it } from "vitest";
import { call, median, placeId } from "./test-helpers";

const RUNS = 50;

async function p50(label: string, run: (i: number) => Promise<{ status: number; ms: number }>): Promise<number> {
  await run(0);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await run(i);
    expect(r.status).toBe(200);
    times.push(r.ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p90 = sorted[Math.floor(RUNS * 0.9)]!;
  console.log(`[timing] ${label}: p50 ${median(times).toFixed(1)} ms, p90 ${p90.toFixed(1)} ms over ${RUNS} calls`);
  return median(times);
}

describe("timings", () => {
  it("prints offers, facets and autocomplete p50", async () => {
    const paris = await placeId("Paris");
    await p50("offers (no filter, priceQuality, page varies)", (i) =>
      call("POST", "/offers.json", { locale: "fr_FR", pagination: { page: i % 5, limit: 20 } }),
    );
    await p50("offers (Paris + 30 km, stars 3-4, priceAsc)", () =>
      call("POST", "/offers.json", {
        locale: "fr_FR",
        orderBy: "priceAsc",
        searchCriterias: { filters: { property: { location: { cityId: paris, maxDistance: 30 }, stars: [3, 4] } } },
      }),
    );
    await p50("offers (check-in + family, 3 packages/hotel)", () =>
      call("POST", "/offers.json", {
        locale: "fr_FR",
        checkin: new Date(Date.now() + 30 * 86400e3).toISOString().slice(0, 10),
        adult: 2,
        child: 2,
        numberOfPackagesPerHotel: 3,
      }),
    );
    await p50("facets (no filter)", () => call("GET", "/facets.json?locale=fr_FR"));
    await p50("facets (Paris 30 km, stars, facilities)", () =>
      call("GET", `/facets.json?locale=fr_FR&city=${paris}&distanceMax=30&stars=3,4&facilities=wifi`),
    );
    await p50("autocomplete ('par')", () => call("GET", "/autocomplete-geonames.json?locale=fr_FR&term=par"));
  });
});

/**
 * The bench's catalog cases (catalog-cases.mjs) are valid requests of the contract (spec 000 §7
 * offers.json, facets.json) and the dated ones search what a shopper sends: a Friday about three
 * weeks ahead, 2 nights, 2 adults.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { FacetsQuerySchema } from "../../shared/contract/facets";
import { OffersRequestSchema } from "../../shared/contract/offers";
import { benchCheckin, casesContext, CATALOG_CASES } from "./catalog-cases.mjs";

const today = "2026-11-22";
const ctx = casesContext([2996944, 2988507], today);

describe("bench catalog cases", () => {
  it("check-in is the Friday on or after today + 3 weeks, then a week later per step", () => {
    expect(benchCheckin(today)).toBe("2026-12-18");
    expect(benchCheckin("2026-11-27")).toBe("2026-12-18");
    expect(benchCheckin(today, 1)).toBe("2026-12-25");
    for (let w = 0; w < 8; w++) expect(new Date(`${benchCheckin(today, w)}T12:00:00Z`).getUTCDay()).toBe(5);
  });

  it("gives the cold cases a new day for every call", () => {
    const days = new Set(Array.from({ length: 50 }, (_, i) => ctx.newDay(i)));
    expect(days.size).toBe(50);
    expect(ctx.newDay(0) > benchCheckin(today, 7)).toBe(true);
  });

  it.each(CATALOG_CASES.map(([name, kind, make]) => [name, kind, make] as const))("%s parses as a %s request", (name, kind, make) => {
    for (const i of [0, 1, 49]) {
      const criteria = make(i, ctx);
      if (kind === "offers") {
        const req = v.parse(OffersRequestSchema, { locale: "fr_FR", ...criteria });
        const offer = req.searchCriterias.filters.offer;
        if (name.includes("check-in")) expect([offer.checkin, offer.nights, offer.familyComposition?.adults]).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\d$/), 2, 2]);
      } else {
        const q = v.parse(FacetsQuerySchema, { locale: "fr_FR", ...criteria });
        if (name.includes("check-in")) expect([q.checkin, q.night, q.adult]).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\d$/), 2, 2]);
      }
    }
  });
});

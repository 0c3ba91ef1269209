/**
 * flash-figures.ts: the flash copy's figures come from live stays only, by the search's rules
 * (decision 086). The catalog's own figures are checked against the pages in
 * tests/workers/consistency/claims.test.ts.
 */
import { describe, expect, it } from "vitest";
import { flashFigures } from "./flash-figures";
import type { Catalog } from "../types";

type P = Catalog["packages"][number];
const pkg = (over: Partial<P>): P => ({ id: 1, hotelId: 1, itemCategory: "weekend", themeId: 12, themeIds: [12], sellPriceCents: 10000, refPriceCents: 10000, published: true, expiration: null, ...over }) as P;
const catalog = (packages: P[]) =>
  ({ meta: { seed: "t", today: "2026-11-29", until: "2027-11-29" }, hotels: [{ id: 1, active: true }, { id: 2, active: false }], packages }) as unknown as Pick<Catalog, "packages" | "hotels" | "meta">;

describe("flashFigures", () => {
  it("takes the highest promo and each theme's lowest price of live stays only", () => {
    const f = flashFigures(
      catalog([
        pkg({ id: 1, sellPriceCents: 9000, refPriceCents: 15000 }), // -40 %, theme 12
        pkg({ id: 2, sellPriceCents: 7900, refPriceCents: 8000, themeId: 15, themeIds: [15, 12] }), // secondary theme 12
        pkg({ id: 3, sellPriceCents: 1000, refPriceCents: 9000, published: false }), // unpublished
        pkg({ id: 4, sellPriceCents: 1000, refPriceCents: 9000, hotelId: 2 }), // inactive hotel
        pkg({ id: 5, sellPriceCents: 1000, refPriceCents: 9000, expiration: "2026-11-28" }), // expired yesterday
        pkg({ id: 6, sellPriceCents: 1000, refPriceCents: 9000, itemCategory: "activity" }), // not a stay
        pkg({ id: 7, sellPriceCents: 12900, refPriceCents: 12900, themeId: 45, themeIds: [45], expiration: "2026-11-29" }), // last day: live
      ]),
    );
    expect(f.promo).toBe(40);
    expect(f.fromCents(12)).toBe(7900);
    expect(f.fromCents(15)).toBe(7900);
    expect(f.fromCents(45)).toBe(12900);
    expect(f.fromCents(99)).toBeNull();
  });
});

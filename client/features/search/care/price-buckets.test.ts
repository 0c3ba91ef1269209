import { describe, expect, it } from "vitest";
import type { FacetsResponse } from "#shared/contract/facets";
import { priceBucketRows } from "./price-buckets";

const facets = (values: { id: string; name: string; count: number }[]) => ({ properties: [{ propertyType: "score", values: [] }, { propertyType: "price", values }] }) as unknown as FacetsResponse;

describe("care price buckets on the results page (spec 000 §6)", () => {
  it("reads the facets' price property as bounds in cents, the open bucket last", () => {
    const rows = priceBucketRows(facets([
      { id: "50000-", name: "500+", count: 22 },
      { id: "0-10000", name: "0-100", count: 0 },
      { id: "10000-20000", name: "100-200", count: 46 },
    ]));
    expect(rows).toEqual([
      { min: 0, max: 10_000, count: 0 },
      { min: 10_000, max: 20_000, count: 46 },
      { min: 50_000, max: null, count: 22 },
    ]);
  });
  it("skips malformed ids and gives nothing without facets or a price property", () => {
    expect(priceBucketRows(facets([{ id: "cheap", name: "?", count: 3 }, { id: "100-200", name: "1-2", count: 1 }]))).toEqual([{ min: 100, max: 200, count: 1 }]);
    expect(priceBucketRows(undefined)).toEqual([]);
    expect(priceBucketRows({ properties: [] } as unknown as FacetsResponse)).toEqual([]);
  });
});

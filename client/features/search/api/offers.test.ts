/**
 * The results cache key (offers.ts offersQueryOptions; spec 000 §4 "Stored search criteria are
 * treated as different, and a new search run, when checkout is not equal to checkin plus nights.
 * The gifting flow ignores dates for matching").
 */
import { describe, expect, it } from "vitest";
import { parseCriteria } from "#shared/criteria";
import { offersQueryOptions } from "./offers";

const api = (() => Promise.reject(new Error("not called"))) as never;
const key = (hash: string, flow: "booking" | "gifting" | "hotel") => JSON.stringify(offersQueryOptions(api, "fr_FR", parseCriteria(hash), flow, 0).queryKey);

describe("offers query key", () => {
  it("a check-out other than the stored check-in plus nights is a new search", () => {
    expect(key("city=1&checkin=2026-12-04&checkout=2026-12-06", "booking")).not.toBe(key("city=1&checkin=2026-12-04&checkout=2026-12-05", "booking"));
    expect(key("city=1&checkin=2026-12-04&checkout=2026-12-06", "hotel")).not.toBe(key("city=1&checkin=2026-12-04&checkout=2026-12-07", "hotel"));
  });

  it("gifting ignores the dates: with or without them, one answer", () => {
    expect(key("city=1&checkin=2026-12-04&checkout=2026-12-06", "gifting")).toBe(key("city=1", "gifting"));
    expect(key("city=1&checkin=2026-12-04&checkout=2026-12-06", "gifting")).not.toBe(key("city=2", "gifting"));
  });

  it("the label is not part of the search", () => {
    expect(key("city=1&label=Lyon", "booking")).toBe(key("city=1", "booking"));
  });
});

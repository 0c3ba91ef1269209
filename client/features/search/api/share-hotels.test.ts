import { describe, expect, it } from "vitest";
import type { OffersResponse } from "#shared/contract/offers";
import { shareHotels } from "./offers";

const hotel = () => ({ id: 7, uri: "/hotel/7-x", label: "X", stars: 3, location: { label: "Lyon", latitude: 45.7, longitude: 4.8 }, review: { count: 2, average: 8 } });

describe("shareHotels (one object per hotel in the dehydrated state; issue 28)", () => {
  it("makes a package's hotel the row's when they say the same, and leaves a different one alone", () => {
    const other = { ...hotel(), label: "Y" };
    const list = { exactMatch: [{ hotel: hotel(), mainPackage: { id: 1, hotel: hotel() }, otherPackages: [{ id: 2, hotel: other }] }] } as unknown as OffersResponse;
    const before = JSON.stringify(list);
    const out = shareHotels(list);
    const row = out.exactMatch[0]!;
    expect(row.mainPackage.hotel).toBe(row.hotel);
    expect(row.otherPackages[0]!.hotel).toBe(other);
    expect(JSON.stringify(out)).toBe(before);
  });
});
